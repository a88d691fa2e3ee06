import type { Sections } from "../tr";

export default {
  forms: {
    required_note: "Les champs marqués d’un * sont obligatoires.",
    optional: "facultatif",
    honeypot: "Laissez ce champ vide",
    sending: "Envoi en cours…",
    close: "Fermer",
    request_id: "Référence : {{id}}",
    rate_limited_one: "Trop de tentatives. Veuillez réessayer dans {{count}} minute.",
    rate_limited_other: "Trop de tentatives. Veuillez réessayer dans {{count}} minutes.",
    rate_limited_many: "Trop de tentatives. Veuillez réessayer dans {{count}} de minutes.",
    opens_new_tab: "(s’ouvre dans un nouvel onglet)",
    storage_full:
      "Votre fichier ne peut pas être enregistré pour le moment, car le serveur manque d’espace. Veuillez réessayer plus tard ou nous écrire par e-mail.",
  },
  contact: {
    meta_title: "Contact",
    meta_description:
      "Écrivez à Dokuma Tekstil à Istanbul pour toute question sur nos tissus pour chemises, nos échantillons et vos commandes. Adresse, téléphone, e-mail et horaires.",
    eyebrow: "Contact",
    title: "Contactez-nous",
    intro:
      "Une question sur un tissu, une demande d’échantillons ou une commande ? Écrivez-nous : notre équipe commerciale vous répondra dans les meilleurs délais.",
    form: {
      title: "Envoyez-nous un message",
      full_name: "Nom et prénom",
      email: "Adresse e-mail",
      phone: "Téléphone",
      message: "Votre message",
      submit: "Envoyer le message",
    },
    privacy:
      "Nous utilisons vos coordonnées uniquement pour répondre à votre message. Consultez notre <notice>politique de confidentialité</notice>.",
    success_title: "Merci !",
    success: "Votre message a bien été envoyé. Nous vous répondrons dans les plus brefs délais.",
    error: "Erreur lors de l’envoi du message. Veuillez réessayer.",
    details: {
      title: "Nos coordonnées",
      address: "Adresse",
      map: "Voir sur la carte",
      phone: "Téléphone",
      email: "E-mail",
      hours: "Horaires d’ouverture",
    },
  },
  careers: {
    meta_title: "Carrières",
    meta_description:
      "Travaillez chez Dokuma Tekstil, fabricant de tissus pour chemises à Istanbul depuis 1980 : design, tissage, teinture, qualité et export. Envoyez-nous votre candidature.",
    eyebrow: "Carrières",
    title: "Rejoignez-nous",
    intro:
      "Depuis 1980, nous tissons et teignons à Istanbul des tissus pour chemises destinés à des marques d’Europe et d’Amérique du Nord. Ce qui fait la qualité de nos tissus, ce sont les personnes qui connaissent chaque fil et chaque nuance.",
    about: {
      title: "Travailler chez Dokuma Tekstil",
      text: "Chaque tissu passe entre de nombreuses mains expertes, du premier dessin au tissage, à la teinture, à l’ennoblissement et au contrôle final. Nous recherchons des personnes attentives aux détails, qui aiment le travail d’équipe et souhaitent apprendre un métier en constante évolution.",
      areas_title: "Où nous rejoindre",
      areas: {
        design: "Design textile et développement des collections",
        production: "Tissage, teinture et ennoblissement",
        quality: "Contrôle qualité et laboratoire",
        sales: "Ventes et export",
      },
      open: "Indiquez dans le formulaire le poste ou le domaine qui vous intéresse ; les candidatures spontanées sont également les bienvenues.",
    },
    form: {
      title: "Postulez",
      full_name: "Nom et prénom",
      email: "Adresse e-mail",
      phone: "Téléphone",
      position: "Poste visé",
      message: "Votre message",
      file: "CV",
      file_choose: "Choisir un fichier",
      file_none: "Aucun fichier choisi",
      file_hint: "JPG, PNG ou PDF, 5 Mo maximum.",
      file_selected: "Fichier sélectionné : {{name}} ({{size}} Mo)",
      file_remove: "Retirer le fichier",
      file_size_error: "La taille du fichier doit être inférieure à 5 Mo",
      file_type_error: "Seuls les fichiers JPG, PNG et PDF sont acceptés",
      submit: "Envoyer ma candidature",
      retention: "Nous conservons votre candidature et votre CV {{decided}} mois après notre décision, ou {{undecided}} mois après sa dernière modification tant qu'aucune décision n'est prise, puis nous les supprimons.",
      talent_pool: "Conserver ma candidature pour de futurs postes ({{months}} mois)",
      talent_pool_hint: "Facultatif ; vous pouvez retirer ce consentement à tout moment en nous écrivant.",
    },
    privacy:
      "Nous utilisons vos coordonnées uniquement pour étudier votre candidature. Consultez notre <notice>politique de confidentialité</notice>.",
    success_title: "Merci pour votre candidature",
    success: "Votre candidature a bien été envoyée. Nous vous contacterons prochainement.",
    error: "Erreur lors de l’envoi de la candidature. Veuillez réessayer.",
  },
  meeting: {
    form: {
      title: "Prendre rendez-vous sur notre stand",
      date: "Jour",
      time: "Heure (heure locale du salon)",
      chooseDay: "Choisissez un jour",
      chooseTime: "Choisissez une heure",
      company: "Société",
      full_name: "Nom et prénom",
      email: "Adresse e-mail",
      topic: "De quoi souhaitez-vous parler ?",
      submit: "Demander un rendez-vous",
    },
    privacy:
      "Nous utilisons vos coordonnées uniquement pour organiser le rendez-vous. Consultez notre <notice>politique de confidentialité</notice>.",
    success_title: "Demande reçue",
    success:
      "Merci. Nous avons bien reçu votre demande de rendez-vous et vous avons envoyé une confirmation par e-mail. Nous vous confirmerons le rendez-vous rapidement.",
    error: "Une erreur s’est produite lors de l’envoi de votre demande. Veuillez réessayer.",
  },
} satisfies Sections["forms"];
