import type { Sections } from "../tr";

export default {
  site: {
    company: "Dokuma Tekstil",
    description:
      "Since 1980 we have been making dyed shirt fabrics in Istanbul for women's, men's and children's wear: two main and two capsule collections a year, in cotton, linen and blends."
  },
  skip: {
    main: "Skip to content"
  },
  nav: {
    label: "Main menu",
    home: "Home",
    about: "About",
    certificates: "Certificates",
    careers: "Careers",
    contact: "Contact",
    exhibitions: "Exhibitions",
    fabrics: "Fabrics",
    collections: "Collections",
    open: "Open menu",
    close: "Close menu",
    title: "Menu",
    homeLink: "Dokuma Tekstil – home page"
  },
  language: {
    current: "Language: {{name}}. Change language"
  },
  footer: {
    quickLinks: "Quick links",
    contact: "Contact",
    address: "Address",
    phone: "Phone",
    email: "Email",
    hours: "Opening hours",
    map: "Show on map",
    social: "Social media",
    facebook: "Our Facebook page",
    instagram: "Our Instagram account",
    linkedin: "Our LinkedIn page",
    privacy: "Privacy notice",
    copyright: "© {{from}}–{{year}} Dokuma Tekstil. All rights reserved.",
    newTab: "opens in a new tab"
  },
  whatsapp: {
    label: "Message us on WhatsApp",
    text: "Hello, I would like to know more about Dokuma Tekstil's shirt fabrics."
  },
  notFound: {
    title: "Page not found",
    text: "The page you are looking for may have moved or never existed.",
    home: "Back to the home page",
    suggestions: "These pages may help:",
    description: "The page you are looking for could not be found."
  },
  error: {
    title: "An error occurred",
    text: "Please try again in a moment.",
    retry: "Reload the page"
  }
} satisfies Sections["layout"];
