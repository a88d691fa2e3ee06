import type { Sections } from "../tr";

export default {
  site: {
    company: "Dokuma Tekstil",
    description:
      "Seit 1980 fertigen wir in Istanbul gefärbte Hemdenstoffe für Damen-, Herren- und Kinderbekleidung: jedes Jahr zwei Haupt- und zwei Kapselkollektionen aus Baumwolle, Leinen und Mischgeweben."
  },
  skip: {
    main: "Zum Inhalt springen"
  },
  nav: {
    label: "Hauptmenü",
    home: "Startseite",
    about: "Über uns",
    certificates: "Zertifikate",
    careers: "Karriere",
    contact: "Kontakt",
    exhibitions: "Messen",
    fabrics: "Stoffe",
    collections: "Kollektionen",
    open: "Menü öffnen",
    close: "Menü schließen",
    title: "Menü",
    homeLink: "Dokuma Tekstil – Startseite"
  },
  language: {
    current: "Sprache: {{name}}. Sprache ändern"
  },
  footer: {
    quickLinks: "Schnellzugriff",
    contact: "Kontakt",
    address: "Adresse",
    phone: "Telefon",
    email: "E-Mail",
    hours: "Öffnungszeiten",
    map: "Auf der Karte zeigen",
    social: "Soziale Medien",
    facebook: "Unsere Facebook-Seite",
    instagram: "Unser Instagram-Konto",
    linkedin: "Unsere LinkedIn-Seite",
    privacy: "Datenschutzhinweis",
    copyright: "© {{from}}–{{year}} Dokuma Tekstil. Alle Rechte vorbehalten.",
    newTab: "öffnet in einem neuen Tab"
  },
  whatsapp: {
    label: "Schreiben Sie uns auf WhatsApp",
    text: "Guten Tag, ich möchte mehr über die Hemdenstoffe von Dokuma Tekstil erfahren."
  },
  notFound: {
    title: "Seite nicht gefunden",
    text: "Die gesuchte Seite wurde verschoben oder hat nie existiert.",
    home: "Zur Startseite",
    suggestions: "Vielleicht helfen Ihnen diese Seiten weiter:",
    description: "Die gesuchte Seite wurde nicht gefunden."
  },
  error: {
    title: "Ein Fehler ist aufgetreten",
    text: "Bitte versuchen Sie es gleich noch einmal.",
    retry: "Seite neu laden"
  }
} satisfies Sections["layout"];
