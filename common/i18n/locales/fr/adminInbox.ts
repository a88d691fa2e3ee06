import type { Sections } from "../tr";

export default {
  adminInbox: {
    common: {
      refresh: "Actualiser",
      search: "Rechercher",
      statusFilter: "Statut",
      allStatuses: "Tous les statuts",
      actions: "Actions",
      close: "Fermer",
      cancel: "Annuler",
      delete: "Supprimer",
      noPhone: "Pas de numéro de téléphone",
      email: "E-mail",
      phone: "Téléphone",
      language: "Langue du formulaire",
      languages: {
        tr: "Turc",
        en: "Anglais",
        de: "Allemand",
        es: "Espagnol",
        fr: "Français"
      }
    },
    messages: {
      title: "Messages de contact",
      total_one: "{{count}} message",
      total_other: "{{count}} messages",
      searchPlaceholder: "Nom, e-mail ou message",
      loading: "Chargement des messages…",
      empty: "Pas encore de messages.",
      noMatch: "Aucun message ne correspond à ces critères.",
      columns: {
        name: "Nom complet",
        email: "E-mail",
        phone: "Téléphone",
        status: "Statut",
        date: "Date"
      },
      view: "Ouvrir",
      viewAria: "Ouvrir le message de {{name}}",
      status: {
        new: "Nouveau",
        read: "Lu",
        replied: "Répondu"
      },
      dialog: {
        title: "Message : {{name}}",
        name: "Nom complet",
        date: "Envoyé le",
        status: "Statut",
        message: "Message",
        reply: "Répondre par e-mail",
        markReplied: "Marquer comme répondu",
        markRead: "Marquer comme lu",
        delete: "Supprimer le message"
      },
      confirmDelete: {
        title: "Supprimer le message",
        text: "Voulez-vous vraiment supprimer le message de {{name}} ? Cette action est irréversible.",
        confirm: "Supprimer le message"
      },
      deleted: "Message supprimé.",
      markedReplied: "Message marqué comme répondu.",
      markedRead: "Message marqué comme lu.",
      errors: {
        load: "Impossible de charger les messages de contact",
        status: "Impossible de modifier le statut du message",
        conflict: "Ce changement de statut est impossible : le message a peut-être changé entre-temps. La liste a été actualisée.",
        gone: "Ce message n’existe plus. La liste a été actualisée.",
        delete: "Impossible de supprimer le message"
      }
    },
    applications: {
      title: "Candidatures",
      total_one: "{{count}} candidature",
      total_other: "{{count}} candidatures",
      searchPlaceholder: "Nom, e-mail, poste ou message",
      loading: "Chargement des candidatures…",
      empty: "Pas encore de candidatures.",
      noMatch: "Aucune candidature ne correspond à ces critères.",
      columns: {
        name: "Nom",
        position: "Poste",
        email: "E-mail",
        phone: "Téléphone",
        appliedAt: "Date de candidature",
        status: "Statut",
        file: "Fichier"
      },
      viewDetails: "Voir les détails",
      viewDetailsAria: "Voir les détails de la candidature de {{name}}",
      status: {
        pending: "En attente",
        interviewing: "En entretien",
        accepted: "Acceptée",
        rejected: "Refusée"
      },
      noFile: "Aucun fichier",
      fileFallback: "FICHIER",
      dialog: {
        title: "Candidature : {{name}}",
        name: "Nom",
        position: "Poste",
        appliedAt: "Date de candidature",
        status: "Statut actuel",
        message: "Message",
        noMessage: "Aucun message n’a été écrit.",
        notes: "Notes",
        notesHint: "Visibles uniquement par les administrateurs ; jamais envoyées au candidat.",
        saveNotes: "Enregistrer les notes",
        notesSaved: "Notes enregistrées.",
        file: "Fichier joint",
        view: "Voir",
        viewAria: "Voir {{file}} dans un nouvel onglet",
        download: "Télécharger",
        downloadAria: "Télécharger {{file}}",
        changeStatus: "Changer le statut",
        markInterviewing: "Convoquer en entretien",
        accept: "Accepter",
        reject: "Refuser",
        delete: "Supprimer la candidature"
      },
      confirmDelete: {
        title: "Supprimer la candidature",
        text: "Voulez-vous vraiment supprimer la candidature de {{name}} et son fichier joint ? Cette action est irréversible.",
        confirm: "Supprimer la candidature"
      },
      deleted: "Candidature supprimée.",
      statusChanged: "Candidature de {{name}} : {{status}}.",
      errors: {
        load: "Impossible de charger les candidatures",
        status: "Impossible de modifier le statut de la candidature",
        conflict: "Ce changement de statut est impossible : la candidature a peut-être changé entre-temps. La liste a été actualisée.",
        gone: "Cette candidature n’existe plus. La liste a été actualisée.",
        notes: "Impossible d’enregistrer les notes",
        notesTooLong: "Les notes ne peuvent pas dépasser {{max}} caractères.",
        delete: "Impossible de supprimer la candidature"
      }
    }
  }
} satisfies Sections["adminInbox"];
