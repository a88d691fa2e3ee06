import type { Sections } from "../tr";

export default {
  sampleMail: {
    subject: "Su solicitud de muestras (n.º {{id}})",
    greeting: "Estimado/a {{name}}:",
    received: "Hemos recibido la solicitud de muestras que nos ha enviado en nombre de {{company}}.",
    swatch: "Ha solicitado: un muestrario (swatch) de cada tejido.",
    length: "Ha solicitado: un corte de muestra de {{metres}} m de cada tejido.",
    fabrics: "Los tejidos solicitados:",
    colourway: "color {{ref}}",
    next: "Le escribiremos de nuevo en cuanto las muestras estén preparadas y enviadas. Si tiene alguna pregunta, responda a este correo.",
    closing: "Atentamente,",
  },
} satisfies Sections["sampleMail"];
