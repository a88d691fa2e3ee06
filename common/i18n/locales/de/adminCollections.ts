import type { Sections } from "../tr";

export default {
  adminCollections: {
    title: "Kollektionen verwalten",
    intro:
      "Zwei Haupt- und zwei Kapselkollektionen pro Jahr. Einen Stoff ordnen Sie über das Feld „Kollektion“ im Stoffformular einer Kollektion zu.",
    add: "Neue Kollektion hinzufügen",
    loading: "Kollektionen werden geladen…",
    empty: "Noch keine Kollektionen. Fügen Sie Ihre erste Kollektion hinzu, um zu beginnen.",
    total_one: "{{count}} Kollektion",
    total_other: "{{count}} Kollektionen",
    columns: {
      cover: "Titelbild",
      name: "Name",
      season: "Saison",
      kind: "Art",
      year: "Jahr",
      fabrics: "Stoffe",
      actions: "Aktionen",
    },
    kinds: {
      main: "Hauptkollektion",
      capsule: "Kapselkollektion",
    },
    seasons: {
      SS: "Frühjahr/Sommer",
      AW: "Herbst/Winter",
    },
    fabrics_one: "{{count}} Stoff",
    fabrics_other: "{{count}} Stoffe",
    showFabrics: "Stoffe der Kollektion {{name}} anzeigen",
    actions: {
      editAria: "{{name}} bearbeiten",
      deleteAria: "{{name}} löschen",
    },
    form: {
      addTitle: "Neue Kollektion",
      editTitle: "Kollektion bearbeiten: {{name}}",
      name: "Name der Kollektion",
      description: "Beschreibung",
      season: "Saison",
      seasonHint:
        "SS (Frühjahr/Sommer) oder AW (Herbst/Winter) und die letzten beiden Ziffern des Jahres, z. B. SS27.",
      seasonInvalid: "Geben Sie SS oder AW und zwei Ziffern ein (z. B. SS27)",
      kind: "Art der Kollektion",
      cover: "Titelbild",
      coverRequired: "Ein Titelbild ist erforderlich",
      keepCover: "Wenn Sie kein neues Bild wählen, bleibt das bisherige Titelbild erhalten.",
      save: "Speichern",
      cancel: "Abbrechen",
      fixErrors: "Bitte korrigieren Sie die markierten Felder.",
    },
    confirmDelete: {
      title: "Kollektion löschen",
      text: "Möchten Sie die Kollektion {{name}} wirklich löschen? Ihre Stoffe werden nicht gelöscht, sie gehören danach keiner Kollektion mehr an.",
      confirm: "Kollektion löschen",
      cancel: "Abbrechen",
    },
    created: "Kollektion hinzugefügt.",
    updated: "Kollektion aktualisiert.",
    deleted: "Kollektion gelöscht.",
    errors: {
      load: "Die Kollektionen konnten nicht geladen werden",
      save: "Die Kollektion konnte nicht gespeichert werden",
      delete: "Die Kollektion konnte nicht gelöscht werden",
    },
    fabricField: {
      label: "Kollektion",
      none: "Keine Kollektion",
      hint: "Die Saisonkollektion, zu der der Stoff gehört; Kollektionen legen Sie unter „Kollektionen verwalten“ an.",
      invalid: "Diese Kollektion gibt es nicht mehr; wählen Sie eine andere aus der Liste",
      loadFailed:
        "Die Kollektionen konnten nicht geladen werden; der Stoff behält seine bisherige Kollektion.",
    },
    filter: {
      label: "Kollektion",
      all: "Alle Kollektionen",
      none: "Stoffe ohne Kollektion",
    },
  },
} satisfies Sections["adminCollections"];
