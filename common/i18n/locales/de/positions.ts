import type { Sections } from "../tr";

export default {
  positions: {
    title: "Offene Stellen",
    intro:
      "Für diese Stellen suchen wir zurzeit Verstärkung. Ist Ihre nicht dabei, bewerben Sie sich gern initiativ.",
    none: "Zurzeit sind keine Stellen ausgeschrieben; Initiativbewerbungen lesen wir jederzeit.",
    department: "Abteilung",
    location: "Arbeitsort",
    type: "Beschäftigungsart",
    apply: "Auf diese Stelle bewerben",
    back: "Alle offenen Stellen",
    posted: "Veröffentlicht am",
    validThrough: "Bewerbung bis",
    pageTitle: "{{title}} – Karriere",
    notFound: "Diese Stelle ist nicht ausgeschrieben",
    notFoundText:
      "Die Stelle wurde vielleicht besetzt oder hat nie existiert. Sehen Sie sich die offenen Stellen an oder bewerben Sie sich initiativ.",
    employmentTypes: {
      FULL_TIME: "Vollzeit",
      PART_TIME: "Teilzeit",
      CONTRACTOR: "Freie Mitarbeit",
      TEMPORARY: "Befristet",
      INTERN: "Praktikum",
    },
    form: {
      choose: "Stelle auswählen",
      openApplication: "Initiativbewerbung",
    },
  },
} satisfies Sections["positions"];
