/** The mails of a sample request, in the buyer's language (server/modules/sample-requests). */
export default {
  sampleMail: {
    subject: "Numune talebiniz (no. {{id}})",
    greeting: "Sayın {{name}},",
    received: "{{company}} adına gönderdiğiniz numune talebini aldık.",
    swatch: "İstediğiniz: her kumaştan bir kartela (swatch).",
    length: "İstediğiniz: her kumaştan {{metres}} metre numune.",
    fabrics: "Talep ettiğiniz kumaşlar:",
    colourway: "renk {{ref}}",
    next: "Numuneleri hazırlayıp kargoya verdiğimizde size yeniden yazacağız. Sorularınız için bu e-postayı yanıtlayabilirsiniz.",
    closing: "Saygılarımızla,",
  },
};
