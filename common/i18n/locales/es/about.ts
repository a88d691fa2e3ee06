import type { Sections } from "../tr";

export default {
  about: {
    eyebrow: "En Estambul desde 1980",
    title: "Quiénes somos",
    lead: "Dokuma Tekstil se fundó en Estambul en 1980 y desde entonces fabrica tejidos de camisería teñidos. Hoy, más de cuatro décadas de experiencia están presentes en las camisas de marcas de toda Europa y Norteamérica.",
    metaDescription:
      "Dokuma Tekstil fabrica tejidos de camisería teñidos en Estambul desde 1980: nuestra historia, colecciones, mezclas y mercados, y nuestras certificaciones ISO 9001:2015 y GOTS.",
    storyTitle: "Nuestra historia",
    story1:
      "Nuestra empresa nació en Estambul en 1980. Desde el primer día nos hemos centrado en una sola cosa: tejidos con los que se hacen buenas camisas y que conservan su color y su tacto durante años.",
    story2:
      "Hoy ofrecemos una amplia gama de tejidos de camisería, desde el popelín, el lino y la sarga hasta el Oxford y los dibujos teñidos en hilo. Planificamos cada pedido, de la muestra al envío, según el calendario de colecciones de nuestros clientes.",
    collectionsTitle: "Colecciones y mezclas",
    collections1:
      "Cada año preparamos dos colecciones principales y dos colecciones cápsula. Las principales reúnen las calidades y los colores clave de la temporada; en las cápsulas probamos nuevas texturas y tonos.",
    collections2:
      "Fabricamos nuestros tejidos con algodón, poliéster, viscosa, nailon, lana, lino y terylene, solos o en mezcla, para moda femenina, masculina e infantil.",
    marketsTitle: "Nuestros mercados",
    markets:
      "La mayor parte de nuestros tejidos va a marcas de Francia, España, Alemania, Canadá y Grecia. Cada temporada volvemos a encontrarnos con nuestros clientes en las ferias de estos países.",
    qualityTitle: "Calidad y certificaciones",
    quality:
      "Nuestra producción se rige por un sistema de gestión de la calidad ISO 9001:2015. Nuestras calidades de algodón orgánico cuentan con la certificación GOTS (Global Organic Textile Standard) y son trazables desde la fibra hasta el tejido acabado.",
    factsTitle: "Dokuma Tekstil en cifras",
    factFounded: "año de fundación, en Estambul",
    factCollections: "colecciones principales y cápsula al año",
    factMarkets: "principales mercados de exportación",
    factFibres: "fibras y sus mezclas",
    imageAlt: "Primer plano de la textura: {{name}}",
    ctaTitle: "¿Busca tejidos para su próxima temporada?",
    ctaText:
      "Escríbanos sobre muestras, precios y plazos de entrega, y elegiremos juntos las calidades más adecuadas.",
    ctaContact: "Contacte con nosotros",
    ctaFabrics: "Ver nuestros tejidos"
  }
} satisfies Sections["about"];
