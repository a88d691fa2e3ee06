import type { Sections } from "../tr";

export default {
  home: {
    meta: {
      title: "Fabricant de tissus pour chemises",
      description:
        "Tissus chemise teints fabriqués à Istanbul depuis 1980 : coton, lin et sergé, avec deux collections principales et deux collections capsules par an."
    },
    hero: {
      carousel: "carrousel",
      slideRole: "diapositive",
      label: "À la une",
      heading: "Dokuma Tekstil — Istanbul, depuis 1980",
      slide: "Diapositive {{current}} sur {{total}}",
      pause: "Mettre le diaporama en pause",
      play: "Lancer le diaporama",
      scroll: "Descendre jusqu'à « Qui sommes-nous »",
      slides: {
        origin: {
          title: "Tissus chemise tissés à Istanbul depuis 1980",
          text: "Tissus teints en coton, lin et sergé pour la mode femme, homme et enfant.",
          cta: "Découvrir nos tissus"
        },
        collections: {
          title: "Deux collections principales et deux collections capsules par an",
          text: "De nouveaux mélanges et coloris chaque saison, développés avec des marques de la France au Canada.",
          cta: "Nous contacter"
        }
      }
    },
    about: {
      eyebrow: "Qui sommes-nous",
      title: "Plus de quarante ans de tissus chemise",
      p1: "Dokuma Tekstil a été fondée à Istanbul en 1980. Depuis, nous nous consacrons à un seul métier : les tissus chemise teints. Du choix du fil au tissage, de la teinture à l'apprêt, notre propre équipe suit chaque étape.",
      p2: "Chaque année, nous créons deux collections principales et deux collections capsules. Nous développons des tissus pour l'habillement femme, homme et enfant, en mélanges de coton, polyester, viscose, nylon, laine, lin et térylène.",
      p3: "Nos tissus sont vendus principalement à des marques en France, en Espagne, en Allemagne, au Canada et en Grèce.",
      figures: "Dokuma Tekstil en chiffres",
      founded: "Fondée à Istanbul",
      collections: "Collections par an",
      markets: "Principaux marchés à l'export",
      more: "Lire notre histoire"
    },
    fabrics: {
      eyebrow: "Collection de tissus",
      title: "Notre collection premium de tissus chemise",
      text: "Coton, lin et sergé : un tissu pour chaque saison et chaque chemise.",
      label: "Tissus",
      previous: "Tissus précédents",
      next: "Tissus suivants",
      details: "Voir le détail",
      viewAll: "Voir tous les tissus",
      fallback: {
        cotton: {
          name: "Coton",
          description: "De la popeline à l'oxford : des cotons doux et respirants pour les chemises de tous les jours."
        },
        linen: {
          name: "Lin",
          description: "Texture naturelle et fraîcheur : l'incontournable des collections d'été."
        },
        twill: {
          name: "Sergé",
          description: "Une armure diagonale au beau tombé, peu froissable et élégante."
        }
      }
    },
    fairs: {
      eyebrow: "Salons",
      title: "Retrouvez-nous sur les salons",
      text: "Chaque saison, nous présentons nos nouvelles collections sur les salons de nos principaux marchés.",
      count_one: "{{count}} salon",
      count_other: "{{count}} salons",
      count_many: "{{count}} de salons",
      viewAll: "Tous les pays et salons",
      upcoming: "Prochains salons",
      upcomingAll: "Voir tous les salons",
      upcomingEmpty: "Aucun salon n'est prévu pour le moment.",
      countriesEmpty: "Aucun pays disponible pour le moment.",
      countriesError: "Erreur lors du chargement des pays : {{message}}",
      exhibitionsError: "Erreur lors du chargement des salons : {{message}}",
      requestId: "Identifiant de la requête : {{id}}"
    }
  }
} satisfies Sections["home"];
