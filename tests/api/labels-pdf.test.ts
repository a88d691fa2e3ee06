/**
 * Swatch labels (GET /api/fabrics/labels.pdf): 3 × 8 labels an A4 page; each label's QR code,
 * read from the rasterised page (mupdf, jsQR), leads to the colourway's GS1 Digital Link when it
 * has a GTIN, else to the fabric's page; the texts are in the language asked; a bad list is a 400.
 */
import jsQR from "jsqr";
import * as mupdf from "mupdf";
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminSession, createTestApp, loginAdmin, type TestApp } from "../helpers/app";
import { fabricWithPassport } from "../helpers/passport";

let t: TestApp;
let admin: AdminSession;
let first: number;
let second: number;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t);
  origin = t.ctx.config.origin;
  // Colourway 01 has a GTIN, 14 has none.
  first = await fabricWithPassport(t, admin, [{ ref: "01", gtin: "4006381333931" }]);
  second = await fabricWithPassport(t, admin, [{ ref: "14", gtin: "036000291452" }], true);
});
afterAll(() => t.close());

const labels = (query: string) =>
  t.app.inject({ url: `/api/fabrics/labels.pdf?${query}`, headers: { cookie: admin.cookie } });

/** The QR codes of a page's first `count` labels, read from the page drawn at 200 dpi. */
function qrCodes(pdf: Buffer, count: number) {
  const doc = mupdf.Document.openDocument(pdf, "application/pdf");
  const pixmap = doc.loadPage(0).toPixmap(mupdf.Matrix.scale(200 / 72, 200 / 72), mupdf.ColorSpace.DeviceRGB, false, true);
  const [width, height, rgb] = [pixmap.getWidth(), pixmap.getHeight(), pixmap.getPixels()];
  const cellW = Math.floor(width / 3);
  const cellH = Math.floor(height / 8);
  const found: (string | null)[] = [];
  for (let slot = 0; slot < count; slot++) {
    const x0 = (slot % 3) * cellW;
    const y0 = Math.floor(slot / 3) * cellH;
    const rgba = new Uint8ClampedArray(cellW * cellH * 4);
    for (let y = 0; y < cellH; y++)
      for (let x = 0; x < cellW; x++) {
        const from = ((y0 + y) * width + x0 + x) * 3;
        rgba.set([rgb[from]!, rgb[from + 1]!, rgb[from + 2]!, 255], (y * cellW + x) * 4);
      }
    found.push(jsQR(rgba, cellW, cellH)?.data ?? null);
  }
  return found;
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
