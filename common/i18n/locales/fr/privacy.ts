import type { Sections } from "../tr";

export default {
  privacy: {
    metaTitle: "Politique de confidentialité",
    metaDescription:
      "Quelles données personnelles Dokuma Tekstil conserve via ses formulaires de contact et de candidature, pourquoi, combien de temps et comment en demander l'effacement : information au titre de la KVKK et du RGPD.",
    eyebrow: "Vos données personnelles",
    title: "Politique de confidentialité",
    updated: "Dernière mise à jour : {{date}}",
    intro:
      "Cette politique explique comment nous traitons les données personnelles que vous nous transmettez par ce site. Nous sommes responsable du traitement au sens de la loi turque n° 6698 sur la protection des données personnelles (KVKK) et appliquons également le Règlement général sur la protection des données (RGPD) à nos visiteurs de l'Union européenne.",
    toc: "Sur cette page",
    controller: {
      title: "Responsable du traitement",
      text: "Le responsable du traitement est Dokuma Tekstil, fabricant de tissus pour chemises établi à Istanbul.",
      address: "Adresse : {{address}}",
      email: "Pour toute question sur vos données personnelles, écrivez à :",
    },
    data: {
      title: "Les données que nous conservons",
      intro: "Nous ne conservons que ce que vous nous indiquez vous-même dans nos formulaires :",
      contact:
        "Formulaire de contact : vos nom et prénom, votre adresse e-mail, votre numéro de téléphone si vous le donnez et votre message.",
      meetings:
        "Formulaire de demande de rendez-vous : votre société, vos nom et prénom, votre adresse e-mail, le salon, le jour et l'heure choisis et le sujet que vous souhaitez aborder.",
      samples: "Formulaire de demande d'échantillons : votre société, vos nom et prénom, votre adresse e-mail, votre pays, votre numéro de téléphone (facultatif), les tissus et coloris choisis, le type d'échantillon, l'usage prévu, la quantité et votre message.",
      careers:
        "Formulaire de candidature : vos nom et prénom, votre adresse e-mail, votre numéro de téléphone, le poste visé, votre message et le CV que vous joignez (PDF, JPG ou PNG).",
      technical:
        "Journaux techniques : pour empêcher l'utilisation abusive des formulaires, votre adresse IP est gardée quelques minutes dans un compteur ; les journaux du serveur (adresse IP, heure, adresse demandée) servent à la sécurité et au dépannage.",
    },
    purpose: {
      title: "Pourquoi nous les conservons",
      contact:
        "Nous utilisons les messages de contact uniquement pour vous répondre et donner suite à votre demande (échantillons, prix, commandes, etc.).",
      meetings:
        "Nous utilisons les demandes de rendez-vous uniquement pour organiser le rendez-vous sur le salon et vous écrire à ce sujet.",
      samples: "Nous utilisons les demandes d'échantillons uniquement pour préparer et vous envoyer les échantillons et vous écrire à ce sujet.",
      careers:
        "Nous utilisons les candidatures uniquement pour examiner votre candidature et vous contacter à son sujet.",
      basis:
        "Base légale : les mesures précontractuelles prises à votre demande et notre intérêt légitime (KVKK art. 5, al. 2, c et f ; RGPD art. 6, par. 1, b et f).",
      noSale:
        "Nous n'utilisons pas vos données à des fins de prospection, nous ne les vendons pas et ne les communiquons à personne à des fins publicitaires.",
    },
    retention: {
      title: "Combien de temps",
      contact: "Messages de contact : 2 ans après notre dernier échange.",
      meetings: "Demandes de rendez-vous : 2 ans après notre dernier échange.",
      samples: "Demandes d'échantillons : 2 ans après notre dernier échange.",
      careers: "Candidatures et CV : {{decided}} mois après notre décision ; {{undecided}} mois après la dernière modification tant qu'aucune décision n'est prise ; {{talentPool}} mois si vous avez demandé que votre candidature soit conservée pour de futurs postes.",
      technical: "Journaux du serveur : 30 jours au plus.",
      after:
        "À l'issue de ces durées, les données sont effacées. Vous pouvez à tout moment nous demander de les effacer plus tôt.",
    },
    recipients: {
      title: "Qui peut voir vos données",
      staff:
        "Seuls nos collaborateurs habilités, depuis notre espace d'administration protégé par mot de passe.",
      mail: "Les formulaires nous parviennent aussi par e-mail : notre prestataire de messagerie achemine et stocke ces messages pour notre compte.",
      hosting: "L'hébergeur de notre site, uniquement pour fournir le service technique.",
      abroad:
        "Les serveurs de ces prestataires peuvent se trouver à l'étranger ; un tel transfert se fait alors avec les garanties prévues par l'article 9 de la KVKK et par le RGPD.",
    },
    cookies: {
      title: "Cookies",
      intro:
        "Ce site ne dépose aucun cookie de suivi, de publicité ou de mesure d'audience. Nous n'utilisons que ces deux cookies, nécessaires à son fonctionnement :",
      language:
        "Mémorise pendant un an la langue que vous avez choisie, pour que les pages s'ouvrent toujours dans cette langue. Le stockage local de votre navigateur conserve la même valeur (i18nextLng).",
      session:
        "Mémorise que l'animation d'accueil a déjà été affichée pendant cette session du navigateur ; il est supprimé à la fermeture du navigateur.",
      admin:
        "Les collaborateurs qui se connectent à l'espace d'administration reçoivent en plus un cookie de session sécurisé.",
    },
    rights: {
      title: "Vos droits",
      intro:
        "En vertu de l'article 11 de la KVKK et des articles 15 à 22 du RGPD, vous pouvez nous demander :",
      access: "Si nous traitons des données vous concernant, et en obtenir une copie.",
      correction: "La rectification des données incomplètes ou inexactes.",
      deletion: "L'effacement de vos données.",
      objection: "La limitation du traitement ; vous pouvez aussi vous y opposer.",
      portability: "La remise de vos données dans un format couramment utilisé.",
      complaint:
        "Vous pouvez également saisir l'autorité turque de protection des données (Kişisel Verileri Koruma Kurulu) ou, si vous résidez dans l'Union européenne, l'autorité de protection des données de votre pays (en France, la CNIL).",
    },
    request: {
      title: "Effacement et autres demandes",
      text: "Écrivez-nous depuis l'adresse e-mail utilisée dans le formulaire. Nous répondons gratuitement à chaque demande dans un délai de 30 jours au plus.",
      email: "E-mail :",
      noEmail: "Vous pouvez aussi envoyer votre demande avec le formulaire de notre page de contact.",
      contactPage: "Page de contact",
    },
  },
} satisfies Sections["privacy"];
