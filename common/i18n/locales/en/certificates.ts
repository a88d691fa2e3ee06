import type { Sections } from "../tr";

export default {
  certificates: {
    eyebrow: "Certificates",
    title: "Quality you can verify",
    text: "Our production is audited by independent bodies against international standards.",
    carousel: "carousel",
    slideRole: "slide",
    label: "Our certificates",
    slide: "Certificate {{current}} of {{total}}",
    previous: "Previous certificate",
    next: "Next certificate",
    show: "Show the {{title}} certificate",
    enlarge: "Enlarge the {{title}} certificate",
    pause: "Pause rotation",
    play: "Start rotation",
    close: "Close",
    iso: {
      title: "ISO 9001:2015",
      subtitle: "Quality management system",
      text: "From order to shipment, every process runs under a documented quality management system, audited every year by an independent body. That is how every metre of fabric keeps the same shade, hand and dimensions.",
      alt: "ISO 9001:2015 quality management system certificate issued to Dokuma Tekstil"
    },
    gots: {
      title: "GOTS",
      subtitle: "Global Organic Textile Standard",
      text: "For our organic cotton fabrics, the organic origin of the fibre, the chemicals used in dyeing and finishing, and the working conditions are certified to GOTS criteria.",
      alt: "GOTS (Global Organic Textile Standard) certificate issued to Dokuma Tekstil"
    }
  }
} satisfies Sections["certificates"];
