/**
 * Swatch labels (GET /api/fabrics/labels.pdf): 3 × 8 labels an A4 page; each label's QR code,
 * read from the rasterised page (mupdf, jsQR), leads to the colourway's GS1 Digital Link when it
 * has a GTIN, else to the fabric's page; the texts are in the language asked; a bad list is a 400.
 */
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSession, TestApp } from "../helpers/app";
import { fabricWithPassport } from "../helpers/passport";
import { pagePixels, qrIn } from "../helpers/pdf-qr";
import { adminApp } from "../helpers/suite";

let t: TestApp;
let admin: AdminSession;
let first: number;
let second: number;
let origin: string;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  origin = t.ctx.config.origin;
  // Colourway 01 has a GTIN, 14 has none.
  first = await fabricWithPassport(t, admin, [{ ref: "01", gtin: "4006381333931" }]);
  second = await fabricWithPassport(t, admin, [{ ref: "14", gtin: "036000291452" }], true);
});
afterAll(() => t.close());

const labels = (query: string) =>
  t.app.inject({ url: `/api/fabrics/labels.pdf?${query}`, headers: { cookie: admin.cookie } });

/** The QR codes of a page's first `count` labels (3 across, 8 down). */
function qrCodes(pdf: Buffer, count: number) {
  const page = pagePixels(pdf);
  return Array.from({ length: count }, (_, slot) =>
    qrIn(page, { x: (slot % 3) / 3, y: Math.floor(slot / 3) / 8, width: 1 / 3, height: 1 / 8 }),
  );
}

describe("GET /api/fabrics/labels.pdf", () => {
  it("gives each label a QR code to the Digital Link of a GTIN colourway, else to the fabric's page, with French texts", async () => {
    const res = await labels(`ids=${first}:01,${first}:14,${second}&lng=fr`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(qrCodes(res.rawPayload, 4)).toEqual([
      `${origin}/01/04006381333931`,
      `${origin}/fabric/${first}?lng=fr&colourway=14`,
      `${origin}/fabric/${second}?lng=fr`,
      // The fourth place is empty.
      null,
    ]);
    const { text, totalPages } = await extractText(new Uint8Array(res.rawPayload), { mergePages: true });
    expect(totalPages).toBe(1);
    expect(text).toContain("Coton biologique");
    expect(text).toContain("130 g/m²");
    expect(text).toContain("148 cm (58 po)");
    expect(text).toContain("Keten dimi");
  });

  it("puts 24 labels on a page and starts another for the 25th; German texts for lng=de", async () => {
    const res = await labels(`ids=${Array.from({ length: 25 }, () => first).join(",")}&lng=de`);
    expect(res.statusCode, res.body).toBe(200);
    const { text, totalPages } = await extractText(new Uint8Array(res.rawPayload), { mergePages: false });
    expect(totalPages).toBe(2);
    expect(text[0]!.split("Leinen-Köper").length - 1).toBe(24);
    expect(text[1]!.split("Leinen-Köper").length - 1).toBe(1);
    expect(text[1]).toContain("148 cm (58 Zoll)");
  });

  it("refuses more than 240 labels, unknown fabrics or colourways (naming them) and a list that is none", async () => {
    const many = await labels(`ids=${Array.from({ length: 241 }, () => first).join(",")}`);
    expect(many.statusCode).toBe(400);
    expect(many.json().error.fields).toEqual({ ids: "too_long" });
    expect(many.json().error.message).toContain("240");
    const unknown = await labels(`ids=${first},999999,${first}:NOPE`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ ids: "not_found" });
    expect(unknown.json().error.message).toContain("999999");
    expect(unknown.json().error.message).toContain(`${first}:NOPE`);
    for (const bad of ["abc", "1,,2", "0", "-1", "1.5", "1;2", ""]) {
      const res = await labels(`ids=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it("is the staff's only", async () => {
    const res = await t.app.inject({ url: `/api/fabrics/labels.pdf?ids=${first}` });
    expect(res.statusCode).toBe(401);
  });
});
