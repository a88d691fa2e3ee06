import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_CARD, type FabricCardInput } from "../../common/fabric-card";
import { type AdminSession, listFiles, multipart, type TestApp } from "../helpers/app";
import { fabricWriter, LINEN_TWILL as SHARED_CARD } from "../helpers/fabric-card";
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

const LINEN_TWILL: FabricCardInput = { ...SHARED_CARD, code: "km-2041" };
const write = (...args: Parameters<ReturnType<typeof fabricWriter>>) =>
  fabricWriter(t, admin, image)(...args);

const create = (card: unknown, name = "Keten dimi") =>
  write("POST", "/api/fabrics", { name, description: "Yazlık gömleklik", card: JSON.stringify(card) });

async function read(id: number, lng = "es") {
  const res = await t.app.inject({ method: "GET", url: `/api/fabrics/${id}?lng=${lng}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.fabric as Record<string, unknown>;
}

const uploads = () => listFiles(t.ctx.storage.local.uploadsDir).sort();

describe("a fabric's technical card", () => {
  it("is stored from the admin form and read back by the API, the code in capitals", async () => {
    const res = await create(LINEN_TWILL);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ code: "KM-2041", weave: "twill", weight_gsm: 130 });

    const fabric = await read(res.json().data.id);
    expect(fabric).toMatchObject({ ...LINEN_TWILL, code: "KM-2041" });
    const list = await t.app.inject({ method: "GET", url: "/api/fabrics?lng=fr" });
    const listed = (list.json().data as { id: number; composition: unknown }[]).find(
      (f) => f.id === res.json().data.id,
    );
    expect(listed?.composition).toEqual(LINEN_TWILL.composition);
  });

  it("keeps colourways that show the fabric's own gallery photos, and no other fabric's", async () => {
    const id = (await create({ ...LINEN_TWILL, code: "KM-8000" })).json().data.id as number;
    const other = (await create({ ...LINEN_TWILL, code: "KM-8001" })).json().data.id as number;
    const photo = async (fabricId: number) => {
      const body = multipart({}, [{ field: "image", filename: "p.jpg", content: await jpeg(120, 90) }]);
      const res = await t.app.inject({
        method: "POST",
        url: `/api/fabrics/${fabricId}/photos`,
        payload: body.payload,
        headers: { ...admin.headers, ...body.headers },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    const own = await photo(id);
    const foreign = await photo(other);
    const colourway = (photo_id: number) => ({
      ...LINEN_TWILL,
      code: "KM-8000",
      colourways: [{ ref: "07", shade: "navy", hex: "#202840", photo_id }],
    });
    const refused = await write("PUT", `/api/fabrics/${id}`, { card: JSON.stringify(colourway(foreign)) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ "card.colourways": "invalid" });
    const kept = await write("PUT", `/api/fabrics/${id}`, { card: JSON.stringify(colourway(own)) });
    expect(kept.statusCode, kept.body).toBe(200);
    // The fabric's own answer gives each colourway its GTIN (none here).
    expect((await read(id)).colourways).toEqual([
      { ref: "07", shade: "navy", hex: "#202840", photo_id: own, gtin: null },
    ]);
  });

  it("is empty (nulls and empty lists) on a fabric saved without one", async () => {
    const res = await write("POST", "/api/fabrics", { name: "Poplin", description: "Pamuklu" });
    expect(res.statusCode, res.body).toBe(201);
    expect(await read(res.json().data.id)).toMatchObject(EMPTY_CARD);
  });

  it("is replaced by an edit that sends one and kept by an edit that does not", async () => {
    const id = (await create({ ...LINEN_TWILL, code: "KM-3000" })).json().data.id as number;
    const edited = await write("PUT", `/api/fabrics/${id}`, {
      card: JSON.stringify({ ...EMPTY_CARD, code: "KM-3001", weight_gsm: 180, weave: "flannel" }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await read(id)).toMatchObject({
      code: "KM-3001",
      weight_gsm: 180,
      weave: "flannel",
      composition: [],
    });

    const textOnly = await write("PUT", `/api/fabrics/${id}`, { name_es: "Franela" });
    expect(textOnly.statusCode, textOnly.body).toBe(200);
    expect(await read(id)).toMatchObject({ name: "Franela", code: "KM-3001", weight_gsm: 180 });
  });

  it("refuses a code another fabric has with a 409 on the code field, storing nothing", async () => {
    await create({ ...LINEN_TWILL, code: "KM-7000" });
    const before = uploads();
    const res = await create({ ...LINEN_TWILL, code: " km-7000 " }, "İkinci");
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual({ "card.code": "taken" });
    expect(uploads()).toEqual(before);
    expect(listFiles(t.ctx.storage.tmpDir)).toEqual([]);

    const other = (await create({ ...LINEN_TWILL, code: "KM-7001" })).json().data.id as number;
    const clash = await write("PUT", `/api/fabrics/${other}`, {
      card: JSON.stringify({ ...LINEN_TWILL, code: "KM-7000" }),
    });
    expect(clash.statusCode).toBe(409);
    expect((await read(other)).code).toBe("KM-7001");
  });

  it("names the wrong field of a card that does not hold together", async () => {
    const cases: [unknown, Record<string, string>][] = [
      [
        {
          ...LINEN_TWILL,
          composition: [
            { fiber: "linen", percent: 55 },
            { fiber: "cotton", percent: 40 },
          ],
        },
        { "card.composition": "invalid" },
      ],
      [
        {
          ...LINEN_TWILL,
          composition: [
            { fiber: "linen", percent: 50 },
            { fiber: "linen", percent: 50 },
          ],
        },
        { "card.composition": "invalid" },
      ],
      [
        { ...LINEN_TWILL, composition: [{ fiber: "silk", percent: 100 }] },
        { "card.composition.0.fiber": "invalid" },
      ],
      [
        { ...LINEN_TWILL, composition: [{ fiber: "linen", percent: 100.5 }] },
        { "card.composition.0.percent": "invalid" },
      ],
      [{ ...LINEN_TWILL, weight_gsm: 5000 }, { "card.weight_gsm": "too_long" }],
      [{ ...LINEN_TWILL, width_cm: "150" }, { "card.width_cm": "invalid" }],
      [{ ...LINEN_TWILL, weave: "satin weave" }, { "card.weave": "invalid" }],
      [{ ...LINEN_TWILL, code: "KM 2041" }, { "card.code": "invalid" }],
      [{ ...LINEN_TWILL, code: "<script>" }, { "card.code": "invalid" }],
      [{ ...LINEN_TWILL, finishes: ["peached", "peached"] }, { "card.finishes": "invalid" }],
      [{ ...LINEN_TWILL, yarn_count: "50/1\u0000" }, { "card.yarn_count": "invalid" }],
      [{ ...LINEN_TWILL, lead_time_weeks: -1 }, { "card.lead_time_weeks": "too_short" }],
      [
        { ...LINEN_TWILL, colourways: [{ ref: "01", shade: "white", hex: "white" }] },
        { "card.colourways.0.hex": "invalid" },
      ],
      [
        { ...LINEN_TWILL, colourways: [{ ref: "01", shade: "mauve", hex: "#ffffff" }] },
        { "card.colourways.0.shade": "invalid" },
      ],
      [
        {
          ...LINEN_TWILL,
          colourways: [
            { ref: "01", shade: "white", hex: "#ffffff" },
            { ref: "01", shade: "navy", hex: "#202840" },
          ],
        },
        { "card.colourways": "invalid" },
      ],
      // A new fabric has no gallery: no colourway can show one of its photos.
      [
        { ...LINEN_TWILL, colourways: [{ ref: "01", shade: "white", hex: "#ffffff", photo_id: 1 }] },
        { "card.colourways": "invalid" },
      ],
    ];
    for (const [card, fields] of cases) {
      const res = await create(card);
      expect(res.statusCode, JSON.stringify(card)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(card)).toMatchObject(fields);
    }
  });

  it("refuses what is not a card: broken JSON, other shapes, unknown keys, __proto__, an oversized text", async () => {
    const before = uploads();
    const texts = [
      "{",
      "[]",
      '"card"',
      "null",
      JSON.stringify({ ...LINEN_TWILL, price: 3 }),
      `{"__proto__":{"admin":true},${JSON.stringify(LINEN_TWILL).slice(1)}`,
      JSON.stringify({ ...LINEN_TWILL, yarn_count: "x".repeat(5000) }),
    ];
    for (const card of texts) {
      const res = await write("POST", "/api/fabrics", { name: "Dimi", description: "Dimi", card });
      expect(res.statusCode, card.slice(0, 40)).toBe(400);
      const fields = Object.keys(res.json().error.fields ?? {});
      expect(fields.length, card.slice(0, 40)).toBeGreaterThan(0);
      expect(
        fields.every((field) => field === "card" || field.startsWith("card.")),
        card.slice(0, 40),
      ).toBe(true);
      expect(res.body).not.toMatch(/stack|at \w+ \(|zod/i);
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(uploads()).toEqual(before);
  });

  it("is shown to every visitor the moment it is saved (the public read model is emptied)", async () => {
    const id = (await create({ ...LINEN_TWILL, code: "KM-5000" })).json().data.id as number;
    expect((await read(id, "de")).weight_gsm).toBe(130);
    await write("PUT", `/api/fabrics/${id}`, {
      card: JSON.stringify({ ...LINEN_TWILL, code: "KM-5000", weight_gsm: 140 }),
    });
    expect((await read(id, "de")).weight_gsm).toBe(140);
  });
});
