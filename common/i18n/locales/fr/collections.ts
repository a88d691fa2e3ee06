import type { Sections } from "../tr";

export default {
  collections: {
    eyebrow: "Collections",
    title: "Nos collections",
    description:
      "Chaque année, une collection principale et une capsule pour le printemps-été, et deux autres pour l'automne-hiver. Découvrez les tissus de la saison, collection par collection.",
    year: "Collections {{year}}",
    kind: {
      main: "Collection principale",
      capsule: "Capsule",
    },
    season: {
      SS: "Printemps-été {{year}}",
      AW: "Automne-hiver {{year}}",
    },
    fabricCount_one: "{{count}} tissu",
    fabricCount_other: "{{count}} tissus",
    fabricCount_many: "{{count}} de tissus",
    empty: "Aucune collection n'a encore été publiée.",
    loadError: "Impossible de charger les collections.",
    retry: "Réessayer",
    pageTitle: "Collection {{name}} · {{season}}",
    back: "Toutes les collections",
    coverAlt: "Texture de la collection {{name}}",
    fabricsTitle: "Les tissus de cette collection",
    finderLink: "Filtrer cette collection dans la recherche de tissus",
    shown: "Affichage des {{shown}} tissus les plus récents sur {{total}}.",
    noFabrics: "Aucun tissu n'a encore été ajouté à cette collection.",
    notFound: "Collection introuvable",
    notFoundText: "La collection que vous cherchez a peut-être été retirée, ou le lien est erroné.",
    loadErrorTitle: "Impossible de charger la collection",
    loadErrorText: "Veuillez réessayer dans un instant.",
    home: {
      eyebrow: "Cette saison",
      title: "Collections {{seasons}}",
      all: "Toutes les collections",
    },
  },
} satisfies Sections["collections"];
