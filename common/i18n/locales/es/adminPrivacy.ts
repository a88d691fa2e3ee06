import type { Sections } from "../tr";

export default {
  adminPrivacy: {
    heading: "Solicitudes de protección de datos",
    intro:
      "Encuentre todo lo que se guarda con la dirección de correo de una persona: ante una solicitud de acceso (art. 15 del RGPD, art. 11 de la KVKK), descárguelo todo en un único archivo ZIP para entregárselo; ante una solicitud de supresión (art. 17 del RGPD), bórrelo todo de una vez.",
    email: "Correo electrónico de la persona",
    emailHint:
      "Da igual que se escriba en mayúsculas o minúsculas. La dirección no se anota en el registro de actividad.",
    lookUp: "Consultar",
    lookingUp: "Consultando…",
    lookupFailed: "No se han podido consultar los datos",
    results: "Datos guardados",
    found_one: "Hay {{count}} registro guardado con {{email}}.",
    found_other: "Hay {{count}} registros guardados con {{email}}.",
    nothing: "No hay nada guardado con esta dirección.",
    groups: {
      messages: "Mensajes de contacto",
      applications: "Solicitudes de empleo",
      meetings: "Solicitudes de reunión",
      samples: "Solicitudes de muestras",
      mails: "Correos en la bandeja de salida",
    },
    counts: {
      messages_one: "{{count}} mensaje de contacto",
      messages_other: "{{count}} mensajes de contacto",
      applications_one: "{{count}} solicitud de empleo",
      applications_other: "{{count}} solicitudes de empleo",
      applicationsWithCv_one: "{{count}} solicitud de empleo con su currículum",
      applicationsWithCv_other: "{{count}} solicitudes de empleo con sus currículums",
      cvs_one: "{{count}} archivo de currículum",
      cvs_other: "{{count}} archivos de currículum",
      meetings_one: "{{count}} solicitud de reunión",
      meetings_other: "{{count}} solicitudes de reunión",
      samples_one: "{{count}} solicitud de muestras",
      samples_other: "{{count}} solicitudes de muestras",
      mails_one: "{{count}} correo",
      mails_other: "{{count}} correos",
    },
    lines: {
      cv: "Currículum: {{name}} ({{size}})",
      noCv: "Sin currículum",
      fabrics_one: "{{count}} tejido",
      fabrics_other: "{{count}} tejidos",
    },
    actions: "Responder a la solicitud",
    download: "Descargarlo todo (ZIP)",
    downloading: "Preparando el ZIP…",
    downloadHint:
      "Para una solicitud de acceso: los registros en data.json y los currículums en la carpeta cv/.",
    downloadFailed: "No se ha podido descargar el archivo ZIP",
    erase: "Borrarlo todo",
    eraseHint:
      "Para una solicitud de supresión: los registros, los archivos de currículum y los correos se borran definitivamente. No se puede deshacer.",
    confirm: {
      title: "¿Borrarlo todo?",
      text: "Se borrará definitivamente lo siguiente, guardado con {{email}}: {{list}}.",
      undone: "No se puede deshacer. Si la persona también pidió una copia, descargue antes el archivo ZIP.",
      confirm: "Sí, borrarlo todo",
    },
    eraseFailed: "No se han podido borrar los datos",
    erased: "Se han borrado los datos guardados con {{email}}: {{list}}.",
    erasedNothing: "No había nada guardado con {{email}}; no se ha borrado nada.",
  },
} satisfies Sections["adminPrivacy"];
