import type { Sections } from "../tr";

export default {
  site: {
    company: "Dokuma Tekstil",
    description:
      "Desde 1980 fabricamos en Estambul tejidos teñidos para camisas de mujer, hombre y niño: dos colecciones principales y dos cápsula al año, en algodón, lino y mezclas."
  },
  skip: {
    main: "Saltar al contenido"
  },
  nav: {
    label: "Menú principal",
    home: "Inicio",
    about: "Nosotros",
    certificates: "Certificados",
    careers: "Empleo",
    contact: "Contacto",
    exhibitions: "Ferias",
    fabrics: "Tejidos",
    collections: "Colecciones",
    open: "Abrir el menú",
    close: "Cerrar el menú",
    title: "Menú",
    homeLink: "Dokuma Tekstil – página de inicio"
  },
  language: {
    current: "Idioma: {{name}}. Cambiar de idioma"
  },
  footer: {
    quickLinks: "Enlaces rápidos",
    contact: "Contacto",
    address: "Dirección",
    phone: "Teléfono",
    email: "Correo electrónico",
    hours: "Horario",
    map: "Ver en el mapa",
    social: "Redes sociales",
    facebook: "Nuestra página de Facebook",
    instagram: "Nuestra cuenta de Instagram",
    linkedin: "Nuestra página de LinkedIn",
    privacy: "Aviso de privacidad",
    copyright: "© {{from}}–{{year}} Dokuma Tekstil. Todos los derechos reservados.",
    newTab: "se abre en una pestaña nueva"
  },
  whatsapp: {
    label: "Escríbanos por WhatsApp",
    text: "Hola, me gustaría recibir más información sobre los tejidos para camisas de Dokuma Tekstil."
  },
  notFound: {
    title: "Página no encontrada",
    text: "Es posible que la página que busca se haya movido o que nunca haya existido.",
    home: "Volver a la página de inicio",
    suggestions: "Estas páginas pueden serle útiles:",
    description: "No hemos encontrado la página que busca."
  },
  error: {
    title: "Se ha producido un error",
    text: "Vuelva a intentarlo dentro de un momento.",
    retry: "Volver a cargar la página"
  }
} satisfies Sections["layout"];
