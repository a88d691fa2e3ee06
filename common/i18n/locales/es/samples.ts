import type { Sections } from "../tr";

export default {
  samples: {
    metaTitle: "Solicitud de muestras",
    metaDescription: "Pida tarjetas de muestras o cortes de los tejidos para camisería que ha seleccionado.",
    eyebrow: "Muestras",
    title: "Su solicitud de muestras",
    intro:
      "Añada los tejidos que le gusten, elija sus colores y envíe el formulario: prepararemos las muestras y se las mandaremos.",
    noscript:
      "La selección de muestras funciona en su navegador y necesita JavaScript. También puede pedir muestras desde nuestra <notice>página de contacto</notice>.",
    loading: "Abriendo su selección de muestras…",
    nav: {
      label: "Solicitud de muestras",
      count_one: "Solicitud de muestras, {{count}} tejido",
      count_other: "Solicitud de muestras, {{count}} tejidos",
      count_many: "Solicitud de muestras, {{count}} de tejidos",
    },
    add: {
      button: "Solicitar muestra",
      inBasket: "En su solicitud de muestras",
      open: "Ver la solicitud",
      added_one: "{{name}} se ha añadido a su solicitud de muestras, que incluye {{count}} tejido.",
      added_other: "{{name}} se ha añadido a su solicitud de muestras, que incluye {{count}} tejidos.",
      added_many: "{{name}} se ha añadido a su solicitud de muestras, que incluye {{count}} de tejidos.",
      full: "Una solicitud puede incluir como máximo {{count}} tejidos. Envíe primero su solicitud o quite algún tejido.",
    },
    fabric: {
      title: "Muestras de este tejido",
      text: "Compruébelo usted mismo: añada este tejido a su solicitud para recibir una tarjeta de muestras o un corte.",
      colourway: "Color",
    },
    basket: {
      title: "Los tejidos que ha elegido",
      count_one: "{{count}} tejido",
      count_other: "{{count}} tejidos",
      count_many: "{{count}} de tejidos",
      empty:
        "Su solicitud de muestras está vacía. Vea nuestros tejidos y pulse «Solicitar muestra» en los que le interesen.",
      browse: "Ver los tejidos",
      code: "Referencia: {{code}}",
      colourway: "Color",
      anyColourway: "Color sin elegir",
      colourwayIs: "Color: {{colourway}}",
      remove: "Quitar",
      removeLabel: "Quitar {{name}} de la solicitud",
      removed: "{{name}} se ha quitado de la solicitud.",
      gone: "Ya no está disponible",
      goneText: "Este tejido ya no forma parte de nuestra colección; quítelo de su solicitud.",
    },
    form: {
      title: "Sus datos",
      company: "Empresa",
      full_name: "Nombre y apellidos",
      email: "Correo electrónico",
      country: "País",
      chooseCountry: "Elija un país",
      phone: "Teléfono",
      kind: "Tipo de muestra",
      swatch: "Tarjeta de muestras",
      swatchHint: "Un pequeño recorte de cada tejido, montado en una tarjeta",
      length: "Corte de muestra",
      lengthHint:
        "Un corte de cada tejido con los metros que necesite, por ejemplo para una prenda de prueba",
      metres: "Metros de cada tejido",
      metresHint: "Un número entero de {{min}} a {{max}}",
      metresRange: "Indique un número entero de {{min}} a {{max}}.",
      intended_use: "Uso previsto",
      quantity: "Cantidad prevista de pedido",
      message: "Mensaje",
      submit: "Enviar solicitud de muestras",
      itemsInvalid:
        "Uno de los tejidos de su solicitud no se puede enviar; recargue la página e inténtelo de nuevo.",
    },
    privacy:
      "Solo utilizamos sus datos para preparar y enviarle las muestras y para escribirle sobre su solicitud. Lea nuestro <notice>aviso de privacidad</notice>.",
    error: "No se ha podido enviar la solicitud de muestras. Inténtelo de nuevo.",
    sent: {
      title: "Hemos recibido su solicitud de muestras",
      text: "Gracias. Su solicitud nos ha llegado y le estamos enviando una confirmación por correo electrónico. Le avisaremos cuando salgan sus muestras.",
      unavailable_one: "Este tejido ya no está disponible y no se ha solicitado:",
      unavailable_other: "Estos {{count}} tejidos ya no están disponibles y no se han solicitado:",
      unavailable_many: "Estos {{count}} de tejidos ya no están disponibles y no se han solicitado:",
      more: "Volver a los tejidos",
    },
  },
} satisfies Sections["samples"];
