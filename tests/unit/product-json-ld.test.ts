import { describe, expect, it } from "vitest";
import { organizationJsonLd } from "../../app/routes/site/layout.server";
import { EMPTY_CONTACT } from "../../app/components/site/layout/types";
import { EMPTY_CARD } from "../../common/fabric-card";
import { productJsonLd, technicalData } from "../../app/routes/site/fabric.server";
import type { FabricDetailData } from "../../app/components/site/fabrics/types";

// The Product JSON-LD of a fabric's page (its vocabulary is checked by the typecheck, through
// schema-dts): what search engines and sourcing tools read of the technical card.

const fabric = (card: Partial<typeof EMPTY_CARD>, name = "Sarga de lino"): FabricDetailData => ({
  id: 7,
  name,
  description: "Lino y algodón",
  added: { day: "2026-11-20", text: "20 de noviembre de 2026" },
  image: { src: "/media/abc-800.webp", width: 800, height: 600, srcset: "" },
  card: technicalData({ ...EMPTY_CARD, ...card }),
  photos: [],
  collection: null,
  certificates: [],
  related: [],
  passport: null,
});

const ORIGIN = "https://www.example.com";
const read = (json: string) => JSON.parse(json) as Record<string, unknown>;

describe("a fabric's Product JSON-LD", () => {
  it("carries the code, the composition and the measures, in the page's language, made by the company", () => {
    const json = productJsonLd(
      fabric({
        code: "KM-2041",
        composition: [
          { fiber: "linen", percent: 55 },
          { fiber: "cotton", percent: 45 },
        ],
        weight_gsm: 130,
        width_cm: 148,
        weave: "twill",
      }),
      ORIGIN,
      "es",
      `${ORIGIN}/fabric/7`,
    );
    expect(read(json)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Sarga de lino",
      sku: "KM-2041",
      material: "55 % Lino, 45 % Algodón",
      image: `${ORIGIN}/media/abc-800.webp`,
      manufacturer: { "@id": `${ORIGIN}/#organization` },
      additionalProperty: [
        { "@type": "PropertyValue", name: "Gramaje", value: 130, unitCode: "GM" },
        { "@type": "PropertyValue", name: "Ancho útil", value: 148, unitCode: "CMT" },
        { "@type": "PropertyValue", name: "Ligamento", value: "Sarga" },
      ],
    });
  });

  it("links the fabric's passport as linked data, in the page's language", () => {
    const data = read(productJsonLd(fabric({}), ORIGIN, "de", `${ORIGIN}/fabric/7`));
    expect(data.subjectOf).toEqual({
      "@type": "DigitalDocument",
      name: "Digitaler Produktpass",
      encodingFormat: "application/ld+json",
      url: `${ORIGIN}/api/fabrics/7/passport.jsonld?lng=de`,
    });
  });

  it("leaves out what the card does not say, and cannot close its script element", () => {
    const data = read(productJsonLd(fabric({}, "</script><script>alert(1)</script>"), ORIGIN, "de", `${ORIGIN}/fabric/7`));
    expect(data).not.toHaveProperty("sku");
    expect(data).not.toHaveProperty("material");
    expect(data).not.toHaveProperty("additionalProperty");
    const raw = productJsonLd(fabric({}, "</script><!--"), ORIGIN, "de", `${ORIGIN}/fabric/7`);
    expect(raw).not.toMatch(/<\/?script|<!--/i);
  });
});

const GOTS = {
  id: 2,
  standard: "gots" as const,
  name: "GOTS",
  number: "CU 1024567",
  issuer: "Control Union Certifications",
  valid_from: "2026-07-29",
  valid_until: "2027-07-29",
};
const ISO = { ...GOTS, id: 1, standard: "iso_9001" as const, name: "ISO 9001:2015", number: "TR-QMS-19-0412", issuer: "Bureau Veritas Certification" };

describe("certificates in the structured data", () => {
  it("a fabric's Product has the valid certificates that cover it as schema.org Certifications", () => {
    const data = read(productJsonLd({ ...fabric({}), certificates: [GOTS] }, ORIGIN, "fr", `${ORIGIN}/fabric/7`));
    expect(data.hasCertification).toEqual([
      {
        "@type": "Certification",
        "@id": `${ORIGIN}/certificates#certificate-2`,
        name: "GOTS",
        certificationIdentification: "CU 1024567",
        issuedBy: { "@type": "Organization", name: "Control Union Certifications" },
        validFrom: "2026-07-29",
        expires: "2027-07-29",
        certificationStatus: "https://schema.org/CertificationActive",
      },
    ]);
  });

  it("a fabric without certificates has no hasCertification", () => {
    expect(read(productJsonLd(fabric({}), ORIGIN, "fr", `${ORIGIN}/fabric/7`))).not.toHaveProperty("hasCertification");
  });

  it("the Organization holds every valid certificate, the same @id as the Products'", () => {
    const org = read(organizationJsonLd(EMPTY_CONTACT, ORIGIN, "en", [ISO, GOTS]));
    const held = org.hasCertification as Record<string, unknown>[];
    expect(held.map((c) => [c["@id"], c.name, c.certificationIdentification])).toEqual([
      [`${ORIGIN}/certificates#certificate-1`, "ISO 9001:2015", "TR-QMS-19-0412"],
      [`${ORIGIN}/certificates#certificate-2`, "GOTS", "CU 1024567"],
    ]);
    expect(read(organizationJsonLd(EMPTY_CONTACT, ORIGIN, "en"))).not.toHaveProperty("hasCertification");
  });
});
