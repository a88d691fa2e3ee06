import type { Sections } from "../tr";

export default {
  sampleMail: {
    subject: "Ihre Musteranfrage (Nr. {{id}})",
    greeting: "Guten Tag {{name}},",
    received: "vielen Dank, wir haben Ihre Musteranfrage für {{company}} erhalten.",
    swatch: "Gewünscht: ein Stoffabschnitt (Swatch) von jedem Stoff.",
    length: "Gewünscht: ein Musterabschnitt von {{metres}} m von jedem Stoff.",
    fabrics: "Die angefragten Stoffe:",
    colourway: "Farbvariante {{ref}}",
    next: "Sobald die Muster vorbereitet und versandt sind, melden wir uns wieder. Für Fragen antworten Sie einfach auf diese E-Mail.",
    closing: "Mit freundlichen Grüßen",
  },
} satisfies Sections["sampleMail"];
