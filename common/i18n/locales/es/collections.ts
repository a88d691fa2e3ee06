import type { Sections } from "../tr";

export default {
  collections: {
    eyebrow: "Colecciones",
    title: "Nuestras colecciones",
    description:
      "Cada año, una colección principal y una cápsula para primavera-verano y otras dos para otoño-invierno. Descubra los tejidos de la temporada colección a colección.",
    year: "Colecciones {{year}}",
    kind: {
      main: "Colección principal",
      capsule: "Cápsula",
    },
    season: {
      SS: "Primavera-verano {{year}}",
      AW: "Otoño-invierno {{year}}",
    },
    fabricCount_one: "{{count}} tejido",
    fabricCount_other: "{{count}} tejidos",
    fabricCount_many: "{{count}} de tejidos",
    empty: "Todavía no se ha publicado ninguna colección.",
    loadError: "No se han podido cargar las colecciones.",
    retry: "Volver a intentarlo",
    pageTitle: "Colección {{name}} · {{season}}",
    back: "Todas las colecciones",
    coverAlt: "Textura de la colección {{name}}",
    fabricsTitle: "Tejidos de esta colección",
    finderLink: "Filtrar esta colección en el buscador de tejidos",
    shown: "Se muestran los {{shown}} tejidos más recientes de {{total}}.",
    noFabrics: "Todavía no se ha añadido ningún tejido a esta colección.",
    notFound: "Colección no encontrada",
    notFoundText: "Es posible que la colección que busca se haya retirado o que el enlace no sea correcto.",
    loadErrorTitle: "No se ha podido cargar la colección",
    loadErrorText: "Vuelva a intentarlo dentro de un momento.",
    home: {
      eyebrow: "Esta temporada",
      title: "Colecciones {{seasons}}",
      all: "Todas las colecciones",
    },
  },
} satisfies Sections["collections"];
