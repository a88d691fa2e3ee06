import type { Sections } from "../tr";

export default {
  samples: {
    metaTitle: "Demande d'échantillons",
    metaDescription:
      "Demandez des cartes d'échantillons ou des coupons des tissus chemise que vous avez sélectionnés.",
    eyebrow: "Échantillons",
    title: "Votre demande d'échantillons",
    intro:
      "Ajoutez les tissus qui vous plaisent, choisissez leurs coloris et envoyez le formulaire : nous préparons les échantillons et vous les expédions.",
    noscript:
      "La sélection d'échantillons fonctionne dans votre navigateur et nécessite JavaScript. Vous pouvez aussi demander des échantillons depuis notre <notice>page contact</notice>.",
    loading: "Ouverture de votre sélection…",
    nav: {
      label: "Demande d'échantillons",
      count_one: "Demande d'échantillons, {{count}} tissu",
      count_other: "Demande d'échantillons, {{count}} tissus",
      count_many: "Demande d'échantillons, {{count}} de tissus",
    },
    add: {
      button: "Demander un échantillon",
      inBasket: "Dans votre sélection",
      open: "Voir la demande",
      added_one: "{{name}} a été ajouté à votre demande d'échantillons, qui compte {{count}} tissu.",
      added_other: "{{name}} a été ajouté à votre demande d'échantillons, qui compte {{count}} tissus.",
      added_many: "{{name}} a été ajouté à votre demande d'échantillons, qui compte {{count}} de tissus.",
      full: "Une demande peut contenir au plus {{count}} tissus. Envoyez d'abord votre demande ou retirez un tissu.",
    },
    fabric: {
      title: "Échantillons de ce tissu",
      text: "Jugez sur pièce : ajoutez ce tissu à votre demande pour une carte d'échantillons ou un coupon.",
      colourway: "Coloris",
    },
    basket: {
      title: "Votre sélection de tissus",
      count_one: "{{count}} tissu",
      count_other: "{{count}} tissus",
      count_many: "{{count}} de tissus",
      empty:
        "Votre demande d'échantillons est vide. Parcourez nos tissus et choisissez « Demander un échantillon » sur ceux qui vous intéressent.",
      browse: "Parcourir les tissus",
      code: "Référence : {{code}}",
      colourway: "Coloris",
      anyColourway: "Coloris à préciser",
      colourwayIs: "Coloris : {{colourway}}",
      remove: "Retirer",
      removeLabel: "Retirer {{name}} de la demande",
      removed: "{{name}} a été retiré de la demande.",
      gone: "Plus disponible",
      goneText: "Ce tissu ne fait plus partie de notre collection ; retirez-le de votre demande.",
    },
    form: {
      title: "Vos coordonnées",
      company: "Société",
      full_name: "Nom et prénom",
      email: "Adresse e-mail",
      country: "Pays",
      chooseCountry: "Choisissez un pays",
      phone: "Téléphone",
      kind: "Type d'échantillon",
      swatch: "Carte d'échantillons",
      swatchHint: "Une petite coupe de chaque tissu, montée sur carte",
      length: "Coupon",
      lengthHint: "Un métrage de chaque tissu selon vos besoins, par exemple pour un prototype",
      metres: "Mètres par tissu",
      metresHint: "Un nombre entier de {{min}} à {{max}}",
      metresRange: "Saisissez un nombre entier de {{min}} à {{max}}.",
      intended_use: "Utilisation prévue",
      quantity: "Quantité prévue à la commande",
      message: "Message",
      submit: "Envoyer la demande d'échantillons",
      itemsInvalid:
        "L'un des tissus de votre demande ne peut pas être envoyé ; rechargez la page et réessayez.",
    },
    privacy:
      "Nous utilisons vos données uniquement pour préparer et expédier vos échantillons et pour vous écrire au sujet de votre demande. Lisez notre <notice>politique de confidentialité</notice>.",
    error: "La demande d'échantillons n'a pas pu être envoyée. Veuillez réessayer.",
    sent: {
      title: "Nous avons bien reçu votre demande d'échantillons",
      text: "Merci. Votre demande nous est parvenue et une confirmation est en route vers votre adresse e-mail. Nous vous préviendrons dès l'expédition de vos échantillons.",
      unavailable_one: "Ce tissu n'est plus disponible et n'a pas été demandé :",
      unavailable_other: "Ces {{count}} tissus ne sont plus disponibles et n'ont pas été demandés :",
      unavailable_many: "Ces {{count}} de tissus ne sont plus disponibles et n'ont pas été demandés :",
      more: "Retour aux tissus",
    },
  },
} satisfies Sections["samples"];
