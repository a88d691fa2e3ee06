import type { Sections } from "../tr";

export default {
  lightbox: {
    close: "Schließen",
    previous: "Vorheriges Bild",
    next: "Nächstes Bild",
    counter: "{{current}} von {{total}}",
  },
} satisfies Sections["lightbox"];
