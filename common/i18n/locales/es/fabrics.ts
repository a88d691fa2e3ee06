import type { Sections } from "../tr";

export default {
  fabrics: {
    eyebrow: "Colección",
    title: "Nuestros tejidos",
    description:
      "Del popelín al lino, de la sarga al Oxford: tejidos de camisería teñidos, fabricados en Estambul. Elija un tejido para ver sus detalles y fotos.",
    empty: "Ahora mismo no hay tejidos que mostrar. Escríbanos y le informaremos sobre nuestra colección.",
    contact: "Contacte con nosotros",
    loadError: "Error al cargar los tejidos.",
    errorCode: "Código de error: {{code}}",
    requestId: "ID de la solicitud: {{requestId}}",
    retry: "Volver a intentarlo",
    imageAlt: "Primer plano de {{name}}",
    loading: "Cargando el tejido…",
    noPage: "No hay tejidos en esta página.",
    firstPage: "Ir a la primera página",
    pageTitle: "{{title}} – página {{page}}",
    pagination: {
      label: "Páginas de la lista de tejidos",
      previous: "Anterior",
      next: "Siguiente",
      page: "Página {{page}}"
    }
  },
  fabric: {
    eyebrow: "Tejido de camisería",
    added: "Añadido el",
    back: "Todos los tejidos",
    imageAlt: "Textura de {{name}}",
    gallery: "Fotos",
    galleryHint: "Seleccione una foto para verla a tamaño completo; se abre en una pestaña nueva.",
    photoAlt: "{{name}}, foto {{number}} de {{total}}",
    newTab: "(se abre en una pestaña nueva)",
    enquiryTitle: "¿Le interesa este tejido?",
    enquiryText:
      "Escríbanos para pedir muestras, cartas de colores, precios y plazos de entrega; nuestro equipo le responderá en breve.",
    enquiryLink: "Solicitar presupuesto",
    notFound: "Tejido no encontrado",
    notFoundText: "Es posible que el tejido que busca se haya retirado o que el enlace no sea correcto.",
    loadError: "No se han podido cargar los detalles del tejido",
    loadErrorText: "Vuelva a intentarlo dentro de un momento.",
    collection: "Colección",
    certificates: "Certificados",
    related: "Tejidos relacionados",
    specSheet: {
      link: "Descargar ficha técnica (PDF)",
      about: "Descripción",
      scan: "Escanee el código para ver la página del tejido",
      made: "Generada el {{date}}",
      phone: "Tel.",
      email: "Correo electrónico"
    }
  }
} satisfies Sections["fabrics"];
