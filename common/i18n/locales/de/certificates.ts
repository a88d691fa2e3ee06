import type { Sections } from "../tr";

export default {
  certificates: {
    eyebrow: "Zertifikate",
    title: "Qualität, die Sie nachprüfen können",
    text: "Unsere Produktion wird von unabhängigen Stellen nach internationalen Standards geprüft.",
    carousel: "Karussell",
    slideRole: "Folie",
    label: "Unsere Zertifikate",
    slide: "Zertifikat {{current}} von {{total}}",
    previous: "Vorheriges Zertifikat",
    next: "Nächstes Zertifikat",
    show: "Zertifikat {{title}} anzeigen",
    enlarge: "Zertifikat {{title}} vergrößern",
    pause: "Automatischen Wechsel anhalten",
    play: "Automatischen Wechsel starten",
    close: "Schließen",
    iso: {
      title: "ISO 9001:2015",
      subtitle: "Qualitätsmanagementsystem",
      text: "Von der Bestellung bis zum Versand läuft jeder Prozess nach einem dokumentierten Qualitätsmanagementsystem, das jedes Jahr von einer unabhängigen Stelle auditiert wird. So hat jeder Meter Stoff denselben Farbton, denselben Griff und dieselben Maße.",
      alt: "Zertifikat für das Qualitätsmanagementsystem nach ISO 9001:2015, ausgestellt für Dokuma Tekstil"
    },
    gots: {
      title: "GOTS",
      subtitle: "Global Organic Textile Standard (weltweiter Standard für Bio-Textilien)",
      text: "Bei unseren Stoffen aus Bio-Baumwolle werden die ökologische Herkunft der Faser, die Chemikalien in Färberei und Ausrüstung sowie die Arbeitsbedingungen nach den GOTS-Kriterien zertifiziert.",
      alt: "GOTS-Zertifikat (Global Organic Textile Standard), ausgestellt für Dokuma Tekstil"
    }
  }
} satisfies Sections["certificates"];
