import type { Sections } from "../tr";

export default {
  about: {
    eyebrow: "À Istanbul depuis 1980",
    title: "Qui sommes-nous",
    lead: "Fondée à Istanbul en 1980, Dokuma Tekstil fabrique depuis des tissus pour chemises teints. Plus de quarante ans de savoir-faire se retrouvent aujourd'hui dans les chemises de marques de toute l'Europe et d'Amérique du Nord.",
    metaDescription:
      "Dokuma Tekstil fabrique des tissus pour chemises teints à Istanbul depuis 1980 : notre histoire, nos collections, nos mélanges, nos marchés et nos certifications ISO 9001:2015 et GOTS.",
    storyTitle: "Notre histoire",
    story1:
      "Notre entreprise a vu le jour à Istanbul en 1980. Dès le premier jour, nous nous sommes consacrés à une seule chose : des tissus qui font de belles chemises et gardent leur couleur et leur main pendant des années.",
    story2:
      "Nous proposons aujourd'hui une large gamme de tissus pour chemises, de la popeline, du lin et du sergé jusqu'à l'Oxford et aux dessins teints en fil. Chaque commande, de l'échantillon à l'expédition, est planifiée selon le calendrier de collection de nos clients.",
    collectionsTitle: "Collections et mélanges",
    collections1:
      "Chaque année, nous préparons deux collections principales et deux collections capsules. Les collections principales réunissent les qualités et les coloris essentiels de la saison ; les capsules nous permettent d'essayer de nouvelles textures et de nouvelles teintes.",
    collections2:
      "Nous fabriquons nos tissus en coton, polyester, viscose, nylon, laine, lin et tergal, purs ou mélangés, pour l'habillement femme, homme et enfant.",
    marketsTitle: "Nos marchés",
    markets:
      "La plupart de nos tissus partent vers des marques en France, en Espagne, en Allemagne, au Canada et en Grèce. Chaque saison, nous retrouvons nos clients sur les salons de ces pays.",
    qualityTitle: "Qualité et certifications",
    quality:
      "Notre production suit un système de management de la qualité ISO 9001:2015. Nos qualités en coton biologique sont certifiées GOTS (Global Organic Textile Standard) et traçables de la fibre au tissu fini.",
    factsTitle: "Dokuma Tekstil en chiffres",
    factFounded: "année de fondation, à Istanbul",
    factCollections: "collections principales et capsules par an",
    factMarkets: "principaux marchés à l'export",
    factFibres: "fibres et leurs mélanges",
    imageAlt: "Gros plan sur le tissage : {{name}}",
    ctaTitle: "Vous cherchez des tissus pour votre prochaine saison ?",
    ctaText:
      "Écrivez-nous au sujet des échantillons, des prix et des délais, et nous choisirons ensemble les qualités qui vous conviennent.",
    ctaContact: "Nous contacter",
    ctaFabrics: "Voir nos tissus"
  }
} satisfies Sections["about"];
