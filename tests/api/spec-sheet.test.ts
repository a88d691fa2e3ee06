import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FabricCardInput } from "../../common/fabric-card";
import type { AdminSession, TestApp } from "../helpers/app";
import { fabricWriter, LINEN_TWILL } from "../helpers/fabric-card";
import { adminApp } from "../helpers/suite";
import { jpeg } from "../fixtures/images";

let t: TestApp;
let admin: AdminSession;
let image: Buffer;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  image = await jpeg(400, 300);
});
afterAll(() => t.close());

const CARD: FabricCardInput = { ...LINEN_TWILL, code: "SS-2041" };
const write = (...args: Parameters<ReturnType<typeof fabricWriter>>) => fabricWriter(t, admin, image)(...args);

async function createFabric(card: FabricCardInput = CARD): Promise<number> {
  const res = await write("POST", "/api/fabrics", {
    name: "Şile bezi gömleklik",
    name_es: "Lino sarga",
    description: "Yazlık gömleklik: ılık günler için İpek dokulu, ağırlığı hafif.",
    description_es: "Tejido de verano para camisas.",
    card: JSON.stringify(card),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const sheet = (id: number | string, lng: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `/api/fabrics/${id}/spec-sheet.pdf?lng=${lng}`, headers });

/** The text of the PDF, as a reader extracts it, and its page count. */
async function textOf(body: Buffer) {
  const { text, totalPages } = await extractText(new Uint8Array(body), { mergePages: true });
  // Extractors split a line where its pieces were drawn apart: spaces are not compared.
  return { text, flat: text.replace(/\s+/g, ""), totalPages };
}

describe("a fabric's spec sheet", () => {
  it("is one A4 page of PDF in the language asked, with the card's labels and units", async () => {
    const id = await createFabric();
    const res = await sheet(id, "es");
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('inline; filename="SS-2041-es.pdf"');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(res.rawPayload.toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);

    const { text, flat, totalPages } = await textOf(res.rawPayload);
    expect(totalPages).toBe(1);
    expect(text).toContain("SS-2041");
    expect(text).toContain("Lino sarga");
    expect(text).toContain("Gramaje");
    expect(text).toContain("130 g/m²");
    expect(flat).toContain("130g/m²(3,8oz/yd²)");
    expect(text).toContain("Sarga");
    expect(text).toContain("5 semanas");
    expect(flat).toContain(`/fabric/${id}?lng=es`);

    // An unchanged sheet is not sent again.
    const again = await sheet(id, "es", { "if-none-match": String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("writes Turkish letters (an embedded font, not the standard ones)", async () => {
    const id = await createFabric({ ...CARD, code: "SS-2042" });
    const res = await sheet(id, "tr");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe('inline; filename="SS-2042-tr.pdf"');
    expect(res.rawPayload.toString("latin1")).toContain("DejaVuSans");
    const { text, flat } = await textOf(res.rawPayload);
    expect(text).toContain("Şile bezi gömleklik");
    expect(text).toContain("Gramaj");
    expect(flat).toContain("ılıkgünleriçinİpek");
    expect(flat).toContain("Oluşturulmatarihi");
  });

  it("is named after the fabric's id when it has no code", async () => {
    const id = await createFabric({ ...CARD, code: null });
    const res = await sheet(id, "de");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`inline; filename="fabric-${id}-de.pdf"`);
  });

  it("answers 404 for a missing fabric, 400 for a bad id or language", async () => {
    const missing = await sheet(2_000_000_000, "es");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("not_found");
    expect((await sheet("abc", "es")).statusCode).toBe(400);
    expect((await sheet(1, "xx")).statusCode).toBe(400);
  });

  it("is made anew after the admin changes the fabric", async () => {
    const id = await createFabric({ ...CARD, code: "SS-2043" });
    const before = await sheet(id, "es");
    expect((await textOf(before.rawPayload)).text).toContain("130 g/m²");

    const edited = await write("PUT", `/api/fabrics/${id}`, {
      card: JSON.stringify({ ...CARD, code: "SS-2043", weight_gsm: 165 }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await sheet(id, "es");
    expect(after.statusCode).toBe(200);
    const { text } = await textOf(after.rawPayload);
    expect(text).toContain("165 g/m²");
    expect(text).not.toContain("130 g/m²");
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
