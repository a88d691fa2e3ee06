import type { Sections } from "../tr";

export default {
  adminPrivacy: {
    heading: "Datenschutzanfragen",
    intro:
      "Finden Sie alles, was unter der E-Mail-Adresse einer Person gespeichert ist: Bei einem Auskunftsersuchen (Art. 15 DSGVO, Art. 11 KVKK) laden Sie alles als eine ZIP-Datei herunter und geben sie der Person; bei einem Löschersuchen (Art. 17 DSGVO) löschen Sie alles in einem Schritt.",
    email: "E-Mail-Adresse der Person",
    emailHint:
      "Groß- und Kleinschreibung spielen keine Rolle. Die Adresse wird nicht ins Aktivitätsprotokoll geschrieben.",
    lookUp: "Suchen",
    lookingUp: "Wird gesucht…",
    lookupFailed: "Die Daten konnten nicht abgefragt werden",
    results: "Gespeicherte Daten",
    found_one: "Unter {{email}} ist {{count}} Eintrag gespeichert.",
    found_other: "Unter {{email}} sind {{count}} Einträge gespeichert.",
    nothing: "Unter dieser Adresse ist nichts gespeichert.",
    groups: {
      messages: "Kontaktnachrichten",
      applications: "Bewerbungen",
      meetings: "Terminanfragen",
      samples: "Musteranfragen",
      mails: "E-Mails im Postausgang",
    },
    counts: {
      messages_one: "{{count}} Kontaktnachricht",
      messages_other: "{{count}} Kontaktnachrichten",
      applications_one: "{{count}} Bewerbung",
      applications_other: "{{count}} Bewerbungen",
      applicationsWithCv_one: "{{count}} Bewerbung samt Lebenslauf",
      applicationsWithCv_other: "{{count}} Bewerbungen samt Lebensläufen",
      cvs_one: "{{count}} Lebenslauf-Datei",
      cvs_other: "{{count}} Lebenslauf-Dateien",
      meetings_one: "{{count}} Terminanfrage",
      meetings_other: "{{count}} Terminanfragen",
      samples_one: "{{count}} Musteranfrage",
      samples_other: "{{count}} Musteranfragen",
      mails_one: "{{count}} E-Mail",
      mails_other: "{{count}} E-Mails",
    },
    lines: {
      cv: "Lebenslauf: {{name}} ({{size}})",
      noCv: "Kein Lebenslauf",
      fabrics_one: "{{count}} Stoff",
      fabrics_other: "{{count}} Stoffe",
    },
    actions: "Anfrage beantworten",
    download: "Alles herunterladen (ZIP)",
    downloading: "ZIP wird erstellt…",
    downloadHint: "Für ein Auskunftsersuchen: die Einträge in data.json, die Lebensläufe im Ordner cv/.",
    downloadFailed: "Die ZIP-Datei konnte nicht heruntergeladen werden",
    erase: "Alles löschen",
    eraseHint:
      "Für ein Löschersuchen: Einträge, Lebenslauf-Dateien und E-Mails werden endgültig gelöscht. Das lässt sich nicht rückgängig machen.",
    confirm: {
      title: "Alles löschen?",
      text: "Unter {{email}} wird Folgendes endgültig gelöscht: {{list}}.",
      undone:
        "Das lässt sich nicht rückgängig machen. Hat die Person auch eine Kopie verlangt, laden Sie zuerst die ZIP-Datei herunter.",
      confirm: "Ja, alles löschen",
    },
    eraseFailed: "Die Daten konnten nicht gelöscht werden",
    erased: "Die unter {{email}} gespeicherten Daten wurden gelöscht: {{list}}.",
    erasedNothing: "Unter {{email}} war nichts gespeichert; es wurde nichts gelöscht.",
  },
} satisfies Sections["adminPrivacy"];
