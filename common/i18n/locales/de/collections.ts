import type { Sections } from "../tr";

export default {
  collections: {
    eyebrow: "Kollektionen",
    title: "Unsere Kollektionen",
    description:
      "Jedes Jahr je eine Haupt- und eine Kapselkollektion für Frühjahr/Sommer und für Herbst/Winter. Entdecken Sie die Stoffe der Saison Kollektion für Kollektion.",
    year: "Kollektionen {{year}}",
    kind: {
      main: "Hauptkollektion",
      capsule: "Kapselkollektion",
    },
    season: {
      SS: "Frühjahr/Sommer {{year}}",
      AW: "Herbst/Winter {{year}}",
    },
    fabricCount_one: "{{count}} Stoff",
    fabricCount_other: "{{count}} Stoffe",
    empty: "Bisher wurde keine Kollektion veröffentlicht.",
    loadError: "Die Kollektionen konnten nicht geladen werden.",
    retry: "Erneut versuchen",
    pageTitle: "Kollektion {{name}} · {{season}}",
    back: "Alle Kollektionen",
    coverAlt: "Gewebestruktur der Kollektion {{name}}",
    fabricsTitle: "Stoffe dieser Kollektion",
    finderLink: "Diese Kollektion im Stofffinder filtern",
    shown: "Die neuesten {{shown}} von {{total}} Stoffen werden angezeigt.",
    noFabrics: "Dieser Kollektion wurde noch kein Stoff zugeordnet.",
    notFound: "Kollektion nicht gefunden",
    notFoundText: "Die gesuchte Kollektion wurde möglicherweise entfernt, oder der Link ist fehlerhaft.",
    loadErrorTitle: "Die Kollektion konnte nicht geladen werden",
    loadErrorText: "Bitte versuchen Sie es gleich noch einmal.",
    home: {
      eyebrow: "Diese Saison",
      title: "Kollektionen {{seasons}}",
      all: "Alle Kollektionen",
    },
  },
} satisfies Sections["collections"];
