import type { Sections } from "../tr";

export default {
  sampleMail: {
    subject: "Your sample request (no. {{id}})",
    greeting: "Dear {{name}},",
    received: "Thank you: we have received the sample request you sent for {{company}}.",
    swatch: "You asked for: a swatch of each fabric.",
    length: "You asked for: a sample length of {{metres}} m of each fabric.",
    fabrics: "The fabrics you requested:",
    colourway: "colourway {{ref}}",
    next: "We will write to you again once the samples are prepared and shipped. You can reply to this e-mail with any question.",
    closing: "Kind regards,",
  },
} satisfies Sections["sampleMail"];
