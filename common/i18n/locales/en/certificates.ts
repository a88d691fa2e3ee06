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
    validUntil: "Valid until {{date}}",
    open: "Open the certificate ({{type}}, {{size}})",
    emblem: "{{name}} emblem",
    all: "All certificates",
    none: "There is no valid certificate to show at the moment.",
    about: {
      iso_9001:
        "Quality management system: every process from order to shipment is documented and audited every year by an independent body, so every lot meets the same standard.",
      iso_14001:
        "Environmental management system: we measure our use of energy, water and chemicals and our waste, reduce them against set targets and have this verified by independent audits.",
      gots: "Organic fibres processed under environmental and social criteria along the whole supply chain: restricted chemicals, wastewater treatment and fair working conditions.",
      ocs: "Verifies the presence and amount of organic fibre in a product and tracks it from the farm to the finished fabric.",
      oeko_tex_100:
        "Every component of the fabric has been tested for harmful substances by independent institutes and meets the standard's limit values.",
      grs: "Verifies recycled content and its traceability through the supply chain, with social, environmental and chemical requirements for production.",
      rcs: "Verifies the presence and amount of recycled material in a product and tracks it through the supply chain.",
      bci: "The cotton comes from the Better Cotton programme, whose farmers use less water and fewer pesticides and improve working conditions.",
      sa8000:
        "Social accountability: no child or forced labour; health and safety at work, freedom of association, reasonable working hours and fair pay, verified by independent audits.",
    },
    page: {
      title: "Our certificates",
      description:
        "Our valid certificates, each with its number, certification body, scope, expiry date and the fabrics it covers. Open the scan of any certificate.",
      number: "Certificate no.",
      issuer: "Certification body",
      scope: "Scope",
      validUntil: "Valid until",
      fabrics: "Fabrics covered",
      company: "Covers the company's whole production, not particular fabrics.",
      finder: "See these fabrics in the fabric finder",
      more_one: "and {{count}} more fabric",
      more_other: "and {{count}} more fabrics",
      loadError: "The certificates could not be loaded.",
      retry: "Try again",
    },
  },
} satisfies Sections["certificates"];
