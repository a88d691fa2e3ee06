import type { Sections } from "../tr";

export default {
  lightbox: {
    close: "Cerrar",
    previous: "Imagen anterior",
    next: "Imagen siguiente",
    counter: "{{current}} de {{total}}",
  },
} satisfies Sections["lightbox"];
