import type { Sections } from "../tr";

export default {
  adminPositions: {
    title: "Offene Stellen",
    add: "Stelle hinzufügen",
    edit: "Stelle bearbeiten",
    empty: "Noch keine Stellen.",
    fields: {
      title: "Titel",
      description: "Beschreibung",
      department: "Abteilung",
      location: "Arbeitsort",
      employmentType: "Beschäftigungsart",
      validThrough: "Bewerbung bis",
      validThroughHint: "Leer: 60 Tage nach der Ausschreibung.",
      open: "Auf der Website veröffentlicht",
    },
    status: {
      open: "Offen",
      closed: "Geschlossen",
    },
    actions: {
      close: "Schließen",
      reopen: "Wieder öffnen",
      save: "Speichern",
      cancel: "Abbrechen",
      edit: "Bearbeiten",
      delete: "Löschen",
    },
    confirmDelete: "„{{title}}“ löschen? Die Bewerbungen bleiben als Initiativbewerbungen erhalten.",
    saved: "Gespeichert.",
    failed: "Speichern fehlgeschlagen. Bitte Felder prüfen und erneut versuchen.",
    columns: {
      title: "Stelle",
      status: "Status",
      posted: "Eröffnet",
    },
  },
} satisfies Sections["adminPositions"];
