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
    validUntil: "Gültig bis {{date}}",
    open: "Zertifikat öffnen ({{type}}, {{size}})",
    emblem: "Emblem: {{name}}",
    all: "Alle Zertifikate",
    none: "Derzeit ist kein gültiges Zertifikat veröffentlicht.",
    about: {
      iso_9001:
        "Qualitätsmanagementsystem: Jeder Prozess vom Auftrag bis zum Versand ist dokumentiert und wird jährlich von einer unabhängigen Stelle auditiert – so erfüllt jede Partie denselben Standard.",
      iso_14001:
        "Umweltmanagementsystem: Wir erfassen unseren Energie-, Wasser- und Chemikalienverbrauch sowie unsere Abfälle, senken sie anhand festgelegter Ziele und lassen dies unabhängig auditieren.",
      gots: "Bio-Fasern, die entlang der gesamten Lieferkette nach ökologischen und sozialen Kriterien verarbeitet werden: eingeschränkter Chemikalieneinsatz, Abwasserbehandlung und faire Arbeitsbedingungen.",
      ocs: "Bestätigt Vorhandensein und Anteil von Bio-Fasern in einem Produkt und verfolgt sie vom Anbau bis zum fertigen Stoff.",
      oeko_tex_100:
        "Alle Bestandteile des Stoffes wurden von unabhängigen Instituten auf Schadstoffe geprüft und halten die Grenzwerte des Standards ein.",
      grs: "Bestätigt den Recyclinganteil und seine Rückverfolgbarkeit in der Lieferkette, verbunden mit sozialen, ökologischen und chemischen Anforderungen an die Produktion.",
      rcs: "Bestätigt Vorhandensein und Anteil von recyceltem Material in einem Produkt und verfolgt es durch die Lieferkette.",
      bci: "Die Baumwolle stammt aus dem Better-Cotton-Programm, dessen Landwirte weniger Wasser und Pestizide einsetzen und die Arbeitsbedingungen verbessern.",
      sa8000:
        "Soziale Verantwortung: keine Kinder- oder Zwangsarbeit; Arbeitsschutz, Vereinigungsfreiheit, angemessene Arbeitszeiten und faire Löhne, durch unabhängige Audits bestätigt.",
    },
    page: {
      title: "Unsere Zertifikate",
      description:
        "Unsere gültigen Zertifikate mit Nummer, Zertifizierungsstelle, Geltungsbereich, Ablaufdatum und den Stoffen, die sie abdecken. Jedes Zertifikat können Sie als Scan öffnen.",
      number: "Zertifikatsnummer",
      issuer: "Zertifizierungsstelle",
      scope: "Geltungsbereich",
      validUntil: "Gültig bis",
      fabrics: "Abgedeckte Stoffe",
      company: "Gilt für die gesamte Produktion des Unternehmens, nicht für einzelne Stoffe.",
      finder: "Diese Stoffe im Stofffinder ansehen",
      more_one: "und {{count}} weiterer Stoff",
      more_other: "und {{count}} weitere Stoffe",
      loadError: "Die Zertifikate konnten nicht geladen werden.",
      retry: "Erneut versuchen",
    },
  },
} satisfies Sections["certificates"];
