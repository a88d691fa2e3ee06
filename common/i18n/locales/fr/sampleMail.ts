import type { Sections } from "../tr";

export default {
  sampleMail: {
    subject: "Votre demande d'échantillons (n° {{id}})",
    greeting: "Bonjour {{name}},",
    received: "Nous avons bien reçu la demande d'échantillons que vous avez envoyée pour {{company}}.",
    swatch: "Votre demande : une carte d'échantillons (swatch) de chaque tissu.",
    length: "Votre demande : une longueur d'échantillon de {{metres}} m de chaque tissu.",
    fabrics: "Les tissus demandés :",
    colourway: "coloris {{ref}}",
    next: "Nous vous écrirons à nouveau dès que les échantillons seront prêts et expédiés. Pour toute question, répondez simplement à cet e-mail.",
    closing: "Bien cordialement,",
  },
} satisfies Sections["sampleMail"];
