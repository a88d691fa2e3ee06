/**
 * Every passport as CSV (GET /api/exports/passport.csv): public, one row per article and
 * colourway, the passport's values in their columns, the texts in the language asked, cached with
 * an ETag as the other public reads, formula-like cells neutralised.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { splitList } from "../../common/list-cell";
import { parseCsv } from "../../server/http/csv-parse";
import { PASSPORT_CSV_COLUMNS } from "../../server/modules/fabrics/passport-csv";
import { adminSender, dayFromToday } from "../helpers/admin-api";
import type { AdminSession, TestApp } from "../helpers/app";
import { fabricWriter, LINEN_TWILL } from "../helpers/fabric-card";
import { fabricWithPassport } from "../helpers/passport";
import { adminApp } from "../helpers/suite";
import { jpeg } from "../fixtures/images";

let t: TestApp;
let admin: AdminSession;
let id: number;
let bare: number;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  id = await fabricWithPassport(t, admin, [
    { ref: "01", gtin: "4006381333931" },
    { ref: "14", gtin: "96385074" },
  ]);
  bare = await fabricWithPassport(t, admin, [], true);
});
afterAll(() => t.close());

async function download(lng: string) {
  const res = await t.app.inject({ url: `/api/exports/passport.csv?lng=${lng}` });
  expect(res.statusCode, res.body).toBe(200);
  const [header, ...rows] = parseCsv(res.body);
  const records = rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i] ?? ""])));
  return { res, header: header!, records };
}

describe("GET /api/exports/passport.csv", () => {
  it("is a public CSV with a BOM, the documented columns and one row per colourway", async () => {
    const { res, header, records } = await download("en");
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toContain("\r\n");
    expect(header).toEqual(PASSPORT_CSV_COLUMNS);
    expect(header.slice(0, 6)).toEqual(["id", "code", "name", "colourway_ref", "colourway_name", "gtin"]);
    const mine = records.filter((r) => r.id === String(id));
    expect(mine.map((r) => [r.colourway_ref, r.gtin])).toEqual([
      ["01", "04006381333931"],
      ["14", "00000096385074"],
    ]);
    // The colourways without a GTIN still have their row; every cell has its column.
    const other = records.filter((r) => r.id === String(bare));
    expect(other.length).toBeGreaterThan(0);
    for (const row of parseCsv(res.body)) expect(row).toHaveLength(header.length);
  });

  it("puts the passport's values in their cells, the texts in the language asked", async () => {
    const { records } = await download("en");
    const row = records.find((r) => r.id === String(id) && r.colourway_ref === "14")!;
    expect(row).toMatchObject({
      hs_code: "520852",
      dyeing_process: "piece_dyed",
      fibre_1: "linen",
      fibre_1_percent: "55",
      fibre_1_origin: "FR",
      fibre_1_recycled_percent: "",
      fibre_2: "organic_cotton",
      fibre_2_percent: "45",
      fibre_2_origin: "TR",
      fibre_2_recycled_percent: "9",
      fibre_2_recycled_source: "pre_consumer",
      fibre_3: "",
      spinning_country: "EG",
      spinning_facility: "",
      weaving_country: "PT",
      dyeing_country: "",
      care_wash: "40",
      care_bleach: "no_bleach",
      care_iron: "medium",
      svhc_checked_on: dayFromToday(-2),
      svhc_above_threshold: "",
      rsl: "ZDHC MRSL 3.1",
      completeness: "100",
      missing_parts: "",
      url: `${t.ctx.config.origin}/fabric/${id}?lng=en&colourway=14`,
    });
    expect(row.weaving_facility).toMatch(/^Tesis \d+, Porto, PT$/);
    expect(row.fibre_2_certificate).toMatch(/CU \d+|certificate-\d+$/);
    expect(row.care_wash_text).toMatch(/40/);
    expect(splitList(row.tests!)).toEqual([
      ["pilling", "ISO 12945-2", "4", "grade", dayFromToday(-9), "TÜV"],
    ]);
    const fr = (await download("fr")).records.find((r) => r.id === String(id) && r.colourway_ref === "14")!;
    expect(fr.care_bleach_text).not.toBe(row.care_bleach_text);
    expect(fr.url).toContain("lng=fr");
  });

  it("gives an article without colourways one row, and the colourways without GTINs theirs", async () => {
    const card = { ...LINEN_TWILL, code: `NC-${Date.now() % 100_000}`, colourways: [] };
    const made = await fabricWriter(t, admin, await jpeg(120, 90))("POST", "/api/fabrics", {
      ...{ name: "Renksiz", description: "Yok", card: JSON.stringify(card) },
    });
    expect(made.statusCode, made.body).toBe(201);
    const plain = made.json().data.id as number;
    const { records } = await download("tr");
    const alone = records.filter((r) => r.id === String(plain));
    expect(alone).toHaveLength(1);
    expect(alone[0]).toMatchObject({ code: card.code, name: "Renksiz", colourway_ref: "", gtin: "" });
    expect(String(alone[0]?.missing_parts).split(";")).toContain("gtin");
    const mine = records.filter((r) => r.id === String(bare));
    expect(mine.map((r) => [r.colourway_ref, r.gtin])).toEqual([
      ["01", ""],
      ["14", ""],
    ]);
    expect(Number(mine[0]?.completeness)).toBeLessThan(100);
  });

  it("is kept by the public cache: an ETag, a 304 for it, and a new file after an admin change", async () => {
    const first = await t.app.inject({ url: "/api/exports/passport.csv?lng=de" });
    expect(first.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      url: "/api/exports/passport.csv?lng=de",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const send = adminSender(t, admin);
    const saved = await send("PUT", `/api/fabrics/${bare}/passport`, { hs_code: "520853", colourways: [] });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await t.app.inject({ url: "/api/exports/passport.csv?lng=de" });
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.body).toContain("520853");
  });
});
