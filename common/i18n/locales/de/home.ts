import type { Sections } from "../tr";

export default {
  home: {
    meta: {
      title: "Hersteller von Hemdenstoffen",
      description:
        "Gefärbte Hemdenstoffe aus Istanbul, seit 1980: Baumwolle, Leinen und Köper, mit zwei Haupt- und zwei Kapselkollektionen im Jahr."
    },
    hero: {
      carousel: "Karussell",
      slideRole: "Folie",
      label: "Im Überblick",
      heading: "Dokuma Tekstil — Istanbul, seit 1980",
      slide: "Folie {{current}} von {{total}}",
      pause: "Diashow anhalten",
      play: "Diashow abspielen",
      scroll: "Nach unten zu „Über uns“ scrollen",
      slides: {
        origin: {
          title: "Hemdenstoffe, gewebt in Istanbul seit 1980",
          text: "Gefärbte Hemdenstoffe aus Baumwolle, Leinen und Köper für Damen-, Herren- und Kindermode.",
          cta: "Unsere Stoffe entdecken"
        },
        collections: {
          title: "Zwei Haupt- und zwei Kapselkollektionen im Jahr",
          text: "Jede Saison neue Mischungen und Farben – entwickelt mit Marken von Frankreich bis Kanada.",
          cta: "Kontakt aufnehmen"
        }
      }
    },
    about: {
      eyebrow: "Über uns",
      title: "Über vierzig Jahre Erfahrung mit Hemdenstoffen",
      p1: "Dokuma Tekstil wurde 1980 in Istanbul gegründet. Seitdem konzentrieren wir uns auf eine Sache: gefärbte Hemdenstoffe. Von der Garnauswahl über Weberei und Färberei bis zur Ausrüstung begleitet unser eigenes Team jeden Schritt.",
      p2: "Jedes Jahr entwickeln wir zwei Haupt- und zwei Kapselkollektionen – Stoffe für Damen-, Herren- und Kinderbekleidung aus Mischungen von Baumwolle, Polyester, Viskose, Nylon, Wolle, Leinen und Terylene.",
      p3: "Unsere Stoffe gehen vor allem an Marken in Frankreich, Spanien, Deutschland, Kanada und Griechenland.",
      figures: "Dokuma Tekstil in Zahlen",
      founded: "Gegründet in Istanbul",
      collections: "Kollektionen pro Jahr",
      markets: "Hauptexportmärkte",
      more: "Unsere Geschichte lesen"
    },
    fabrics: {
      eyebrow: "Stoffkollektion",
      title: "Unsere Premium-Hemdenstoffe",
      text: "Baumwolle, Leinen und Köper – für jede Saison und jedes Hemd der passende Stoff.",
      label: "Stoffe",
      previous: "Vorherige Stoffe",
      next: "Nächste Stoffe",
      details: "Details ansehen",
      viewAll: "Alle Stoffe ansehen",
      fallback: {
        cotton: {
          name: "Baumwolle",
          description: "Von Popeline bis Oxford: weiche, atmungsaktive Baumwollstoffe für Hemden, die man jeden Tag trägt."
        },
        linen: {
          name: "Leinen",
          description: "Natürliche Struktur und angenehme Kühle – unverzichtbar für Sommerkollektionen."
        },
        twill: {
          name: "Köper",
          description: "Die diagonale Bindung fällt schön, knittert wenig und wirkt edel."
        }
      }
    },
    fairs: {
      eyebrow: "Messen",
      title: "Besuchen Sie uns auf Messen",
      text: "Jede Saison zeigen wir unsere neuen Kollektionen auf Messen in unseren wichtigsten Märkten.",
      count_one: "{{count}} Messe",
      count_other: "{{count}} Messen",
      viewAll: "Alle Länder und Messen",
      upcoming: "Kommende Messen",
      upcomingAll: "Alle Messen ansehen",
      upcomingEmpty: "Derzeit sind keine Messen geplant.",
      countriesEmpty: "Noch keine Länder vorhanden.",
      countriesError: "Fehler beim Laden der Länder: {{message}}",
      exhibitionsError: "Fehler beim Laden der Messen: {{message}}",
      requestId: "Anfrage-ID: {{id}}"
    }
  }
} satisfies Sections["home"];
