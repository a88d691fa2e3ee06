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
    iso: {
      title: "ISO 9001:2015",
      subtitle: "Système de management de la qualité",
      text: "De la commande à l'expédition, chaque processus suit un système de management de la qualité documenté, audité chaque année par un organisme indépendant. Ainsi, chaque mètre de tissu garde la même nuance, la même main et les mêmes dimensions.",
      alt: "Certificat de système de management de la qualité ISO 9001:2015 délivré à Dokuma Tekstil"
    },
    gots: {
      title: "GOTS",
      subtitle: "Norme mondiale des textiles biologiques",
      text: "Pour nos tissus en coton biologique, l'origine biologique de la fibre, les produits chimiques de teinture et d'apprêt ainsi que les conditions de travail sont certifiés selon les critères GOTS.",
      alt: "Certificat GOTS (norme mondiale des textiles biologiques) délivré à Dokuma Tekstil"
    }
  }
} satisfies Sections["certificates"];
