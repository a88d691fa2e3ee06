import { describe, expect, it } from "vitest";
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

  it("leaves out what the card does not say, and cannot close its script element", () => {
    const data = read(productJsonLd(fabric({}, "</script><script>alert(1)</script>"), ORIGIN, "de", `${ORIGIN}/fabric/7`));
    expect(data).not.toHaveProperty("sku");
    expect(data).not.toHaveProperty("material");
    expect(data).not.toHaveProperty("additionalProperty");
    const raw = productJsonLd(fabric({}, "</script><!--"), ORIGIN, "de", `${ORIGIN}/fabric/7`);
    expect(raw).not.toMatch(/<\/?script|<!--/i);
  });
});
