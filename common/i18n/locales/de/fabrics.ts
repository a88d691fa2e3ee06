import type { Sections } from "../tr";

export default {
  fabrics: {
    eyebrow: "Kollektion",
    title: "Unsere Stoffe",
    description:
      "Von Popeline bis Leinen, von Twill bis Oxford: gefärbte Hemdenstoffe aus Istanbul. Wählen Sie einen Stoff für Details und Fotos.",
    empty: "Derzeit sind keine Stoffe zu sehen. Schreiben Sie uns, wenn Sie mehr über unsere Kollektion erfahren möchten.",
    contact: "Kontakt aufnehmen",
    loadError: "Fehler beim Laden der Stoffe.",
    errorCode: "Fehlercode: {{code}}",
    requestId: "Anfrage-ID: {{requestId}}",
    retry: "Erneut versuchen",
    imageAlt: "Nahaufnahme: {{name}}",
    loading: "Stoff wird geladen …",
    noPage: "Auf dieser Seite gibt es keine Stoffe.",
    firstPage: "Zur ersten Seite",
    pageTitle: "{{title}} – Seite {{page}}",
    pagination: {
      label: "Seiten der Stoffliste",
      previous: "Zurück",
      next: "Weiter",
      page: "Seite {{page}}"
    }
  },
  fabric: {
    eyebrow: "Hemdenstoff",
    added: "Hinzugefügt am",
    back: "Alle Stoffe",
    imageAlt: "Gewebestruktur: {{name}}",
    gallery: "Fotos",
    galleryHint: "Wählen Sie ein Foto, um es in voller Größe zu sehen; es öffnet sich in einem neuen Tab.",
    photoAlt: "{{name}}, Foto {{number}} von {{total}}",
    newTab: "(öffnet sich in einem neuen Tab)",
    enquiryTitle: "Interesse an diesem Stoff?",
    enquiryText:
      "Schreiben Sie uns für Muster, Farbkarten, Preise und Lieferzeiten; unser Team meldet sich umgehend bei Ihnen.",
    enquiryLink: "Angebot anfordern",
    notFound: "Stoff nicht gefunden",
    notFoundText: "Der gesuchte Stoff wurde möglicherweise entfernt, oder der Link ist fehlerhaft.",
    loadError: "Die Stoffdetails konnten nicht geladen werden",
    loadErrorText: "Bitte versuchen Sie es gleich noch einmal.",
    collection: "Kollektion",
    certificates: "Zertifikate",
    related: "Ähnliche Stoffe",
    specSheet: {
      link: "Datenblatt herunterladen (PDF)",
      about: "Beschreibung",
      scan: "Code scannen, um die Seite des Stoffs zu öffnen",
      made: "Erstellt am {{date}}",
      phone: "Tel.",
      email: "E-Mail"
    }
  }
} satisfies Sections["fabrics"];
