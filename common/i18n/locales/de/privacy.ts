import type { Sections } from "../tr";

export default {
  privacy: {
    metaTitle: "Datenschutzhinweis",
    metaDescription:
      "Welche personenbezogenen Daten Dokuma Tekstil aus dem Kontakt- und dem Bewerbungsformular speichert, wozu, wie lange und wie Sie die Löschung verlangen: Informationen nach KVKK und DSGVO.",
    eyebrow: "Ihre personenbezogenen Daten",
    title: "Datenschutzhinweis",
    updated: "Stand: {{date}}",
    intro:
      "Dieser Hinweis erklärt, wie wir mit den personenbezogenen Daten umgehen, die Sie uns über diese Website senden. Wir sind Verantwortlicher nach dem türkischen Datenschutzgesetz Nr. 6698 (KVKK) und wenden für unsere Besucher in der Europäischen Union zudem die Datenschutz-Grundverordnung (DSGVO) an.",
    toc: "Auf dieser Seite",
    controller: {
      title: "Verantwortlicher",
      text: "Verantwortlich ist Dokuma Tekstil, ein Hersteller von Hemdenstoffen mit Sitz in Istanbul.",
      address: "Anschrift: {{address}}",
      email: "Für alle Fragen zu Ihren personenbezogenen Daten, E-Mail:",
    },
    data: {
      title: "Welche Daten wir speichern",
      intro: "Wir speichern nur, was Sie uns selbst in unseren Formularen angeben:",
      contact:
        "Kontaktformular: Ihr vollständiger Name, Ihre E-Mail-Adresse, auf Wunsch Ihre Telefonnummer und Ihre Nachricht.",
      meetings:
        "Formular für Terminanfragen: Ihre Firma, Ihr vollständiger Name und Ihre E-Mail-Adresse, die gewählte Messe, Tag und Uhrzeit sowie das gewünschte Gesprächsthema.",
      samples: "Formular für Musteranfragen: Ihre Firma, Ihr vollständiger Name, Ihre E-Mail-Adresse, Ihr Land, optional Ihre Telefonnummer, die gewählten Stoffe und Farbvarianten, die Art des Musters, der Verwendungszweck, die Menge und Ihre Nachricht.",
      careers:
        "Bewerbungsformular: Ihr vollständiger Name, Ihre E-Mail-Adresse, Ihre Telefonnummer, die Stelle, auf die Sie sich bewerben, Ihre Nachricht und der beigefügte Lebenslauf (PDF, JPG oder PNG).",
      technical:
        "Technische Aufzeichnungen: Um Missbrauch der Formulare zu verhindern, wird Ihre IP-Adresse einige Minuten lang in einem Zähler gehalten; Server-Protokolle (IP-Adresse, Uhrzeit, aufgerufene Adresse) dienen der Sicherheit und der Fehlersuche.",
    },
    purpose: {
      title: "Wozu wir sie speichern",
      contact:
        "Kontaktnachrichten nutzen wir nur, um Ihnen zu antworten und Ihre Anfrage (Muster, Preise, Aufträge und Ähnliches) zu bearbeiten.",
      meetings:
        "Terminanfragen nutzen wir nur, um den Termin auf der Messe zu vereinbaren und Ihnen dazu zu schreiben.",
      samples: "Musteranfragen nutzen wir nur, um Ihnen die Muster vorzubereiten und zu senden und Ihnen dazu zu schreiben.",
      careers: "Bewerbungen nutzen wir nur, um Ihre Bewerbung zu prüfen und Sie dazu zu kontaktieren.",
      basis:
        "Rechtsgrundlage: vorvertragliche Maßnahmen auf Ihre Anfrage und unser berechtigtes Interesse (KVKK Art. 5 Abs. 2 lit. c und f; DSGVO Art. 6 Abs. 1 lit. b und f).",
      noSale:
        "Wir nutzen Ihre Daten nicht für Werbung, verkaufen sie nicht und geben sie niemandem zu Werbezwecken weiter.",
    },
    retention: {
      title: "Wie lange wir sie speichern",
      contact: "Kontaktnachrichten: 2 Jahre nach unserem letzten Austausch.",
      meetings: "Terminanfragen: 2 Jahre nach unserem letzten Austausch.",
      samples: "Musteranfragen: 2 Jahre nach unserem letzten Austausch.",
      careers: "Bewerbungen und Lebensläufe: {{decided}} Monate nach unserer Entscheidung; solange nicht entschieden ist, {{undecided}} Monate nach der letzten Änderung; {{talentPool}} Monate, wenn Sie der Aufbewahrung für künftige Stellen zugestimmt haben.",
      technical: "Server-Protokolle: höchstens 30 Tage.",
      after:
        "Nach Ablauf dieser Fristen werden die Daten gelöscht. Sie können die Löschung jederzeit früher verlangen.",
    },
    recipients: {
      title: "Wer Ihre Daten sehen kann",
      staff:
        "Nur unsere befugten Mitarbeiterinnen und Mitarbeiter, über unseren passwortgeschützten Verwaltungsbereich.",
      mail: "Die Formulare erreichen uns auch per E-Mail: Unser E-Mail-Anbieter überträgt und speichert diese Nachrichten in unserem Auftrag.",
      hosting: "Der Anbieter, der unsere Website betreibt, nur zur Erbringung der technischen Leistung.",
      abroad:
        "Die Server dieser Anbieter können im Ausland stehen; eine solche Übermittlung erfolgt mit Garantien nach Art. 9 KVKK und der DSGVO.",
    },
    cookies: {
      title: "Cookies",
      intro:
        "Diese Website setzt keine Tracking-, Werbe- oder Statistik-Cookies. Wir verwenden nur diese zwei Cookies, die für den Betrieb nötig sind:",
      language:
        "Speichert die gewählte Sprache für ein Jahr, damit die Seiten immer in dieser Sprache erscheinen. Der lokale Speicher Ihres Browsers enthält denselben Wert (i18nextLng).",
      session:
        "Merkt sich, dass die Eröffnungsanimation in dieser Browsersitzung bereits gezeigt wurde; es wird beim Schließen des Browsers gelöscht.",
      admin:
        "Mitarbeitende, die sich im Verwaltungsbereich anmelden, erhalten zusätzlich ein sicheres Sitzungscookie.",
    },
    rights: {
      title: "Ihre Rechte",
      intro: "Nach Art. 11 KVKK und Art. 15–22 DSGVO können Sie von uns verlangen:",
      access: "Auskunft, ob wir Daten über Sie verarbeiten, und eine Kopie dieser Daten.",
      correction: "Die Berichtigung unvollständiger oder falscher Daten.",
      deletion: "Die Löschung Ihrer Daten.",
      objection: "Die Einschränkung der Verarbeitung; außerdem können Sie der Verarbeitung widersprechen.",
      portability: "Die Herausgabe Ihrer Daten in einem gängigen Format.",
      complaint:
        "Außerdem können Sie sich bei der türkischen Datenschutzbehörde (Kişisel Verileri Koruma Kurulu) oder, wenn Sie in der Europäischen Union leben, bei der Datenschutzaufsicht Ihres Landes beschweren.",
    },
    request: {
      title: "Löschung und andere Anliegen",
      text: "Schreiben Sie uns von der E-Mail-Adresse, die Sie im Formular angegeben haben. Wir beantworten jede Anfrage kostenlos innerhalb von höchstens 30 Tagen.",
      email: "E-Mail:",
      noEmail: "Sie können Ihr Anliegen auch über das Formular auf unserer Kontaktseite senden.",
      contactPage: "Kontaktseite",
    },
  },
} satisfies Sections["privacy"];
