import type { Sections } from "../tr";

export default {
  lightbox: {
    close: "Fermer",
    previous: "Image précédente",
    next: "Image suivante",
    counter: "{{current}} sur {{total}}",
  },
} satisfies Sections["lightbox"];
