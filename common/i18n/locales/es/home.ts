import type { Sections } from "../tr";

export default {
  home: {
    meta: {
      title: "Fabricante de tejidos para camisas",
      description:
        "Tejidos teñidos para camisería fabricados en Estambul desde 1980: algodón, lino y sarga, con dos colecciones principales y dos cápsula al año."
    },
    hero: {
      carousel: "carrusel",
      slideRole: "diapositiva",
      label: "Destacados",
      heading: "Dokuma Tekstil — Estambul, desde 1980",
      slide: "Diapositiva {{current}} de {{total}}",
      pause: "Pausar la presentación",
      play: "Reproducir la presentación",
      scroll: "Bajar hasta «Quiénes somos»",
      slides: {
        origin: {
          title: "Tejidos para camisería fabricados en Estambul desde 1980",
          text: "Tejidos teñidos de algodón, lino y sarga para moda de mujer, hombre e infantil.",
          cta: "Descubra nuestros tejidos"
        },
        collections: {
          title: "Dos colecciones principales y dos cápsula al año",
          text: "Nuevas mezclas y colores cada temporada, desarrollados con marcas desde Francia hasta Canadá.",
          cta: "Contacte con nosotros"
        }
      }
    },
    about: {
      eyebrow: "Quiénes somos",
      title: "Más de cuarenta años de tejidos para camisería",
      p1: "Dokuma Tekstil se fundó en Estambul en 1980. Desde entonces nos dedicamos a una sola cosa: los tejidos teñidos para camisería. Nuestro propio equipo sigue cada paso, desde la elección del hilo hasta el tejido, la tintura y el acabado.",
      p2: "Cada año creamos dos colecciones principales y dos colecciones cápsula. Desarrollamos tejidos para ropa de mujer, hombre y niño en mezclas de algodón, poliéster, viscosa, nailon, lana, lino y terileno.",
      p3: "Nuestros tejidos se venden principalmente a marcas de Francia, España, Alemania, Canadá y Grecia.",
      figures: "Dokuma Tekstil en cifras",
      founded: "Fundada en Estambul",
      collections: "Colecciones al año",
      markets: "Mercados de exportación principales",
      more: "Conozca nuestra historia"
    },
    fabrics: {
      eyebrow: "Colección de tejidos",
      title: "Nuestra colección premium de camisería",
      text: "Algodón, lino y sarga: un tejido para cada temporada y cada camisa.",
      label: "Tejidos",
      previous: "Tejidos anteriores",
      next: "Tejidos siguientes",
      details: "Ver detalles",
      viewAll: "Ver todos los tejidos",
      fallback: {
        cotton: {
          name: "Algodón",
          description: "Del popelín al oxford: algodones suaves y transpirables para camisas de diario."
        },
        linen: {
          name: "Lino",
          description: "Textura natural y frescura: imprescindible en las colecciones de verano."
        },
        twill: {
          name: "Sarga",
          description: "Un ligamento diagonal con buena caída, que apenas se arruga y resulta elegante."
        }
      }
    },
    fairs: {
      eyebrow: "Ferias",
      title: "Visítenos en las ferias",
      text: "Cada temporada presentamos nuestras nuevas colecciones en ferias de nuestros principales mercados.",
      count_one: "{{count}} feria",
      count_other: "{{count}} ferias",
      count_many: "{{count}} de ferias",
      viewAll: "Todos los países y ferias",
      upcoming: "Próximas ferias",
      upcomingAll: "Ver todas las ferias",
      upcomingEmpty: "No hay ferias programadas por el momento.",
      countriesEmpty: "Todavía no hay países disponibles.",
      countriesError: "Error al cargar los países: {{message}}",
      exhibitionsError: "Error al cargar las ferias: {{message}}",
      requestId: "ID de la solicitud: {{id}}"
    }
  }
} satisfies Sections["home"];
