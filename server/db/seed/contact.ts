/** The demo company's contact details (a textile district of Istanbul). */
import type { contactInfo } from "../schema";

const ADDRESS = "Evren Mah. Koçman Cad. No: 42, 34212 Güneşli, Bağcılar/İstanbul, Türkiye";

export const CONTACT: typeof contactInfo.$inferInsert = {
  id: 1,
  address: ADDRESS,
  addressLink: `https://maps.google.com/?q=${encodeURIComponent(ADDRESS)}`,
  phone: "+90 212 654 19 80",
  whatsapp: "+90 532 654 19 80",
  email: "info@dokumatekstil.com.tr",
  hoursWeekday: {
    tr: "Pazartesi – Cuma: 08:30 – 18:00",
    en: "Monday to Friday: 8:30 am – 6:00 pm",
    de: "Montag bis Freitag: 8:30 – 18:00 Uhr",
    es: "De lunes a viernes: 8:30 – 18:00",
    fr: "Du lundi au vendredi : 8 h 30 – 18 h",
  },
  hoursWeekend: {
    tr: "Cumartesi: 09:00 – 13:00, Pazar: kapalı",
    en: "Saturday: 9:00 am – 1:00 pm; Sunday: closed",
    de: "Samstag: 9:00 – 13:00 Uhr, Sonntag geschlossen",
    es: "Sábados: 9:00 – 13:00; domingos: cerrado",
    fr: "Samedi : 9 h – 13 h ; dimanche : fermé",
  },
  social: {
    facebook: "https://www.facebook.com/dokumatekstil",
    instagram: "https://www.instagram.com/dokumatekstil",
    linkedin: "https://www.linkedin.com/company/dokuma-tekstil",
  },
};
