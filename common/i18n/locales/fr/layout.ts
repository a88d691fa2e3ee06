import type { Sections } from "../tr";

export default {
  site: {
    company: "Dokuma Tekstil",
    description:
      "Depuis 1980, nous fabriquons à Istanbul des tissus teints pour chemises femme, homme et enfant : deux collections principales et deux collections capsules par an, en coton, en lin et en mélanges."
  },
  skip: {
    main: "Aller au contenu"
  },
  nav: {
    label: "Menu principal",
    home: "Accueil",
    about: "À propos",
    certificates: "Certificats",
    careers: "Carrières",
    contact: "Contact",
    exhibitions: "Salons",
    fabrics: "Tissus",
    collections: "Collections",
    open: "Ouvrir le menu",
    close: "Fermer le menu",
    title: "Menu",
    homeLink: "Dokuma Tekstil – page d'accueil"
  },
  language: {
    current: "Langue : {{name}}. Changer de langue"
  },
  footer: {
    quickLinks: "Liens rapides",
    contact: "Contact",
    address: "Adresse",
    phone: "Téléphone",
    email: "E-mail",
    hours: "Horaires",
    map: "Voir sur la carte",
    social: "Réseaux sociaux",
    facebook: "Notre page Facebook",
    instagram: "Notre compte Instagram",
    linkedin: "Notre page LinkedIn",
    privacy: "Politique de confidentialité",
    copyright: "© {{from}}–{{year}} Dokuma Tekstil. Tous droits réservés.",
    newTab: "s'ouvre dans un nouvel onglet"
  },
  whatsapp: {
    label: "Écrivez-nous sur WhatsApp",
    text: "Bonjour, je souhaiterais en savoir plus sur les tissus pour chemises de Dokuma Tekstil."
  },
  notFound: {
    title: "Page introuvable",
    text: "La page que vous cherchez a peut-être été déplacée ou n'a jamais existé.",
    home: "Retour à l'accueil",
    suggestions: "Ces pages pourraient vous aider :",
    description: "La page que vous cherchez est introuvable."
  },
  error: {
    title: "Une erreur est survenue",
    text: "Veuillez réessayer dans un instant.",
    retry: "Recharger la page"
  }
} satisfies Sections["layout"];
