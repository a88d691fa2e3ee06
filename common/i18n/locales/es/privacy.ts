import type { Sections } from "../tr";

export default {
  privacy: {
    metaTitle: "Aviso de privacidad",
    metaDescription:
      "Qué datos personales conserva Dokuma Tekstil de sus formularios de contacto y de empleo, para qué, durante cuánto tiempo y cómo solicitar su supresión: información según la KVKK y el RGPD.",
    eyebrow: "Sus datos personales",
    title: "Aviso de privacidad",
    updated: "Última actualización: {{date}}",
    intro:
      "Este aviso explica cómo tratamos los datos personales que nos envía a través de este sitio web. Somos responsables del tratamiento según la Ley turca de Protección de Datos Personales n.º 6698 (KVKK) y aplicamos también el Reglamento General de Protección de Datos (RGPD) a nuestros visitantes de la Unión Europea.",
    toc: "En esta página",
    controller: {
      title: "Responsable del tratamiento",
      text: "El responsable es Dokuma Tekstil, fabricante de tejidos para camisas con sede en Estambul.",
      address: "Dirección: {{address}}",
      email: "Para cualquier consulta sobre sus datos personales, escriba a:",
    },
    data: {
      title: "Qué datos conservamos",
      intro: "Solo conservamos lo que usted mismo nos facilita en nuestros formularios:",
      contact:
        "Formulario de contacto: su nombre y apellidos, su correo electrónico, su teléfono si lo indica y su mensaje.",
      meetings:
        "Formulario de solicitud de reunión: su empresa, su nombre y apellidos, su correo electrónico, la feria, el día y la hora que elija y el tema que desee tratar.",
      samples: "Formulario de solicitud de muestras: su empresa, su nombre y apellidos, su correo electrónico, su país, su teléfono (opcional), los tejidos y colores que elija, el tipo de muestra, el uso previsto, la cantidad y su mensaje.",
      careers:
        "Formulario de empleo: su nombre y apellidos, su correo electrónico, su teléfono, el puesto al que se presenta, su mensaje y el currículum que adjunte (PDF, JPG o PNG).",
      technical:
        "Registros técnicos: para evitar el abuso de los formularios, su dirección IP se guarda unos minutos en un contador; los registros del servidor (dirección IP, hora, dirección solicitada) sirven para la seguridad y la resolución de incidencias.",
    },
    purpose: {
      title: "Para qué los conservamos",
      contact:
        "Usamos los mensajes de contacto únicamente para responderle y dar seguimiento a su petición (muestras, precios, pedidos y similares).",
      meetings:
        "Utilizamos las solicitudes de reunión únicamente para organizar la reunión en la feria y escribirle al respecto.",
      samples: "Utilizamos las solicitudes de muestras únicamente para preparar y enviarle las muestras y escribirle al respecto.",
      careers:
        "Usamos las candidaturas únicamente para valorar su solicitud y ponernos en contacto con usted sobre ella.",
      basis:
        "Base jurídica: la aplicación de medidas precontractuales a petición suya y nuestro interés legítimo (art. 5.2.c y 5.2.f de la KVKK; art. 6.1.b y 6.1.f del RGPD).",
      noSale:
        "No usamos sus datos con fines comerciales, no los vendemos y no los cedemos a nadie con fines publicitarios.",
    },
    retention: {
      title: "Durante cuánto tiempo",
      contact: "Mensajes de contacto: 2 años desde nuestro último intercambio.",
      meetings: "Solicitudes de reunión: 2 años después de nuestro último intercambio.",
      samples: "Solicitudes de muestras: 2 años después de nuestro último intercambio.",
      careers: "Candidaturas y CV: {{decided}} meses después de nuestra decisión; {{undecided}} meses después del último cambio mientras no haya decisión; {{talentPool}} meses si nos pidió conservar su candidatura para futuras vacantes.",
      technical: "Registros del servidor: 30 días como máximo.",
      after:
        "Al final de estos plazos, los datos se suprimen. Puede pedirnos que los suprimamos antes en cualquier momento.",
    },
    recipients: {
      title: "Quién puede ver sus datos",
      staff:
        "Solo nuestro personal autorizado, a través de nuestra zona de administración protegida con contraseña.",
      mail: "Los formularios también nos llegan por correo electrónico: nuestro proveedor de correo transmite y almacena esos mensajes por cuenta nuestra.",
      hosting: "El proveedor que aloja nuestro sitio web, únicamente para prestar el servicio técnico.",
      abroad:
        "Los servidores de estos proveedores pueden estar en el extranjero; en ese caso, la transferencia se realiza con las garantías que exigen el artículo 9 de la KVKK y el RGPD.",
    },
    cookies: {
      title: "Uso de cookies",
      intro:
        "Este sitio no utiliza cookies de seguimiento, publicidad ni estadísticas. Solo usamos estas dos cookies, necesarias para su funcionamiento:",
      language:
        "Recuerda durante un año el idioma que ha elegido, para que las páginas se abran siempre en ese idioma. El almacenamiento local de su navegador guarda el mismo valor (i18nextLng).",
      session:
        "Recuerda que la animación de bienvenida ya se mostró en esta sesión del navegador; se borra al cerrar el navegador.",
      admin:
        "El personal que inicia sesión en la zona de administración recibe además una cookie de sesión segura.",
    },
    rights: {
      title: "Sus derechos",
      intro: "Según el artículo 11 de la KVKK y los artículos 15 a 22 del RGPD, puede solicitarnos:",
      access: "Saber si tratamos datos suyos y obtener una copia de ellos.",
      correction: "La rectificación de los datos incompletos o inexactos.",
      deletion: "La supresión de sus datos.",
      objection: "La limitación del tratamiento; también puede oponerse a él.",
      portability: "La entrega de sus datos en un formato de uso común.",
      complaint:
        "También puede presentar una reclamación ante la autoridad turca de protección de datos (Kişisel Verileri Koruma Kurulu) o, si reside en la Unión Europea, ante la autoridad de protección de datos de su país.",
    },
    request: {
      title: "Supresión y otras solicitudes",
      text: "Escríbanos desde la dirección de correo que utilizó en el formulario. Respondemos gratuitamente a cada solicitud en un plazo máximo de 30 días.",
      email: "Correo electrónico:",
      noEmail: "También puede enviar su solicitud con el formulario de nuestra página de contacto.",
      contactPage: "Página de contacto",
    },
  },
} satisfies Sections["privacy"];
