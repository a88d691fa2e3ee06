import type { Sections } from "../tr";

export default {
  finder: {
    label: "Stofffinder",
    toggle: "Filter",
    search: "Suche",
    searchHint: "Name, Artikelnummer oder Beschreibung",
    collection: "Kollektion",
    certificate: "Zertifikat",
    weight: "Gewicht (g/m²)",
    weightMin: "Von",
    weightMax: "Bis",
    option: "{{label}} ({{count}})",
    apply: "Ergebnisse anzeigen",
    clear: "Alle Filter zurücksetzen",
    results_one: "{{count}} Stoff",
    results_other: "{{count}} Stoffe",
    none: "Kein Stoff entspricht diesen Filtern. Entfernen Sie einen Filter.",
  },
} satisfies Sections["finder"];
