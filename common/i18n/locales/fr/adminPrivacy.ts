import type { Sections } from "../tr";

export default {
  adminPrivacy: {
    heading: "Demandes relatives aux données personnelles",
    intro:
      "Retrouvez tout ce qui est conservé sous l'adresse e-mail d'une personne : pour une demande d'accès (art. 15 du RGPD, art. 11 de la KVKK), téléchargez le tout dans un seul fichier ZIP à lui remettre ; pour une demande d'effacement (art. 17 du RGPD), effacez le tout en une seule fois.",
    email: "Adresse e-mail de la personne",
    emailHint:
      "Majuscules et minuscules sont indifférentes. L'adresse n'est pas inscrite dans le journal d'activité.",
    lookUp: "Rechercher",
    lookingUp: "Recherche en cours…",
    lookupFailed: "Impossible de rechercher les données",
    results: "Données conservées",
    found_one: "{{count}} élément est conservé sous {{email}}.",
    found_other: "{{count}} éléments sont conservés sous {{email}}.",
    nothing: "Aucune donnée n'est conservée sous cette adresse.",
    groups: {
      messages: "Messages de contact",
      applications: "Candidatures",
      meetings: "Demandes de rendez-vous",
      samples: "Demandes d'échantillons",
      mails: "E-mails dans la boîte d'envoi",
    },
    counts: {
      messages_one: "{{count}} message de contact",
      messages_other: "{{count}} messages de contact",
      applications_one: "{{count}} candidature",
      applications_other: "{{count}} candidatures",
      applicationsWithCv_one: "{{count}} candidature avec son CV",
      applicationsWithCv_other: "{{count}} candidatures avec leurs CV",
      cvs_one: "{{count}} fichier de CV",
      cvs_other: "{{count}} fichiers de CV",
      meetings_one: "{{count}} demande de rendez-vous",
      meetings_other: "{{count}} demandes de rendez-vous",
      samples_one: "{{count}} demande d'échantillons",
      samples_other: "{{count}} demandes d'échantillons",
      mails_one: "{{count}} e-mail",
      mails_other: "{{count}} e-mails",
    },
    lines: {
      cv: "CV : {{name}} ({{size}})",
      noCv: "Aucun CV",
      fabrics_one: "{{count}} tissu",
      fabrics_other: "{{count}} tissus",
    },
    actions: "Répondre à la demande",
    download: "Tout télécharger (ZIP)",
    downloading: "Préparation du ZIP…",
    downloadHint: "Pour une demande d'accès : les données dans data.json, les CV dans le dossier cv/.",
    downloadFailed: "Impossible de télécharger le fichier ZIP",
    erase: "Tout effacer",
    eraseHint:
      "Pour une demande d'effacement : les données, les fichiers de CV et les e-mails sont supprimés définitivement. Cette action est irréversible.",
    confirm: {
      title: "Tout effacer ?",
      text: "Seront supprimés définitivement, sous {{email}} : {{list}}.",
      undone:
        "Cette action est irréversible. Si la personne a aussi demandé une copie, téléchargez d'abord le fichier ZIP.",
      confirm: "Oui, tout effacer",
    },
    eraseFailed: "Impossible d'effacer les données",
    erased: "Les données conservées sous {{email}} ont été effacées : {{list}}.",
    erasedNothing: "Rien n'était conservé sous {{email}} ; rien n'a été effacé.",
  },
} satisfies Sections["adminPrivacy"];
