/**
 * How complete the passports are (GET /api/fabric-passports, its `incomplete` filter) and the
 * dashboard's count of complete ones, as the admin's list and dashboard show them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSender, dayFromToday as day } from "../helpers/admin-api";
import type { AdminSession, TestApp } from "../helpers/app";
import { fabricWriter, LINEN_TWILL } from "../helpers/fabric-card";
import { adminApp } from "../helpers/suite";
import { jpeg } from "../fixtures/images";

let t: TestApp;
let admin: AdminSession;
let send: ReturnType<typeof adminSender>;
let codes = 0;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  send = adminSender(t, admin);
});
afterAll(() => t.close());

/** A linen and organic cotton fabric with colourways 01 and 14. */
async function newFabric() {
  const card = { ...LINEN_TWILL, code: `PS-${++codes}` };
  const form = { name: "Keten dimi", description: "Yazlık gömleklik", card: JSON.stringify(card) };
  const res = await fabricWriter(t, admin, await jpeg(120, 90))("POST", "/api/fabrics", form);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

/** Every part filled, the steps only by country. */
const complete = (gtins: [string, string]) => ({
  hs_code: "520852",
  dyeing_process: "piece_dyed",
  fibres: [
    { fiber: "linen", origin_country: "FR" },
    { fiber: "organic_cotton", origin_country: "TR" },
  ],
  steps: [{ step: "weaving", country: "TR" }],
  care: { wash: "40", bleach: "no_bleach", tumble_dry: "low", iron: "medium", professional: "dry_clean_p" },
  tests: [
    { property: "pilling", method: "ISO 12945-2", result: "4", unit: "grade", tested_on: day(-3), lab: "TSE" },
  ],
  substances: { checked_on: day(-1), svhc_above_threshold: [], rsl: "ZDHC MRSL 3.1" },
  colourways: [
    { ref: "01", gtin: gtins[0] },
    { ref: "14", gtin: gtins[1] },
  ],
});

const statuses = async (query = "") => {
  const res = await t.app.inject({ url: `/api/fabric-passports${query}`, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { fabric_id: number; completeness: number; missing: string[] }[];
};

describe("passport completeness across the catalogue", () => {
  it("is for admins only and refuses an unknown filter value", async () => {
    expect((await t.app.inject({ url: "/api/fabric-passports" })).statusCode).toBe(401);
    const res = await t.app.inject({ url: "/api/fabric-passports?incomplete=yes", headers: admin.headers });
    expect(res.statusCode).toBe(400);
  });

  it("lists each fabric's completeness, filters the incomplete ones and counts the complete on the dashboard", async () => {
    const done = await newFabric();
    const half = await newFabric();
    const empty = await newFabric();
    expect((await send("PUT", `/api/fabrics/${done}/passport`, complete(["4006381333931", "96385074"]))).statusCode).toBe(200);
    const partial = { ...complete(["4012345678901", "12345670"]), tests: [], colourways: [{ ref: "01", gtin: "4012345678901" }] };
    expect((await send("PUT", `/api/fabrics/${half}/passport`, partial)).statusCode).toBe(200);

    const all = await statuses();
    expect(all.map((s) => s.fabric_id)).toEqual([empty, half, done]);
    expect(all.find((s) => s.fabric_id === done)).toEqual({ fabric_id: done, completeness: 100, missing: [] });
    expect(all.find((s) => s.fabric_id === half)).toEqual({ fabric_id: half, completeness: 75, missing: ["tests", "gtin"] });
    expect(all.find((s) => s.fabric_id === empty)?.completeness).toBe(0);

    // The same figure as the fabric's own answer.
    const item = await t.app.inject({ url: `/api/fabrics/${half}?lng=en` });
    expect(item.json().data.fabric.passport).toMatchObject({ completeness: 75, missing: ["tests", "gtin"] });

    expect((await statuses("?incomplete=true")).map((s) => s.fabric_id)).toEqual([empty, half]);
    expect((await statuses("?incomplete=false")).length).toBe(3);

    const dashboard = await t.app.inject({ url: "/api/dashboard", headers: admin.headers });
    expect(dashboard.json().data.counts).toMatchObject({ fabrics: 3, complete_passports: 1 });

    // A colourway added to the card makes the complete passport incomplete again.
    const card = { ...LINEN_TWILL, code: "PS-1", colourways: [...LINEN_TWILL.colourways, { ref: "22", shade: "navy", hex: "#223366", photo_id: null }] };
    const edit = await fabricWriter(t, admin, await jpeg(120, 90))("PUT", `/api/fabrics/${done}`, { card: JSON.stringify(card) });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await statuses("?incomplete=true")).map((s) => s.fabric_id)).toEqual([empty, half, done]);
    expect((await t.app.inject({ url: "/api/dashboard", headers: admin.headers })).json().data.counts.complete_passports).toBe(0);
  });
});
