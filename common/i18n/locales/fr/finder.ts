import type { Sections } from "../tr";

export default {
  finder: {
    label: "Recherche de tissus",
    toggle: "Filtres",
    search: "Rechercher",
    searchHint: "Nom, référence ou description",
    collection: "Collection",
    certificate: "Certificat",
    weight: "Grammage (g/m²)",
    weightMin: "De",
    weightMax: "À",
    option: "{{label}} ({{count}})",
    apply: "Afficher les résultats",
    clear: "Effacer tous les filtres",
    results_one: "{{count}} tissu",
    results_other: "{{count}} tissus",
    results_many: "{{count}} de tissus",
    none: "Aucun tissu ne correspond à ces filtres. Essayez d’en retirer un.",
  },
} satisfies Sections["finder"];
