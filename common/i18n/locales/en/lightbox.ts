import type { Sections } from "../tr";

export default {
  lightbox: {
    close: "Close",
    previous: "Previous image",
    next: "Next image",
    counter: "{{current}} of {{total}}",
  },
} satisfies Sections["lightbox"];
