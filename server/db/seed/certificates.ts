/**
 * The demo's certificates: the mill's quality system and the product and fibre standards its
 * buyers ask for. Dates are day offsets from the seeding day (negative: in the past); the
 * OEKO-TEX certificate ends within the dashboard's warning period, to show the warning.
 * `fabrics` are the codes of the demo fabrics a certificate covers (fabric-cards*.ts).
 */
import type { Localized } from "../../../common/constants";

export type SeedCertificate = {
  standard: "iso_9001" | "gots" | "oeko_tex_100" | "grs";
  number: string;
  issuer: string;
  scope: Localized;
  validFromDays: number;
  validUntilDays: number;
  fabrics: string[];
};

export const SEED_CERTIFICATES: SeedCertificate[] = [
  {
    standard: "iso_9001",
    number: "TR-QMS-19-0412",
    issuer: "Bureau Veritas Certification",
    scope: {
      tr: "ISO 9001:2015 kalite yönetim sistemi: gömleklik dokuma kumaşların tasarımı, dokuması, terbiyesi ve satışı (İstanbul fabrikası).",
      en: "ISO 9001:2015 quality management system: design, weaving, finishing and sale of woven shirting fabrics (Istanbul mill).",
      de: "Qualitätsmanagementsystem nach ISO 9001:2015: Entwicklung, Weberei, Ausrüstung und Vertrieb von gewebten Hemdenstoffen (Werk Istanbul).",
      es: "Sistema de gestión de la calidad ISO 9001:2015: diseño, tejeduría, acabado y venta de tejidos de camisería (fábrica de Estambul).",
      fr: "Système de management de la qualité ISO 9001:2015 : conception, tissage, ennoblissement et vente de tissus pour chemises (usine d'Istanbul).",
    },
    validFromDays: -400,
    validUntilDays: 695,
    fabrics: [],
  },
  {
    standard: "gots",
    number: "CU 1024567",
    issuer: "Control Union Certifications",
    scope: {
      tr: "Organik liflerden (organik pamuk ve organik keten) dokuma kumaşların dokunması, terbiyesi, baskısı ve ticareti.",
      en: "Weaving, finishing, printing and trading of woven fabrics made from organic fibres (organic cotton and organic linen).",
      de: "Weben, Ausrüsten, Bedrucken und Handel von Geweben aus Bio-Fasern (Bio-Baumwolle und Bio-Leinen).",
      es: "Tejeduría, acabado, estampación y comercialización de tejidos de fibras orgánicas (algodón y lino orgánicos).",
      fr: "Tissage, ennoblissement, impression et négoce de tissus en fibres biologiques (coton et lin biologiques).",
    },
    validFromDays: -120,
    validUntilDays: 245,
    fabrics: ["DK-4110", "DK-4235", "DK-1940"],
  },
  {
    standard: "oeko_tex_100",
    number: "21.HTR.12345",
    issuer: "Hohenstein Institute Türkiye",
    scope: {
      tr: "Pamuk, keten, liyosel ve karışımlarından (elastanlı olanlar dahil) parça boyalı ve iplik boyalı gömleklik dokuma kumaşlar; ürün sınıfı I (bebek ürünleri).",
      en: "Piece-dyed and yarn-dyed woven shirting fabrics in cotton, linen, lyocell and their blends, including with elastane; product class I (articles for babies).",
      de: "Stückgefärbte und garngefärbte Hemdenstoffe aus Baumwolle, Leinen, Lyocell und deren Mischungen, auch mit Elasthan; Produktklasse I (Babyartikel).",
      es: "Tejidos de camisería teñidos en pieza y en hilo de algodón, lino, lyocell y sus mezclas, también con elastano; clase de producto I (artículos para bebés).",
      fr: "Tissus chemise teints en pièce et en fil, en coton, lin, lyocell et leurs mélanges, y compris avec élasthanne ; classe de produits I (articles pour bébés).",
    },
    validFromDays: -350,
    validUntilDays: 15,
    fabrics: [
      "DK-1102",
      "DK-3140",
      "DK-2210",
      "DK-2405",
      "DK-3320",
      "DK-1450",
      "DK-3185",
      "DK-3360",
      "DK-2620",
      "DK-1520",
      "DK-2730",
      "DK-1830",
      "DK-1910",
      "DK-2850",
      "DK-1150",
      "DK-7310",
      "DK-5120",
      "DK-2480",
    ],
  },
  {
    standard: "grs",
    number: "CU 1024567-GRS",
    issuer: "Control Union Certifications",
    scope: {
      tr: "Geri dönüştürülmüş pamuk ve geri dönüştürülmüş polyester içeren kumaşların dokunması ve terbiyesi.",
      en: "Weaving and finishing of fabrics containing recycled cotton and recycled polyester.",
      de: "Weben und Ausrüsten von Geweben mit recycelter Baumwolle und recyceltem Polyester.",
      es: "Tejeduría y acabado de tejidos con algodón reciclado y poliéster reciclado.",
      fr: "Tissage et ennoblissement de tissus contenant du coton recyclé et du polyester recyclé.",
    },
    validFromDays: -200,
    validUntilDays: 165,
    fabrics: ["DK-4410", "DK-6140"],
  },
];
