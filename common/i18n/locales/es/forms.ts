import type { Sections } from "../tr";

export default {
  forms: {
    required_note: "Los campos marcados con * son obligatorios.",
    optional: "opcional",
    honeypot: "Deje este campo vacío",
    sending: "Enviando…",
    close: "Cerrar",
    request_id: "Referencia: {{id}}",
    rate_limited_one: "Demasiados intentos. Vuelva a intentarlo dentro de {{count}} minuto.",
    rate_limited_other: "Demasiados intentos. Vuelva a intentarlo dentro de {{count}} minutos.",
    rate_limited_many: "Demasiados intentos. Vuelva a intentarlo dentro de {{count}} de minutos.",
    opens_new_tab: "(se abre en una pestaña nueva)",
    storage_full:
      "Ahora mismo no podemos guardar su archivo porque el servidor se ha quedado sin espacio. Vuelva a intentarlo más tarde o escríbanos por correo electrónico.",
  },
  contact: {
    meta_title: "Contacto",
    meta_description:
      "Escriba a Dokuma Tekstil en Estambul con sus consultas sobre nuestros tejidos para camisas, muestras y pedidos. Dirección, teléfono, correo electrónico y horario.",
    eyebrow: "Contacto",
    title: "Póngase en contacto con nosotros",
    intro:
      "¿Tiene alguna pregunta sobre un tejido, quiere solicitar muestras o hacer un pedido? Escríbanos y nuestro equipo comercial le responderá lo antes posible.",
    form: {
      title: "Envíenos un mensaje",
      full_name: "Nombre y apellidos",
      email: "Correo electrónico",
      phone: "Teléfono",
      message: "Su mensaje",
      submit: "Enviar mensaje",
    },
    privacy:
      "Solo utilizamos sus datos para responder a su mensaje. Consulte nuestro <notice>aviso de privacidad</notice>.",
    success_title: "¡Muchas gracias!",
    success: "Su mensaje se ha enviado correctamente. Nos pondremos en contacto con usted lo antes posible.",
    error: "Error al enviar el mensaje. Vuelva a intentarlo.",
    details: {
      title: "Datos de contacto",
      address: "Dirección",
      map: "Ver en el mapa",
      phone: "Teléfono",
      email: "Correo electrónico",
      hours: "Horario de atención",
    },
  },
  careers: {
    meta_title: "Empleo",
    meta_description:
      "Trabaje en Dokuma Tekstil, fabricante de tejidos para camisas en Estambul desde 1980: diseño, tejeduría, tintura, calidad y exportación. Envíenos su candidatura.",
    eyebrow: "Empleo",
    title: "Trabaje con nosotros",
    intro:
      "Desde 1980 tejemos y teñimos en Estambul tejidos para camisas destinados a marcas de Europa y Norteamérica. Lo que distingue nuestros tejidos son las personas que conocen cada hilo y cada tono.",
    about: {
      title: "Trabajar en Dokuma Tekstil",
      text: "Cada tejido pasa por muchas manos expertas, desde el primer diseño hasta la tejeduría, la tintura, el acabado y la inspección final. Buscamos personas que cuiden los detalles, disfruten del trabajo en equipo y quieran aprender un oficio en constante evolución.",
      areas_title: "Dónde puede incorporarse",
      areas: {
        design: "Diseño textil y desarrollo de colecciones",
        production: "Tejeduría, tintura y acabados",
        quality: "Control de calidad y laboratorio",
        sales: "Ventas y exportación",
      },
      open: "Indique en el formulario el puesto o el área que le interesa; también aceptamos candidaturas espontáneas.",
    },
    form: {
      title: "Envíe su candidatura",
      full_name: "Nombre y apellidos",
      email: "Correo electrónico",
      phone: "Teléfono",
      position: "Puesto al que se presenta",
      message: "Su mensaje",
      file: "Currículum",
      file_choose: "Seleccionar archivo",
      file_none: "Ningún archivo seleccionado",
      file_hint: "JPG, PNG o PDF; 5 MB como máximo.",
      file_selected: "Archivo seleccionado: {{name}} ({{size}} MB)",
      file_remove: "Quitar el archivo",
      file_size_error: "El archivo debe ocupar menos de 5 MB",
      file_type_error: "Solo se aceptan archivos JPG, PNG y PDF",
      submit: "Enviar candidatura",
      retention: "Conservamos su candidatura y su CV {{decided}} meses después de nuestra decisión, o {{undecided}} meses después de su último cambio mientras no haya decisión, y después los eliminamos.",
      talent_pool: "Conservar mi candidatura para futuras vacantes ({{months}} meses)",
      talent_pool_hint: "Opcional; puede retirar este consentimiento en cualquier momento escribiéndonos.",
    },
    privacy:
      "Solo utilizamos sus datos para evaluar su candidatura. Consulte nuestro <notice>aviso de privacidad</notice>.",
    success_title: "Gracias por su candidatura",
    success: "Su candidatura se ha enviado correctamente. Nos pondremos en contacto con usted en breve.",
    error: "Error al enviar la candidatura. Vuelva a intentarlo.",
  },
  meeting: {
    form: {
      title: "Solicite una reunión en nuestro estand",
      date: "Día",
      time: "Hora (hora local de la feria)",
      chooseDay: "Elija un día",
      chooseTime: "Elija una hora",
      company: "Empresa",
      full_name: "Nombre y apellidos",
      email: "Correo electrónico",
      topic: "¿De qué le gustaría hablar?",
      submit: "Solicitar reunión",
    },
    privacy:
      "Utilizamos sus datos únicamente para organizar la reunión. Lea nuestro <notice>aviso de privacidad</notice>.",
    success_title: "Solicitud recibida",
    success:
      "Gracias. Hemos recibido su solicitud de reunión y le hemos enviado una confirmación por correo electrónico. Le confirmaremos la reunión en breve.",
    error: "Se ha producido un error al enviar su solicitud. Inténtelo de nuevo.",
  },
} satisfies Sections["forms"];
