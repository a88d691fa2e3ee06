import type { Sections } from "../tr";

export default {
  positions: {
    title: "Postes ouverts",
    intro:
      "Les postes pour lesquels nous recrutons en ce moment. Si le vôtre n'y figure pas, envoyez-nous une candidature spontanée.",
    none: "Aucun poste n'est ouvert pour le moment ; nous lisons toujours les candidatures spontanées.",
    department: "Service",
    location: "Lieu de travail",
    type: "Type de contrat",
    apply: "Postuler à ce poste",
    back: "Tous les postes ouverts",
    posted: "Publié le",
    validThrough: "Candidater avant le",
    pageTitle: "{{title}} – Carrières",
    notFound: "Ce poste n'est pas ouvert",
    notFoundText:
      "Le poste a peut-être été pourvu ou n'a jamais existé. Consultez les postes ouverts ou envoyez une candidature spontanée.",
    employmentTypes: {
      FULL_TIME: "Temps plein",
      PART_TIME: "Temps partiel",
      CONTRACTOR: "Prestataire indépendant",
      TEMPORARY: "Temporaire",
      INTERN: "Stage",
    },
    form: {
      choose: "Choisir un poste",
      openApplication: "Candidature spontanée",
    },
  },
} satisfies Sections["positions"];
