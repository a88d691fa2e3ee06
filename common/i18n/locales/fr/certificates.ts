import type { Sections } from "../tr";

export default {
  certificates: {
    eyebrow: "Certificats",
    title: "Une qualité vérifiable",
    text: "Notre production est auditée par des organismes indépendants selon des normes internationales.",
    carousel: "carrousel",
    slideRole: "diapositive",
    label: "Nos certificats",
    slide: "Certificat {{current}} sur {{total}}",
    previous: "Certificat précédent",
    next: "Certificat suivant",
    show: "Afficher le certificat {{title}}",
    enlarge: "Agrandir le certificat {{title}}",
    pause: "Mettre le défilement en pause",
    play: "Reprendre le défilement",
    close: "Fermer",
    validUntil: "Valable jusqu'au {{date}}",
    open: "Ouvrir le certificat ({{type}}, {{size}})",
    emblem: "Emblème {{name}}",
    all: "Tous nos certificats",
    none: "Aucun certificat en cours de validité n'est publié pour le moment.",
    about: {
      iso_9001:
        "Système de management de la qualité : chaque processus, de la commande à l'expédition, est documenté et audité chaque année par un organisme indépendant, pour que chaque lot réponde au même niveau d'exigence.",
      iso_14001:
        "Système de management environnemental : nous mesurons nos consommations d'énergie, d'eau et de produits chimiques ainsi que nos déchets, les réduisons selon des objectifs fixés et le faisons vérifier par des audits indépendants.",
      gots: "Des fibres biologiques transformées selon des critères environnementaux et sociaux sur toute la chaîne d'approvisionnement : produits chimiques restreints, traitement des eaux usées et conditions de travail équitables.",
      ocs: "Atteste la présence et la proportion de fibres biologiques dans un produit et en assure la traçabilité, du champ au tissu fini.",
      oeko_tex_100:
        "Tous les composants du tissu ont été testés par des instituts indépendants pour les substances nocives et respectent les valeurs limites du label.",
      grs: "Atteste la teneur en matières recyclées et leur traçabilité dans la chaîne d'approvisionnement, avec des exigences sociales, environnementales et chimiques pour la production.",
      rcs: "Atteste la présence et la proportion de matières recyclées dans un produit et en assure la traçabilité tout au long de la chaîne d'approvisionnement.",
      bci: "Le coton provient du programme Better Cotton, dont les agriculteurs utilisent moins d'eau et de pesticides et améliorent les conditions de travail.",
      sa8000:
        "Responsabilité sociale : ni travail des enfants ni travail forcé ; santé et sécurité au travail, liberté syndicale, horaires raisonnables et salaires équitables, vérifiés par des audits indépendants.",
    },
    page: {
      title: "Nos certificats",
      description:
        "Nos certificats en cours de validité, avec leur numéro, leur organisme certificateur, leur périmètre, leur date d'expiration et les tissus qu'ils couvrent. Chaque certificat peut être consulté en version numérisée.",
      number: "N° de certificat",
      issuer: "Organisme certificateur",
      scope: "Périmètre",
      validUntil: "Valable jusqu'au",
      fabrics: "Tissus couverts",
      company: "Couvre l'ensemble de la production de l'entreprise, et non des tissus en particulier.",
      finder: "Voir ces tissus dans la recherche de tissus",
      more_one: "et {{count}} autre tissu",
      more_other: "et {{count}} autres tissus",
      more_many: "et {{count}} d’autres tissus",
      loadError: "Impossible de charger les certificats.",
      retry: "Réessayer",
    },
  },
} satisfies Sections["certificates"];
