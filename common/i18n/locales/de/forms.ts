import type { Sections } from "../tr";

export default {
  forms: {
    required_note: "Mit * gekennzeichnete Felder sind Pflichtfelder.",
    optional: "optional",
    honeypot: "Dieses Feld bitte leer lassen",
    sending: "Wird gesendet …",
    close: "Schließen",
    request_id: "Referenznummer: {{id}}",
    rate_limited_one: "Zu viele Versuche. Bitte versuchen Sie es in {{count}} Minute erneut.",
    rate_limited_other: "Zu viele Versuche. Bitte versuchen Sie es in {{count}} Minuten erneut.",
    opens_new_tab: "(öffnet sich in einem neuen Tab)",
    storage_full:
      "Ihre Datei kann gerade nicht gespeichert werden, weil auf dem Server kein Speicherplatz mehr frei ist. Bitte versuchen Sie es später noch einmal oder schreiben Sie uns eine E-Mail.",
  },
  contact: {
    meta_title: "Kontakt",
    meta_description:
      "Schreiben Sie Dokuma Tekstil in Istanbul: Fragen zu unseren Hemdenstoffen, Mustern und Bestellungen. Adresse, Telefon, E-Mail und Geschäftszeiten.",
    eyebrow: "Kontakt",
    title: "Nehmen Sie Kontakt mit uns auf",
    intro:
      "Sie haben eine Frage zu einem Stoff, möchten Muster anfordern oder eine Bestellung aufgeben? Schreiben Sie uns – unser Vertriebsteam meldet sich so bald wie möglich bei Ihnen.",
    form: {
      title: "Schreiben Sie uns",
      full_name: "Vor- und Nachname",
      email: "E-Mail-Adresse",
      phone: "Telefonnummer",
      message: "Ihre Nachricht",
      submit: "Nachricht senden",
    },
    privacy:
      "Wir verwenden Ihre Angaben ausschließlich, um Ihre Nachricht zu beantworten. Mehr dazu in unserer <notice>Datenschutzerklärung</notice>.",
    success_title: "Vielen Dank!",
    success: "Ihre Nachricht wurde erfolgreich gesendet. Wir melden uns so bald wie möglich bei Ihnen.",
    error: "Beim Senden der Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
    details: {
      title: "Kontaktdaten",
      address: "Adresse",
      map: "Auf der Karte anzeigen",
      phone: "Telefonnummer",
      email: "E-Mail",
      hours: "Geschäftszeiten",
    },
  },
  careers: {
    meta_title: "Karriere",
    meta_description:
      "Arbeiten bei Dokuma Tekstil, seit 1980 Hersteller von Hemdenstoffen in Istanbul: Design, Weberei, Färberei, Qualität und Export. Senden Sie uns Ihre Bewerbung.",
    eyebrow: "Karriere",
    title: "Werden Sie Teil unseres Teams",
    intro:
      "Seit 1980 weben und färben wir in Istanbul Hemdenstoffe für Marken in Europa und Nordamerika. Was unsere Stoffe ausmacht, sind die Menschen, die jedes Garn und jeden Farbton kennen.",
    about: {
      title: "Arbeiten bei Dokuma Tekstil",
      text: "Jeder Stoff geht durch viele erfahrene Hände – vom ersten Entwurf über Weberei, Färberei und Ausrüstung bis zur Endkontrolle. Wir suchen Menschen, die Wert auf Details legen, gern im Team arbeiten und ein Handwerk lernen möchten, das sich ständig weiterentwickelt.",
      areas_title: "Hier können Sie bei uns einsteigen",
      areas: {
        design: "Stoffdesign und Kollektionsentwicklung",
        production: "Weberei, Färberei und Ausrüstung",
        quality: "Qualitätskontrolle und Labor",
        sales: "Vertrieb und Export",
      },
      open: "Nennen Sie im Formular die Stelle oder den Bereich, der Sie interessiert – auch Initiativbewerbungen sind willkommen.",
    },
    form: {
      title: "Jetzt bewerben",
      full_name: "Vor- und Nachname",
      email: "E-Mail-Adresse",
      phone: "Telefonnummer",
      position: "Gewünschte Stelle",
      message: "Ihre Nachricht",
      file: "Lebenslauf",
      file_choose: "Datei auswählen",
      file_none: "Keine Datei ausgewählt",
      file_hint: "JPG, PNG oder PDF, höchstens 5 MB.",
      file_selected: "Ausgewählte Datei: {{name}} ({{size}} MB)",
      file_remove: "Datei entfernen",
      file_size_error: "Die Datei muss kleiner als 5 MB sein",
      file_type_error: "Es werden nur JPG-, PNG- und PDF-Dateien akzeptiert",
      submit: "Bewerbung absenden",
      retention: "Wir bewahren Ihre Bewerbung und Ihren Lebenslauf bis {{decided}} Monate nach unserer Entscheidung auf – solange noch keine Entscheidung gefallen ist, bis {{undecided}} Monate nach der letzten Änderung – und löschen sie danach.",
      talent_pool: "Meine Bewerbung für künftige Stellen aufbewahren ({{months}} Monate)",
      talent_pool_hint: "Freiwillig; Sie können diese Einwilligung jederzeit mit einer kurzen Nachricht an uns widerrufen.",
    },
    privacy:
      "Wir verwenden Ihre Angaben ausschließlich, um Ihre Bewerbung zu prüfen. Mehr dazu in unserer <notice>Datenschutzerklärung</notice>.",
    success_title: "Vielen Dank für Ihre Bewerbung",
    success: "Ihre Bewerbung wurde erfolgreich übermittelt. Wir melden uns in Kürze bei Ihnen.",
    error: "Beim Senden der Bewerbung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
  },
  meeting: {
    form: {
      title: "Termin an unserem Stand vereinbaren",
      date: "Tag",
      time: "Uhrzeit (Ortszeit der Messe)",
      chooseDay: "Tag wählen",
      chooseTime: "Uhrzeit wählen",
      company: "Unternehmen",
      full_name: "Vollständiger Name",
      email: "E-Mail-Adresse",
      topic: "Worüber möchten Sie sprechen?",
      submit: "Termin anfragen",
    },
    privacy:
      "Wir verwenden Ihre Angaben nur, um den Termin zu vereinbaren. Lesen Sie unsere <notice>Datenschutzhinweise</notice>.",
    success_title: "Anfrage erhalten",
    success:
      "Vielen Dank. Wir haben Ihre Terminanfrage erhalten und eine Bestätigung an Ihre E-Mail-Adresse geschickt. Den Termin bestätigen wir Ihnen in Kürze.",
    error: "Beim Senden Ihrer Anfrage ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
  },
} satisfies Sections["forms"];
