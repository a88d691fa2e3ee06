/**
 * A fabric's passport (PUT /api/fabrics/:id/passport, GET /api/fabrics/:id): stored and read
 * back, completeness up to 100, each colourway's GTIN, a deleted facility leaving its steps'
 * country, the public cache emptied by a passport's change.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fabrics } from "../../server/db/schema";
import { adminSender, newCertificate as createCertificate, dayFromToday } from "../helpers/admin-api";
import type { AdminSession, TestApp } from "../helpers/app";
import { fabricWriter, LINEN_TWILL } from "../helpers/fabric-card";
import { adminApp } from "../helpers/suite";
import { jpeg } from "../fixtures/images";

let t: TestApp;
let admin: AdminSession;
let send: ReturnType<typeof adminSender>;
let picture: Buffer | undefined;
let codes = 0;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  send = adminSender(t, admin);
});
afterAll(() => t.close());

const day = dayFromToday;

/** A linen and organic cotton fabric (two colourways: 01, 14), as the admin's form makes it. */
async function newFabric() {
  picture ??= await jpeg(200, 150);
  const card = { ...LINEN_TWILL, code: `PP-${++codes}${Date.now() % 100_000}` };
  const form = { name: "Keten dimi", description: "Yazlık gömleklik", card: JSON.stringify(card) };
  const res = await fabricWriter(t, admin, picture)("POST", "/api/fabrics", form);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const newCertificate = async () =>
  (await createCertificate(t, admin, { standard: "grs", number: `CU ${++codes}`, valid_until: day(300) })).id;

async function newFacility(kinds: string[], country = "TR") {
  const res = await send("POST", "/api/facilities", {
    name: `Tesis ${++codes}`,
    kinds,
    ownership: "partner",
    country,
    city: "Denizli",
    address: "OSB 1",
    description: "Tesis.",
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

async function read(id: number, lng = "en") {
  const res = await t.app.inject({ url: `/api/fabrics/${id}?lng=${lng}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.fabric;
}

const fullPassport = (ids: { certificate: number; spinning: number; weaving: number }) => ({
  hs_code: "520852",
  dyeing_process: "piece_dyed",
  fibres: [
    { fiber: "linen", origin_country: "FR" },
    {
      fiber: "organic_cotton",
      origin_country: "TR",
      recycled_percent: 20,
      recycled_source: "pre_consumer",
      certificate_id: ids.certificate,
    },
  ],
  steps: [
    { step: "weaving", facility_id: ids.weaving, country: null },
    { step: "spinning", facility_id: ids.spinning },
    { step: "finishing", country: "TR" },
  ],
  care: { wash: "40", bleach: "no_bleach", tumble_dry: "low", iron: "medium", professional: "dry_clean_p" },
  tests: [
    {
      property: "colour_fastness_washing",
      method: "ISO 105-C06",
      result: "4-5",
      unit: "grade",
      tested_on: day(-30),
      lab: "Bureau Veritas İstanbul",
    },
  ],
  substances: { checked_on: day(-5), svhc_above_threshold: [], rsl: "ZDHC MRSL 3.1" },
  colourways: [
    { ref: "01", gtin: "4006381333931" },
    { ref: "14", gtin: "96385074" },
  ],
});

describe("a fabric's passport", () => {
  it("starts empty, with what is missing", async () => {
    const fabric = await read(await newFabric());
    expect(fabric.passport).toMatchObject({
      hs_code: null,
      steps: [],
      completeness: 0,
      missing: ["hs_code", "dyeing_process", "fibres", "steps", "care", "tests", "substances", "gtin"],
    });
    expect(fabric.passport.fibres).toEqual([
      { fiber: "linen", percent: 55, origin_country: null, recycled_percent: null, recycled_source: null, certificate_id: null },
      {
        fiber: "organic_cotton",
        percent: 45,
        origin_country: null,
        recycled_percent: null,
        recycled_source: null,
        certificate_id: null,
      },
    ]);
    expect(fabric.colourways.map((c: { gtin: unknown }) => c.gtin)).toEqual([null, null]);
  });

  it("is stored and read back whole, steps in the making's order, completeness reaching 100", async () => {
    const id = await newFabric();
    const certificate = await newCertificate();
    const spinning = await newFacility(["spinning"]);
    const weaving = await newFacility(["weaving", "dyeing"], "PT");
    const partial = await send("PUT", `/api/fabrics/${id}/passport`, { hs_code: "520852", dyeing_process: "yarn_dyed" });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().data).toMatchObject({ completeness: 25, hs_code: "520852" });

    const res = await send("PUT", `/api/fabrics/${id}/passport`, fullPassport({ certificate, spinning, weaving }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ completeness: 100, missing: [] });

    const fabric = await read(id, "de");
    expect(fabric.passport).toMatchObject({
      hs_code: "520852",
      dyeing_process: "piece_dyed",
      care: { wash: "40", bleach: "no_bleach", tumble_dry: "low", iron: "medium", professional: "dry_clean_p" },
      substances: { checked_on: day(-5), svhc_above_threshold: [], rsl: "ZDHC MRSL 3.1" },
      completeness: 100,
    });
    expect(fabric.passport.fibres[1]).toEqual({
      fiber: "organic_cotton",
      percent: 45,
      origin_country: "TR",
      recycled_percent: 20,
      recycled_source: "pre_consumer",
      certificate_id: certificate,
    });
    expect(fabric.passport.steps).toEqual([
      { step: "spinning", country: "TR", facility: { id: spinning, name: expect.any(String), city: "Denizli", country: "TR" } },
      { step: "weaving", country: "PT", facility: { id: weaving, name: expect.any(String), city: "Denizli", country: "PT" } },
      { step: "finishing", country: "TR", facility: null },
    ]);
    expect(fabric.passport.tests[0]).toMatchObject({ method: "ISO 105-C06", tested_on: day(-30) });
    expect(fabric.colourways.map((c: { ref: string; gtin: string }) => [c.ref, c.gtin])).toEqual([
      ["01", "04006381333931"],
      ["14", "00000096385074"],
    ]);
    // A fabric without the GTIN parts drops to 88.
    const less = await send("PUT", `/api/fabrics/${id}/passport`, {
      ...fullPassport({ certificate, spinning, weaving }),
      colourways: [{ ref: "01", gtin: "4006381333931" }],
    });
    expect(less.json().data).toMatchObject({ completeness: 88, missing: ["gtin"] });
  });

  it("keeps the steps' country when their facility is deleted, and shows a facility's new name", async () => {
    const id = await newFabric();
    const spinning = await newFacility(["spinning"], "EG");
    const weaving = await newFacility(["weaving"]);
    const certificate = await newCertificate();
    const res = await send("PUT", `/api/fabrics/${id}/passport`, {
      ...fullPassport({ certificate, spinning, weaving }),
      colourways: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    // Read first (in both languages), so that what the server holds in memory must be renewed.
    expect((await read(id)).passport.steps[0].facility.id).toBe(spinning);
    expect((await read(id, "de")).passport.steps[1].facility.id).toBe(weaving);
    expect((await send("DELETE", `/api/facilities/${spinning}`)).statusCode).toBe(204);
    const renamed = await send("PUT", `/api/facilities/${weaving}`, { name: "Dokuma Güneşli 2" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await read(id, "de")).passport.steps[1].facility.name).toBe("Dokuma Güneşli 2");
    const fabric = await read(id);
    expect(fabric.passport.steps[0]).toEqual({ step: "spinning", country: "EG", facility: null });
    expect(fabric.passport.steps[1].facility.id).toBe(weaving);
    const [row] = await t.ctx.db.select({ passport: fabrics.passport }).from(fabrics).where(eq(fabrics.id, id));
    expect(row?.passport?.steps[0]).toEqual({ step: "spinning", facility_id: null, country: "EG" });
  });

  it("is a change the public cache and the read models learn of", async () => {
    const id = await newFabric();
    expect((await send("PUT", `/api/fabrics/${id}/passport`, { hs_code: "520852" })).statusCode).toBe(200);
    expect((await read(id)).passport.hs_code).toBe("520852");
    // A change behind the server's back stays unseen: the answer is kept.
    await t.ctx.db.update(fabrics).set({ passport: null }).where(eq(fabrics.id, id));
    expect((await read(id)).passport.hs_code).toBe("520852");
    const res = await send("PUT", `/api/fabrics/${id}/passport`, { hs_code: "5208520000" });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read(id)).passport.hs_code).toBe("5208520000");
    expect((await read(id, "fr")).passport.hs_code).toBe("5208520000");
  });

  it("refuses a GTIN another fabric has, and a bad field, changing nothing", async () => {
    const a = await newFabric();
    const b = await newFabric();
    expect((await send("PUT", `/api/fabrics/${a}/passport`, { colourways: [{ ref: "01", gtin: "036000291452" }] })).statusCode).toBe(200);
    const taken = await send("PUT", `/api/fabrics/${b}/passport`, {
      hs_code: "520852",
      colourways: [{ ref: "14", gtin: "00036000291452" }],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields).toEqual({ "colourways.0.gtin": "taken" });
    expect((await read(b)).passport.hs_code).toBeNull();
    // Its own GTIN again is no clash.
    expect((await send("PUT", `/api/fabrics/${a}/passport`, { colourways: [{ ref: "01", gtin: "036000291452" }] })).statusCode).toBe(200);
    expect((await send("PUT", "/api/fabrics/99999999/passport", {})).statusCode).toBe(404);
    expect((await t.app.inject({ method: "PUT", url: `/api/fabrics/${a}/passport`, payload: {} })).statusCode).toBe(401);
  });
});
