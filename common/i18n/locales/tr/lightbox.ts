export default {
  lightbox: {
    close: "Kapat",
    previous: "Önceki görsel",
    next: "Sonraki görsel",
    counter: "{{current}} / {{total}}",
  },
};
