import type { Sections } from "../tr";

export default {
  about: {
    eyebrow: "Seit 1980 in Istanbul",
    title: "Über uns",
    lead: "Dokuma Tekstil wurde 1980 in Istanbul gegründet und stellt seitdem gefärbte Hemdenstoffe her. Mehr als vier Jahrzehnte Erfahrung stecken heute in Hemden, die Marken in ganz Europa und Nordamerika verkaufen.",
    metaDescription:
      "Dokuma Tekstil fertigt seit 1980 in Istanbul gefärbte Hemdenstoffe: unsere Geschichte, Kollektionen, Mischungen und Märkte sowie unsere Zertifizierungen nach ISO 9001:2015 und GOTS.",
    storyTitle: "Unsere Geschichte",
    story1:
      "Unser Unternehmen wurde 1980 in Istanbul gegründet. Vom ersten Tag an haben wir uns auf eines konzentriert: Stoffe, aus denen gute Hemden werden und die Farbe und Griff über Jahre behalten.",
    story2:
      "Heute bieten wir eine breite Auswahl an Hemdenstoffen, von Popeline, Leinen und Twill bis zu Oxford und garngefärbten Dessins. Jeden Auftrag, vom Muster bis zur Auslieferung, planen wir nach dem Kollektionskalender unserer Kunden.",
    collectionsTitle: "Kollektionen und Mischungen",
    collections1:
      "Jedes Jahr entwickeln wir zwei Hauptkollektionen und zwei Kapselkollektionen. Die Hauptkollektionen vereinen die wichtigsten Qualitäten und Farben der Saison; in den Kapselkollektionen probieren wir neue Strukturen und Farbtöne aus.",
    collections2:
      "Unsere Stoffe fertigen wir aus Baumwolle, Polyester, Viskose, Nylon, Wolle, Leinen und Terylene, rein oder gemischt, für Damen-, Herren- und Kinderbekleidung.",
    marketsTitle: "Unsere Märkte",
    markets:
      "Der größte Teil unserer Stoffe geht an Marken in Frankreich, Spanien, Deutschland, Kanada und Griechenland. Auf den Messen in diesen Ländern treffen wir unsere Kunden jede Saison wieder.",
    qualityTitle: "Qualität und Zertifizierung",
    quality:
      "Unsere Produktion folgt einem Qualitätsmanagementsystem nach ISO 9001:2015. Unsere Bio-Baumwollqualitäten sind nach GOTS (Global Organic Textile Standard) zertifiziert und von der Faser bis zum fertigen Stoff rückverfolgbar.",
    factsTitle: "Dokuma Tekstil in Zahlen",
    factFounded: "gegründet in Istanbul",
    factCollections: "Haupt- und Kapselkollektionen pro Jahr",
    factMarkets: "wichtigste Exportmärkte",
    factFibres: "Fasern und ihre Mischungen",
    imageAlt: "Nahaufnahme der Bindung: {{name}}",
    ctaTitle: "Suchen Sie Stoffe für Ihre nächste Saison?",
    ctaText:
      "Schreiben Sie uns zu Mustern, Preisen und Lieferzeiten – gemeinsam wählen wir die passenden Qualitäten aus.",
    ctaContact: "Kontakt aufnehmen",
    ctaFabrics: "Unsere Stoffe ansehen"
  }
} satisfies Sections["about"];
