/**
 * GS1 Digital Link (GET /01/{gtin}): a colourway's GTIN sends a visitor to the fabric's page in
 * their language with the colourway named, a machine (Accept: application/ld+json, or
 * ?linkType=gs1:sustainabilityInfo) to the passport; the 8-, 12- and 13-digit forms are read as
 * their 14-digit padding; a GTIN nobody has is a 404, a value that is no GTIN a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { digitalLinkUrl } from "../../common/gs1";
import type { AdminSession, TestApp } from "../helpers/app";
import { fabricWithPassport } from "../helpers/passport";
import { adminApp } from "../helpers/suite";

let t: TestApp;
let admin: AdminSession;
let first: number;
let second: number;
let origin: string;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  origin = t.ctx.config.origin;
  first = await fabricWithPassport(t, admin, [
    { ref: "01", gtin: "4006381333931" },
    { ref: "14", gtin: "96385074" },
  ]);
  second = await fabricWithPassport(t, admin, [{ ref: "14", gtin: "036000291452" }], true);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe("GET /01/{gtin}", () => {
  it("sends a visitor to the colourway on the fabric's page, in their language", async () => {
    const res = await get("/01/04006381333931", { "accept-language": "de-DE,de;q=0.9,en;q=0.8", accept: "text/html" });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${origin}/fabric/${first}?lng=de&colourway=01`);
    expect(res.headers.vary).toBe("Accept, Accept-Language");
    // ?lng= wins over the browser's languages; without either, Turkish.
    expect((await get("/01/04006381333931?lng=fr", { "accept-language": "de" })).headers.location).toBe(
      `${origin}/fabric/${first}?lng=fr&colourway=01`,
    );
    expect((await get("/01/04006381333931")).headers.location).toBe(`${origin}/fabric/${first}?lng=tr&colourway=01`);
  });

  it("reads GTIN-8, -12 and -13 as their 14-digit padding", async () => {
    const cases: [string, number, string][] = [
      ["96385074", first, "14"],
      ["00000096385074", first, "14"],
      ["4006381333931", first, "01"],
      ["036000291452", second, "14"],
      ["00036000291452", second, "14"],
    ];
    for (const [gtin, fabric, ref] of cases) {
      const res = await get(`/01/${gtin}`, { "accept-language": "en" });
      expect(res.statusCode, gtin).toBe(303);
      expect(res.headers.location, gtin).toBe(`${origin}/fabric/${fabric}?lng=en&colourway=${ref}`);
    }
  });

  it("sends a machine to the passport: Accept application/ld+json or linkType=gs1:sustainabilityInfo", async () => {
    const passport = `${origin}/api/fabrics/${first}/passport.jsonld?lng=es`;
    const byAccept = await get("/01/04006381333931", { accept: "application/ld+json", "accept-language": "es" });
    expect(byAccept.statusCode).toBe(303);
    expect(byAccept.headers.location).toBe(passport);
    const byLinkType = await get("/01/04006381333931?linkType=gs1:sustainabilityInfo", { "accept-language": "es" });
    expect(byLinkType.headers.location).toBe(passport);
    const fullIri = await get(
      `/01/04006381333931?linkType=${encodeURIComponent("https://gs1.org/voc/sustainabilityInfo")}&lng=es`,
    );
    expect(fullIri.headers.location).toBe(passport);
    // And the address it names answers.
    expect((await get(new URL(passport).pathname + new URL(passport).search)).statusCode).toBe(200);
  });

  it("takes a trailing /22/<variant> of Digital Link's syntax", async () => {
    const res = await get("/01/04006381333931/22/anything", { "accept-language": "en" });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${origin}/fabric/${first}?lng=en&colourway=01`);
  });

  it("is a 404 for a GTIN nobody has", async () => {
    const res = await get("/01/05012345678900");
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("not_found");
  });

  it("is a 400 naming the field for a wrong check digit, a length no GTIN has, letters", async () => {
    const cases: [string, string][] = [
      ["04006381333932", "check_digit"],
      ["4006381333932", "check_digit"],
      ["96385075", "check_digit"],
      ["1234567", "invalid"],
      ["123456789", "invalid"],
      ["12345678901", "invalid"],
      ["123456789012345", "invalid"],
      ["40063813339X1", "invalid"],
      ["abcdefghijklm", "invalid"],
    ];
    for (const [gtin, code] of cases) {
      const res = await get(`/01/${gtin}`);
      expect(res.statusCode, gtin).toBe(400);
      expect(res.json().error.fields, gtin).toEqual({ gtin: code });
    }
  });

  it("digitalLinkUrl gives the address the resolver takes", async () => {
    const url = digitalLinkUrl(`${origin}/`, "4006381333931");
    expect(url).toBe(`${origin}/01/04006381333931`);
    expect((await get(new URL(url).pathname)).statusCode).toBe(303);
    expect(() => digitalLinkUrl(origin, "4006381333932")).toThrow();
  });

  it("is in the API's document", async () => {
    const doc = (await get("/api/openapi.json")).json();
    expect(doc.paths["/01/{gtin}"].get.responses).toHaveProperty("303");
    expect(Object.keys(doc.paths["/api/fabrics/{id}/passport.jsonld"].get.responses["200"].content)).toEqual([
      "application/ld+json; charset=utf-8",
    ]);
  });
});
