import type { Sections } from "../tr";

export default {
  fabrics: {
    eyebrow: "Collection",
    title: "Our fabrics",
    description:
      "From poplin to linen, twill to Oxford: dyed shirt fabrics made in Istanbul. Choose a fabric for its details and photos.",
    empty: "There are no fabrics to show right now. Write to us to hear about our collection.",
    contact: "Contact us",
    loadError: "Error while loading fabrics.",
    errorCode: "Error code: {{code}}",
    requestId: "Request ID: {{requestId}}",
    retry: "Try again",
    imageAlt: "Close-up of {{name}}",
    loading: "Loading fabric…",
    noPage: "There are no fabrics on this page.",
    firstPage: "Go to the first page",
    pageTitle: "{{title}} – page {{page}}",
    pagination: {
      label: "Pages of the fabric list",
      previous: "Previous",
      next: "Next",
      page: "Page {{page}}"
    }
  },
  fabric: {
    eyebrow: "Shirting fabric",
    added: "Added on",
    back: "All fabrics",
    imageAlt: "The weave of {{name}}",
    gallery: "Photos",
    galleryHint: "Select a photo to see it full size; it opens in a new tab.",
    photoAlt: "{{name}}, photo {{number}} of {{total}}",
    newTab: "(opens in a new tab)",
    enquiryTitle: "Interested in this fabric?",
    enquiryText: "Write to us for samples, colour cards, prices and lead times; our team will get back to you shortly.",
    enquiryLink: "Request a quote",
    notFound: "Fabric not found",
    notFoundText: "The fabric you are looking for may have been removed, or the link may be wrong.",
    loadError: "Failed to load fabric details",
    loadErrorText: "Please try again in a moment.",
    collection: "Collection",
    certificates: "Certificates",
    related: "Related fabrics",
    specSheet: {
      link: "Download spec sheet (PDF)",
      about: "Description",
      scan: "Scan the code for the fabric's page",
      made: "Created on {{date}}",
      phone: "Phone",
      email: "Email"
    }
  }
} satisfies Sections["fabrics"];
