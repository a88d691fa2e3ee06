import type { Sections } from "../tr";

export default {
  forms: {
    required_note: "Fields marked with * are required.",
    optional: "optional",
    honeypot: "Leave this field empty",
    sending: "Sending…",
    close: "Close",
    request_id: "Reference: {{id}}",
    rate_limited_one: "Too many attempts. Please try again in {{count}} minute.",
    rate_limited_other: "Too many attempts. Please try again in {{count}} minutes.",
    opens_new_tab: "(opens in a new tab)",
    storage_full: "Your file cannot be stored right now because the server is out of space. Please try again later or write to us by email."
  },
  contact: {
    meta_title: "Contact",
    meta_description:
      "Write to Dokuma Tekstil in Istanbul with questions about our shirt fabrics, samples and orders. Address, phone, email and opening hours.",
    eyebrow: "Contact",
    title: "Get in touch",
    intro:
      "A question about a fabric, a sample request or an order? Write to us and our sales team will get back to you as soon as possible.",
    form: {
      title: "Send us a message",
      full_name: "Full name",
      email: "Email address",
      phone: "Phone",
      message: "Your message",
      submit: "Send message"
    },
    privacy: "We use your details only to answer your message. Read our <notice>privacy notice</notice>.",
    success_title: "Thank you!",
    success: "Your message has been sent successfully. We will get back to you as soon as possible.",
    error: "Error sending message. Please try again.",
    details: {
      title: "Contact details",
      address: "Address",
      map: "Show on map",
      phone: "Phone",
      email: "Email",
      hours: "Opening hours"
    }
  },
  careers: {
    meta_title: "Careers",
    meta_description:
      "Work at Dokuma Tekstil, a shirt-fabric manufacturer in Istanbul since 1980: design, weaving, dyeing, quality and export. Send us your application.",
    eyebrow: "Careers",
    title: "Work with us",
    intro:
      "Since 1980 we have been weaving and dyeing shirt fabrics in Istanbul for brands in Europe and North America. What makes our fabrics are the people who know every yarn and every shade.",
    about: {
      title: "Working at Dokuma Tekstil",
      text:
        "Every fabric passes through many skilled hands, from the first design to weaving, dyeing, finishing and the final inspection. We are looking for people who care about detail, enjoy working in a team and want to learn a craft that keeps evolving.",
      areas_title: "Where you could join us",
      areas: {
        design: "Fabric design and collection development",
        production: "Weaving, dyeing and finishing",
        quality: "Quality control and laboratory",
        sales: "Sales and export"
      },
      open: "Tell us in the form which position or area interests you; open applications are welcome too."
    },
    form: {
      title: "Apply now",
      full_name: "Full name",
      email: "Email address",
      phone: "Phone",
      position: "Position you are applying for",
      message: "Your message",
      file: "CV",
      file_choose: "Choose file",
      file_none: "No file chosen",
      file_hint: "JPG, PNG or PDF, 5 MB at most.",
      file_selected: "Selected file: {{name}} ({{size}} MB)",
      file_remove: "Remove file",
      file_size_error: "File size must be less than 5MB",
      file_type_error: "Only JPG, PNG and PDF files are accepted",
      submit: "Submit application"
    },
    privacy: "We use your details only to assess your application. Read our <notice>privacy notice</notice>.",
    success_title: "Thank you for applying",
    success: "Your application has been successfully submitted. We will contact you soon.",
    error: "Error submitting application. Please try again."
  }
} satisfies Sections["forms"];
