/**
 * A fabric's spec sheet with its passport (GET /api/fabrics/:id/spec-sheet.pdf): the steps, the
 * fibres' origins and recycled share, the care texts, the tests and the substances on a second
 * page, in the language asked, as a reader extracts the text.
 */
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSender, dayFromToday } from "../helpers/admin-api";
import type { AdminSession, TestApp } from "../helpers/app";
import { fabricWriter, LINEN_TWILL } from "../helpers/fabric-card";
import { jpeg } from "../fixtures/images";
import { fabricWithPassport } from "../helpers/passport";
import { pagePixels, qrIn } from "../helpers/pdf-qr";
import { adminApp } from "../helpers/suite";

let t: TestApp;
let admin: AdminSession;
let fabricId: number;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  const send = adminSender(t, admin);
  const facility = await send("POST", "/api/facilities", {
    ...{ name: "Ege Dokuma", kinds: ["weaving"], ownership: "partner", country: "TR" },
    ...{ city: "Denizli", address: "OSB 1", description: "Dokuma." },
  });
  expect(facility.statusCode, facility.body).toBe(201);
  const card = JSON.stringify({ ...LINEN_TWILL, code: "PS-7701" });
  const created = await fabricWriter(t, admin, await jpeg(200, 150))("POST", "/api/fabrics", {
    ...{ name: "Keten dimi", description: "Yazlık gömleklik", card },
  });
  expect(created.statusCode, created.body).toBe(201);
  fabricId = created.json().data.id;
  const put = await send("PUT", `/api/fabrics/${fabricId}/passport`, {
    dyeing_process: "piece_dyed",
    fibres: [
      { fiber: "linen", origin_country: "FR" },
      { fiber: "organic_cotton", origin_country: "TR", recycled_percent: 20, recycled_source: "post_consumer" },
    ],
    steps: [
      { step: "spinning", country: "IT" },
      { step: "weaving", facility_id: facility.json().data.id },
    ],
    care: { wash: "40", bleach: "no_bleach", tumble_dry: "low", iron: "medium", professional: "dry_clean_p" },
    tests: [
      {
        ...{ property: "colour_fastness_rubbing_wet", method: "ISO 105-X12", result: "3-4", unit: "grade" },
        ...{ tested_on: dayFromToday(-30), lab: "Labor Nord Hamburg" },
      },
    ],
    substances: { checked_on: dayFromToday(-5), svhc_above_threshold: [], rsl: "ZDHC MRSL 3.1" },
  });
  expect(put.statusCode, put.body).toBe(200);
});
afterAll(() => t.close());

async function sheetText(lng: string) {
  const res = await t.app.inject({ url: `/api/fabrics/${fabricId}/spec-sheet.pdf?lng=${lng}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  const { text, totalPages } = await extractText(new Uint8Array(res.rawPayload), { mergePages: false });
  // Extractors split a line where its pieces were drawn apart: spaces are not compared.
  return { pages: text.map((page) => page.replace(/\s+/g, "")), totalPages };
}
const flat = (text: string) => text.replace(/\s+/g, "");

describe("the spec sheet's passport", () => {
  it("is on a second page in German: steps, origins, recycled share, care texts, tests, substances", async () => {
    const { pages, totalPages } = await sheetText("de");
    expect(totalPages).toBe(2);
    const [first, second] = pages as [string, string];
    expect(first).not.toContain(flat("Rückverfolgbarkeit und Pflege"));
    for (const expected of [
      "Rückverfolgbarkeit und Pflege",
      "1. Spinnerei: Italien",
      "2. Weberei: Ege Dokuma, Denizli, Türkei",
      "Herkunft: Frankreich",
      "davon 20 % recycelt (Post-Consumer)",
      "Färbung: Stückgefärbt",
      "Waschen bei 40 °C, Normalwaschgang",
      "Nicht bleichen",
      "Bügeln bei max. 150 °C",
      "Reibechtheit, nass",
      "Note 3-4",
      "Labor Nord Hamburg",
      "Erfüllt die Liste eingeschränkter Stoffe ZDHC MRSL 3.1",
    ])
      expect(second, expected).toContain(flat(expected));
  });

  it("is in Turkish with its letters", async () => {
    const { pages } = await sheetText("tr");
    const second = pages[1] ?? "";
    for (const expected of [
      "İzlenebilirlik ve bakım",
      "İplik eğirme: İtalya",
      "Menşei: Fransa",
      "40 °C'de yıkama, normal işlem",
      "Ağartıcı kullanılmaz",
      "Yaş sürtme haslığı",
      "3-4 (gri skala notu)",
    ])
      expect(second, expected).toContain(flat(expected));
  });

  it("carries the GS1 Digital Link of the first colourway with a GTIN in its QR code, else the fabric's page", async () => {
    const origin = t.ctx.config.origin;
    const footer = { x: 0, y: 0.8, width: 0.3, height: 0.2 };
    const qrOf = async (id: number) => {
      const res = await t.app.inject({ url: `/api/fabrics/${id}/spec-sheet.pdf?lng=fr` });
      expect(res.statusCode).toBe(200);
      return qrIn(pagePixels(res.rawPayload, 0, 150), footer);
    };
    // Colourway 01 has no GTIN, 14 has one: the sheet's code is 14's.
    const withGtin = await fabricWithPassport(t, admin, [{ ref: "14", gtin: "4006381333931" }]);
    expect(await qrOf(withGtin)).toBe(`${origin}/01/04006381333931`);
    expect(await qrOf(fabricId)).toBe(`${origin}/fabric/${fabricId}?lng=fr`);
  });
});
