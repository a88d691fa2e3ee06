import type { Sections } from "../tr";

export default {
  adminInbox: {
    common: {
      refresh: "Aktualisieren",
      search: "Suchen",
      statusFilter: "Status",
      allStatuses: "Alle Status",
      actions: "Aktionen",
      close: "Schließen",
      cancel: "Abbrechen",
      delete: "Löschen",
      noPhone: "Keine Telefonnummer",
      email: "E-Mail",
      phone: "Telefonnummer",
      language: "Sprache des Formulars",
      languages: {
        tr: "Türkisch",
        en: "Englisch",
        de: "Deutsch",
        es: "Spanisch",
        fr: "Französisch"
      }
    },
    messages: {
      title: "Kontaktnachrichten",
      total_one: "{{count}} Nachricht",
      total_other: "{{count}} Nachrichten",
      searchPlaceholder: "Name, E-Mail oder Nachricht",
      loading: "Nachrichten werden geladen…",
      empty: "Noch keine Nachrichten.",
      noMatch: "Keine Nachrichten entsprechen diesen Kriterien.",
      columns: {
        name: "Name",
        email: "E-Mail",
        phone: "Telefonnummer",
        status: "Status",
        date: "Datum"
      },
      view: "Öffnen",
      viewAria: "Nachricht von {{name}} öffnen",
      status: {
        new: "Neu",
        read: "Gelesen",
        replied: "Beantwortet"
      },
      dialog: {
        title: "Nachricht: {{name}}",
        name: "Name",
        date: "Gesendet",
        status: "Status",
        message: "Nachricht",
        reply: "Per E-Mail antworten",
        markReplied: "Als beantwortet markieren",
        markRead: "Als gelesen markieren",
        delete: "Nachricht löschen"
      },
      confirmDelete: {
        title: "Nachricht löschen",
        text: "Möchten Sie die Nachricht von {{name}} wirklich löschen? Dies kann nicht rückgängig gemacht werden.",
        confirm: "Nachricht löschen"
      },
      deleted: "Nachricht gelöscht.",
      markedReplied: "Nachricht als beantwortet markiert.",
      markedRead: "Nachricht als gelesen markiert.",
      errors: {
        load: "Kontaktnachrichten konnten nicht geladen werden",
        status: "Der Status der Nachricht konnte nicht geändert werden",
        conflict: "Diese Statusänderung ist nicht möglich: Die Nachricht wurde inzwischen vielleicht geändert. Die Liste wurde aktualisiert.",
        gone: "Diese Nachricht gibt es nicht mehr. Die Liste wurde aktualisiert.",
        delete: "Nachricht konnte nicht gelöscht werden"
      }
    },
    applications: {
      title: "Bewerbungen",
      total_one: "{{count}} Bewerbung",
      total_other: "{{count}} Bewerbungen",
      searchPlaceholder: "Name, E-Mail, Position oder Nachricht",
      loading: "Bewerbungen werden geladen…",
      empty: "Noch keine Bewerbungen.",
      noMatch: "Keine Bewerbungen entsprechen diesen Kriterien.",
      columns: {
        name: "Name",
        position: "Position",
        email: "E-Mail",
        phone: "Telefonnummer",
        appliedAt: "Beworben am",
        status: "Status",
        file: "Datei"
      },
      viewDetails: "Details ansehen",
      viewDetailsAria: "Details ansehen: Bewerbung von {{name}}",
      status: {
        pending: "Offen",
        interviewing: "Im Gespräch",
        accepted: "Angenommen",
        rejected: "Abgelehnt"
      },
      noFile: "Keine Datei",
      fileFallback: "DATEI",
      dialog: {
        title: "Bewerbung: {{name}}",
        name: "Name",
        position: "Position",
        appliedAt: "Beworben am",
        status: "Aktueller Status",
        message: "Nachricht",
        noMessage: "Keine Nachricht geschrieben.",
        notes: "Notizen",
        notesHint: "Nur für Administratoren sichtbar; wird nie an die Bewerberin oder den Bewerber gesendet.",
        saveNotes: "Notizen speichern",
        notesSaved: "Notizen gespeichert.",
        file: "Angehängte Datei",
        view: "Ansehen",
        viewAria: "{{file}} in einem neuen Tab ansehen",
        download: "Herunterladen",
        downloadAria: "{{file}} herunterladen",
        changeStatus: "Status ändern",
        markInterviewing: "Zum Gespräch einladen",
        accept: "Annehmen",
        reject: "Ablehnen",
        delete: "Bewerbung löschen"
      },
      confirmDelete: {
        title: "Bewerbung löschen",
        text: "Möchten Sie die Bewerbung von {{name}} und die angehängte Datei wirklich löschen? Dies kann nicht rückgängig gemacht werden.",
        confirm: "Bewerbung löschen"
      },
      deleted: "Bewerbung gelöscht.",
      statusChanged: "Bewerbung von {{name}}: {{status}}.",
      errors: {
        load: "Bewerbungen konnten nicht geladen werden",
        status: "Der Status der Bewerbung konnte nicht geändert werden",
        conflict: "Diese Statusänderung ist nicht möglich: Die Bewerbung wurde inzwischen vielleicht geändert. Die Liste wurde aktualisiert.",
        gone: "Diese Bewerbung gibt es nicht mehr. Die Liste wurde aktualisiert.",
        notes: "Notizen konnten nicht gespeichert werden",
        notesTooLong: "Notizen dürfen höchstens {{max}} Zeichen lang sein.",
        delete: "Bewerbung konnte nicht gelöscht werden"
      }
    }
  }
} satisfies Sections["adminInbox"];
