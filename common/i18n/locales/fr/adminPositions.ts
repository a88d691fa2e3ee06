import type { Sections } from "../tr";

export default {
  adminPositions: {
    title: "Postes ouverts",
    add: "Ajouter un poste",
    edit: "Modifier le poste",
    empty: "Aucun poste pour l'instant.",
    fields: {
      title: "Intitulé",
      description: "Description",
      department: "Service",
      location: "Lieu de travail",
      employmentType: "Type de contrat",
      validThrough: "Date limite",
      validThroughHint: "Vide : 60 jours après l'ouverture du poste.",
      open: "Publié sur le site",
    },
    status: {
      open: "Ouvert",
      closed: "Fermé",
    },
    actions: {
      close: "Fermer",
      reopen: "Rouvrir",
      save: "Enregistrer",
      cancel: "Annuler",
      edit: "Modifier",
      delete: "Supprimer",
    },
    confirmDelete: "Supprimer « {{title}} » ? Ses candidatures restent, comme candidatures spontanées.",
    saved: "Enregistré.",
    failed: "Échec de l'enregistrement. Vérifiez les champs et réessayez.",
    columns: {
      title: "Poste",
      status: "Statut",
      posted: "Ouvert le",
    },
  },
} satisfies Sections["adminPositions"];
