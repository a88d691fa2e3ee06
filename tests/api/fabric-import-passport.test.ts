/**
 * The passport's columns of the staff's fabric CSV: written from the stored passport, read back
 * unchanged, changed by an edited cell, kept when a file has none of them, and refused as
 * `PUT /api/fabrics/:id/passport` refuses (the line and column named, nothing saved).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { splitList } from "../../common/list-cell";
import { FABRIC_CSV_COLUMNS } from "../../server/modules/fabrics/csv";
import { PASSPORT_COLUMNS } from "../../server/modules/fabrics/csv-passport";
import { adminSender, dayFromToday } from "../helpers/admin-api";
import type { AdminSession, TestApp } from "../helpers/app";
import { type CsvRow, csvOf, exportCsv, importCsv, rowsOf } from "../helpers/fabric-import";
import { fabricWithPassport } from "../helpers/passport";
import { adminApp } from "../helpers/suite";

let t: TestApp;
let admin: AdminSession;
let id: number;
let other: number;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  id = await fabricWithPassport(t, admin, [
    { ref: "01", gtin: "4006381333931" },
    { ref: "14", gtin: "96385074" },
  ]);
  other = await fabricWithPassport(t, admin, [{ ref: "01", gtin: "5901234123457" }]);
});
afterAll(() => t.close());

const passportOf = async (fabric: number) => {
  const res = await t.app.inject({ url: `/api/fabrics/${fabric}?lng=en` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.fabric as {
    passport: Record<string, unknown>;
    colourways: { gtin: string | null }[];
  };
};

/** The exported file with `change` made to the fabric's row, and the row's line number. */
async function edited(fabric: number, change: (row: CsvRow) => void, columns = FABRIC_CSV_COLUMNS) {
  const rows = rowsOf(await exportCsv(t, admin));
  const index = rows.findIndex((row) => row.id === String(fabric));
  change(rows[index]!);
  return { text: csvOf(rows, columns), line: index + 2 };
}

describe("the fabric CSV's passport columns", () => {
  it("carry the stored passport, and the file read back changes nothing", async () => {
    const text = await exportCsv(t, admin);
    const row = rowsOf(text).find((r) => r.id === String(id))!;
    expect(row).toMatchObject({
      hs_code: "520852",
      dyeing_process: "piece_dyed",
      care_wash: "40",
      care_professional: "dry_clean_p",
      svhc_checked_on: dayFromToday(-2),
      rsl: "ZDHC MRSL 3.1",
      gtins: "01:04006381333931;14:00000096385074",
      passport_completeness: "100",
    });
    expect(splitList(row.passport_fibres!).map((f) => f.slice(0, 4))).toEqual([
      ["linen", "FR", "", ""],
      ["organic_cotton", "TR", "9", "pre_consumer"],
    ]);
    expect(splitList(row.passport_steps!).map((s) => s.slice(0, 2))).toEqual([
      ["spinning", "EG"],
      ["weaving", "PT"],
    ]);
    expect(splitList(row.passport_tests!)).toEqual([
      ["pilling", "ISO 12945-2", "4", "grade", dayFromToday(-9), "TÜV"],
    ]);
    const before = await passportOf(id);
    const res = await importCsv(t, admin, text);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.updated).toBe(0);
    expect(await passportOf(id)).toEqual(before);
  });

  it("an edited cell changes the passport; a file without the columns keeps it", async () => {
    const { text } = await edited(id, (row) => {
      row.hs_code = "520853";
      row.care_wash = "30";
      row.passport_tests = "tear:ISO 13937-2:warp 18\\: weft 14:N:2026-01-05:SGS";
    });
    const res = await importCsv(t, admin, text);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.updated).toBe(1);
    const { passport } = await passportOf(id);
    expect(passport).toMatchObject({ hs_code: "520853", care: { wash: "30" }, completeness: 100 });
    expect(passport.tests).toEqual([
      {
        property: "tear",
        method: "ISO 13937-2",
        result: "warp 18: weft 14",
        unit: "N",
        tested_on: "2026-01-05",
        lab: "SGS",
        report: null,
      },
    ]);
    // A file of the columns before the passport's: the passport stays as it is.
    const older = FABRIC_CSV_COLUMNS.filter(
      (c) => !PASSPORT_COLUMNS.includes(c) && c !== "passport_completeness",
    );
    const kept = await edited(
      id,
      (row) => {
        row.name_tr = "Keten dimi yeni";
      },
      older,
    );
    expect((await importCsv(t, admin, kept.text)).statusCode).toBe(200);
    expect((await passportOf(id)).passport).toEqual(passport);
  });

  it("refuses what the passport's own checks refuse, naming the line and column; nothing is saved", async () => {
    const send = adminSender(t, admin);
    const facility = await send("POST", "/api/facilities", {
      ...{ name: "Boyahane", kinds: ["dyeing"], ownership: "partner", country: "PT", city: "Braga" },
      ...{ address: "Rua 2", description: "Boya." },
    });
    expect(facility.statusCode, facility.body).toBe(201);
    const dyer = facility.json().data.id as number;
    const before = [await passportOf(id), await passportOf(other)];
    const cases: [string, string, string][] = [
      ["gtins", "01:4006381333932", "check_digit"],
      ["passport_fibres", "linen:FR:56:post_consumer:", "above_share"],
      ["passport_steps", `weaving::${dyer}`, "wrong_step"],
      ["passport_steps", "weaving::999999", "not_found"],
      ["gtins", "01:5901234123457", "taken"],
      ["hs_code", "52-08", "invalid"],
    ];
    for (const [column, value, code] of cases) {
      const { text, line } = await edited(id, (row) => {
        row[column] = value;
      });
      const res = await importCsv(t, admin, text);
      expect(res.statusCode, `${column} ${code}`).toBe(400);
      expect(res.json().error.rows, `${column} ${code}`).toContainEqual({ row: line, field: column, code });
    }
    expect([await passportOf(id), await passportOf(other)]).toEqual(before);
  });
});
