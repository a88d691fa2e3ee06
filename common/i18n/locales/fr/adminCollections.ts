import type { Sections } from "../tr";

export default {
  adminCollections: {
    title: "Gérer les collections",
    intro:
      "Deux collections principales et deux collections capsules par an. Rattachez un tissu à une collection avec le champ Collection du formulaire du tissu.",
    add: "Ajouter une collection",
    loading: "Chargement des collections…",
    empty: "Aucune collection pour l’instant. Ajoutez votre première collection pour commencer.",
    total_one: "{{count}} collection",
    total_other: "{{count}} collections",
    total_many: "{{count}} de collections",
    columns: {
      cover: "Couverture",
      name: "Nom",
      season: "Saison",
      kind: "Type",
      year: "Année",
      fabrics: "Tissus",
      actions: "Actions",
    },
    kinds: {
      main: "Collection principale",
      capsule: "Collection capsule",
    },
    seasons: {
      SS: "Printemps-été",
      AW: "Automne-hiver",
    },
    fabrics_one: "{{count}} tissu",
    fabrics_other: "{{count}} tissus",
    fabrics_many: "{{count}} de tissus",
    showFabrics: "Afficher les tissus de {{name}}",
    actions: {
      editAria: "Modifier {{name}}",
      deleteAria: "Supprimer {{name}}",
    },
    form: {
      addTitle: "Nouvelle collection",
      editTitle: "Modifier la collection : {{name}}",
      name: "Nom de la collection",
      description: "Description",
      season: "Saison",
      seasonHint:
        "SS (printemps-été) ou AW (automne-hiver) suivi des deux derniers chiffres de l’année, par ex. SS27.",
      seasonInvalid: "Saisissez SS ou AW suivi de deux chiffres (par ex. SS27)",
      kind: "Type de collection",
      cover: "Image de couverture",
      coverRequired: "L’image de couverture est obligatoire",
      keepCover: "Si vous ne choisissez pas de nouvelle image, la couverture actuelle est conservée.",
      save: "Enregistrer",
      cancel: "Annuler",
      fixErrors: "Veuillez corriger les champs signalés.",
    },
    confirmDelete: {
      title: "Supprimer la collection",
      text: "Voulez-vous vraiment supprimer la collection {{name}} ? Ses tissus ne sont pas supprimés : ils restent sans collection.",
      confirm: "Supprimer la collection",
      cancel: "Annuler",
    },
    created: "Collection ajoutée.",
    updated: "Collection mise à jour.",
    deleted: "Collection supprimée.",
    errors: {
      load: "Impossible de charger les collections",
      save: "Impossible d’enregistrer la collection",
      delete: "Impossible de supprimer la collection",
    },
    fabricField: {
      label: "Collection",
      none: "Aucune collection",
      hint: "La collection de saison à laquelle appartient le tissu ; les collections se créent dans Gérer les collections.",
      invalid: "Cette collection n’existe plus ; choisissez-en une autre dans la liste",
      loadFailed: "Impossible de charger les collections ; le tissu garde sa collection actuelle.",
    },
    filter: {
      label: "Collection",
      all: "Toutes les collections",
      none: "Tissus sans collection",
    },
  },
} satisfies Sections["adminCollections"];
