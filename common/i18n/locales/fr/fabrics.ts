import type { Sections } from "../tr";

export default {
  fabrics: {
    eyebrow: "Collection",
    title: "Nos tissus",
    description:
      "De la popeline au lin, du sergé à l'Oxford : des tissus pour chemises teints, fabriqués à Istanbul. Choisissez un tissu pour voir ses détails et ses photos.",
    empty: "Aucun tissu à afficher pour le moment. Écrivez-nous pour découvrir notre collection.",
    contact: "Nous contacter",
    loadError: "Erreur lors du chargement des tissus.",
    errorCode: "Code d'erreur : {{code}}",
    requestId: "Identifiant de la requête : {{requestId}}",
    retry: "Réessayer",
    imageAlt: "Gros plan : {{name}}",
    loading: "Chargement du tissu…",
    noPage: "Aucun tissu sur cette page.",
    firstPage: "Revenir à la première page",
    pageTitle: "{{title}} – page {{page}}",
    pagination: {
      label: "Pages de la liste des tissus",
      previous: "Précédente",
      next: "Suivante",
      page: "Page {{page}}"
    }
  },
  fabric: {
    eyebrow: "Tissu pour chemises",
    added: "Ajouté le",
    back: "Tous les tissus",
    imageAlt: "Texture du tissu {{name}}",
    gallery: "Photos",
    galleryHint: "Sélectionnez une photo pour l'afficher en grand ; elle s'ouvre dans un nouvel onglet.",
    photoAlt: "{{name}}, photo {{number}} sur {{total}}",
    newTab: "(s'ouvre dans un nouvel onglet)",
    enquiryTitle: "Ce tissu vous intéresse ?",
    enquiryText:
      "Écrivez-nous pour obtenir échantillons, cartes de coloris, prix et délais ; notre équipe vous répondra rapidement.",
    enquiryLink: "Demander un devis",
    notFound: "Tissu introuvable",
    notFoundText: "Le tissu que vous cherchez a peut-être été retiré, ou le lien est erroné.",
    loadError: "Impossible de charger les détails du tissu",
    loadErrorText: "Veuillez réessayer dans un instant.",
    collection: "Collection",
    certificates: "Certificats",
    related: "Tissus similaires",
    specSheet: {
      link: "Télécharger la fiche technique (PDF)",
      about: "Description",
      scan: "Scannez le code pour ouvrir la page du tissu",
      made: "Créée le {{date}}",
      phone: "Tél.",
      email: "E-mail"
    }
  }
} satisfies Sections["fabrics"];
