/**
 * A fabric's passport as JSON-LD (GET /api/fabrics/:id/passport.jsonld) and its context
 * (GET /api/contexts/passport.jsonld): expanded with jsonld.js, whose document loader serves only
 * the site's own context from the app under test and throws for any other address (no network):
 * the fibres' origins, a step's country, the colourways' GTINs come out as full IRIs and values.
 * Every demo fabric's passport expands too.
 */
import jsonld from "jsonld";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSession, TestApp } from "../helpers/app";
import { createDemoApp } from "../helpers/demo";
import { fabricWithPassport, siteOnlyLoader } from "../helpers/passport";
import { adminApp } from "../helpers/suite";

const GS1 = "https://gs1.org/voc/";
const UNTP = "https://test.uncefact.org/vocabulary/untp/dpp/0/";
const SCHEMA = "https://schema.org/";

let t: TestApp;
let admin: AdminSession;
let id: number;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  id = await fabricWithPassport(t, admin, [
    { ref: "01", gtin: "4006381333931" },
    { ref: "14", gtin: "96385074" },
  ]);
});
afterAll(() => t.close());

type Node = Record<string, unknown[]>;
const values = (node: Node | undefined, iri: string) => (node?.[iri] ?? []) as Node[];
const value = (node: Node | undefined, iri: string) => (values(node, iri)[0] as { "@value"?: unknown })?.["@value"];

async function expanded(lng = "en") {
  const res = await t.app.inject({ url: `/api/fabrics/${id}/passport.jsonld?lng=${lng}` });
  expect(res.statusCode, res.body).toBe(200);
  const { loader, asked, contextUrl } = siteOnlyLoader(t);
  const [product] = (await jsonld.expand(res.json(), { documentLoader: loader })) as Node[];
  expect(asked).toEqual([contextUrl]);
  return { product: product!, res };
}

describe("GET /api/fabrics/:id/passport.jsonld", () => {
  it("is JSON-LD with the site's own context, cached and tagged as the other public reads", async () => {
    const res = await t.app.inject({ url: `/api/fabrics/${id}/passport.jsonld?lng=de` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/ld+json; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.etag).toBeTruthy();
    const again = await t.app.inject({ url: `/api/fabrics/${id}/passport.jsonld?lng=de`, headers: { "if-none-match": String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const document = res.json();
    expect(document["@context"]).toBe(`${t.ctx.config.origin}/api/contexts/passport.jsonld`);
    expect(document).toMatchObject({ name: "Leinen-Köper", inLanguage: "de", completeness: 100, missingParts: [] });
    expect(document.textileMaterial[0]).toMatchObject({ textileMaterialDescription: "Leinen", massFraction: 0.55 });
  });

  it("expands with only the site's context: origins, steps with countries and facilities, GTINs, tests", async () => {
    const { product } = await expanded();
    expect(product["@type"]).toEqual([`${SCHEMA}Product`, `${SCHEMA}ProductGroup`]);
    expect(product["@id"]).toBe(`${t.ctx.config.origin}/fabric/${id}#product`);
    const materials = values(product, `${GS1}textileMaterial`);
    expect(materials.map((m) => m["@type"])).toEqual([
      [`${GS1}TextileMaterialDetails`, `${UNTP}Material`],
      [`${GS1}TextileMaterialDetails`, `${UNTP}Material`],
    ]);
    const origins = materials.map((m) => value(values(m, `${UNTP}originCountry`)[0], `${UNTP}countryCode`));
    expect(origins).toEqual(["FR", "TR"]);
    expect(materials.map((m) => value(m, `${GS1}textileMaterialPercentage`))).toEqual([55, 45]);
    expect(value(materials[1], `${UNTP}recycledMassFraction`)).toBe(0.2);
    // The steps are an ordered list: spinning (Egypt, no facility named), then weaving (Portugal).
    const vocabulary = `${t.ctx.config.origin}/api/contexts/passport.jsonld#`;
    const steps = (values(product, `${vocabulary}productionStep`)[0] as unknown as { "@list": Node[] })["@list"];
    expect(steps.map((s) => value(s, `${vocabulary}step`))).toEqual(["spinning", "weaving"]);
    expect(steps.map((s) => value(values(s, `${UNTP}countryOfProduction`)[0], `${UNTP}countryCode`))).toEqual(["EG", "PT"]);
    const facility = values(steps[1], `${UNTP}producedAtFacility`)[0];
    expect(facility?.["@type"]).toEqual([`${UNTP}Facility`]);
    expect(value(values(facility, `${SCHEMA}address`)[0], `${SCHEMA}addressCountry`)).toBe("PT");
    // Each colourway a variant with its GTIN (14 digits) and its Digital Link as its identifier.
    const variants = values(product, `${SCHEMA}hasVariant`);
    expect(variants.map((v) => value(v, `${GS1}gtin`))).toEqual(["04006381333931", "00000096385074"]);
    expect(variants[0]?.["@id"]).toBe(`${t.ctx.config.origin}/01/04006381333931`);
    const test = values(product, `${vocabulary}testResult`)[0];
    expect(values(test, `${vocabulary}testedOn`)[0]).toMatchObject({ "@type": "http://www.w3.org/2001/XMLSchema#date" });
    expect(value(values(product, `${UNTP}productCategory`)[0], `${UNTP}code`)).toBe("520852");
  });

  it("answers the texts in the language asked, Turkish by default", async () => {
    const tr = (await t.app.inject({ url: `/api/fabrics/${id}/passport.jsonld` })).json();
    expect(tr).toMatchObject({ name: "Keten dimi", inLanguage: "tr" });
    expect(tr.productionStep[0].name).toBe("İplik eğirme");
    const fr = (await t.app.inject({ url: `/api/fabrics/${id}/passport.jsonld?lng=fr` })).json();
    expect(fr.textileMaterial[0].textileMaterialDescription).toBe("Lin");
  });

  it("is a 404 envelope for an unknown fabric, 400 for an id that is none or an unknown language", async () => {
    const missing = await t.app.inject({ url: "/api/fabrics/2000000000/passport.jsonld" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("not_found");
    expect((await t.app.inject({ url: "/api/fabrics/abc/passport.jsonld" })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/fabrics/${id}/passport.jsonld?lng=xx` })).statusCode).toBe(400);
  });

  it("a refused context address makes the expansion fail (the loader is the only way out)", async () => {
    const res = await t.app.inject({ url: `/api/fabrics/${id}/passport.jsonld` });
    const document = { ...res.json(), "@context": "https://example.org/elsewhere.jsonld" };
    await expect(jsonld.expand(document, { documentLoader: siteOnlyLoader(t).loader })).rejects.toThrow();
  });
});

describe("GET /api/contexts/passport.jsonld", () => {
  it("is a context document, cacheable, naming the vocabularies", async () => {
    const res = await t.app.inject({ url: "/api/contexts/passport.jsonld" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/ld+json; charset=utf-8");
    expect(res.headers.etag).toBeTruthy();
    const context = res.json()["@context"];
    expect(context).toMatchObject({ schema: SCHEMA, gs1: GS1, untp: UNTP, textileMaterial: "gs1:textileMaterial" });
  });
});

describe("the demo catalogue", () => {
  it("every demo fabric's passport expands with the site's context alone", async () => {
    const demo = await createDemoApp();
    try {
      const list = await demo.app.inject({ url: "/api/fabrics?page_size=100" });
      const ids = (list.json().data as { id: number }[]).map((f) => f.id);
      expect(ids.length).toBeGreaterThan(3);
      let withGtin = 0;
      for (const fabric of ids) {
        const res = await demo.app.inject({ url: `/api/fabrics/${fabric}/passport.jsonld?lng=en` });
        expect(res.statusCode, res.body).toBe(200);
        const { loader } = siteOnlyLoader(demo);
        const [product] = (await jsonld.expand(res.json(), { documentLoader: loader })) as Node[];
        expect(product?.["@type"]).toContain(`${SCHEMA}Product`);
        if (values(product, `${SCHEMA}hasVariant`).some((v) => value(v, `${GS1}gtin`))) withGtin++;
      }
      expect(withGtin).toBeGreaterThan(0);
    } finally {
      await demo.close();
    }
  }, 120_000);
});
