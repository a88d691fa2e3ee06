// The passport as CSV: the public export (GET /api/exports/passport.csv) never hands a
// spreadsheet a formula (a fabric's name, a facility's name, a substance's name starting with
// = + - @), and the staff import's passport columns refuse oversized cells, a wrong GTIN, an
// unknown facility, one that does not do the step, and odd list cells as 400s naming the line
// and column, never a 500, with nothing stored.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { EMPTY_CARD } from "../../common/fabric-card";
import { csvCell } from "../../server/http/csv";
import { parseCsv } from "../../server/http/csv-parse";
import { admin, json, login, multipart, request, type Session, snapshot } from "./support/http";
import { day, pngImage } from "./support/world";

let session: Session;
let fabricId: number;
let facilityId: number;
const code = `HC-${Date.now() % 1_000_000}`;

beforeAll(async () => {
  session = await login();
  const facility = await admin(session, "/api/facilities", {
    method: "POST",
    ...json({
      ...{ name: "@SUM(1+1)*cmd", kinds: ["weaving"], ownership: "partner", country: "TR", city: "-Bursa" },
      ...{ address: "OSB 3", description: "Dokuma." },
    }),
  });
  if (facility.status !== 201) throw new Error(`facility: ${facility.status} ${facility.text}`);
  facilityId = facility.json.data.id;
  const card = {
    ...EMPTY_CARD,
    code,
    composition: [{ fiber: "cotton", percent: 100 }],
    colourways: [{ ref: "01", shade: "white", hex: "#ffffff", photo_id: null }],
  };
  const fabric = await admin(session, "/api/fabrics", {
    method: "POST",
    ...multipart([
      { name: "name", value: '=HYPERLINK("http://evil.example","x")' },
      { name: "description", value: "Pamuk" },
      { name: "card", value: JSON.stringify(card) },
      { name: "main_image", filename: "p.png", type: "image/png", data: await pngImage() },
    ]),
  });
  if (fabric.status !== 201) throw new Error(`fabric: ${fabric.status} ${fabric.text}`);
  fabricId = fabric.json.data.id;
  const passport = await admin(session, `/api/fabrics/${fabricId}/passport`, {
    method: "PUT",
    ...json({
      fibres: [{ fiber: "cotton", origin_country: "TR" }],
      steps: [{ step: "weaving", facility_id: facilityId }],
      tests: [
        {
          property: "tear",
          method: "ISO 13937-2",
          result: "=1+1",
          unit: "N",
          tested_on: day(-3),
          lab: "+lab",
        },
      ],
      substances: { checked_on: day(-2), svhc_above_threshold: ["=cmd|' /C calc'!A0"], rsl: "@rsl" },
      colourways: [{ ref: "01", gtin: "4006381333931" }],
    }),
  });
  if (passport.status !== 200) throw new Error(`passport: ${passport.status} ${passport.text}`);
});
afterAll(async () => {
  await admin(session, `/api/fabrics/${fabricId}`, { method: "DELETE" });
  await admin(session, `/api/facilities/${facilityId}`, { method: "DELETE" });
});

const passport = async () =>
  (await admin(session, `/api/fabrics/${fabricId}?lng=all`)).json.data.fabric.passport;

const byColumn = (text: string, id: number) => {
  const [header = [], ...rows] = parseCsv(text);
  const row = rows.find((r) => r[0] === String(id)) ?? [];
  return Object.fromEntries(header.map((name, i) => [name, row[i] ?? ""]));
};

describe("the public passport CSV", () => {
  test("a formula-like name, facility, substance or list never starts a cell", async () => {
    const answer = await request("/api/exports/passport.csv?lng=en");
    expect(answer.status).toBe(200);
    const row = byColumn(answer.text, fabricId);
    expect(row.name).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(row.weaving_facility).toBe("'@SUM(1+1)*cmd, -Bursa, TR");
    expect(row.svhc_above_threshold).toBe("'=cmd|' /C calc'!A0");
    expect(row.rsl).toBe("'@rsl");
    for (const cell of parseCsv(answer.text).flat()) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});

describe("the staff CSV import's passport columns", () => {
  const exported = async () => {
    const answer = await admin(session, "/api/exports/fabrics.csv");
    expect(answer.status).toBe(200);
    return answer.text;
  };
  const upload = (text: string) =>
    admin(session, "/api/imports/fabrics.csv", {
      method: "POST",
      ...multipart([{ name: "file", filename: "fabrics.csv", type: "text/csv", data: Buffer.from(text) }]),
    });
  /** The export with the fabric's row's `column` set to `value`; answers the file and the row's line. */
  const withCell = async (column: string, value: string) => {
    const [header = [], ...rows] = parseCsv(await exported());
    const index = rows.findIndex((r) => r[0] === String(fabricId));
    rows[index]![header.indexOf(column)] = value;
    const lines = [header.join(","), ...rows.map((r) => r.map((c) => csvCell(c)).join(","))];
    return { text: `\uFEFF${lines.join("\r\n")}\r\n`, line: index + 2 };
  };

  test("the export's protected cells read back as they were: nothing changes", async () => {
    const before = await snapshot(session);
    const answer = await upload(await exported());
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.data.updated).toBe(0);
    expect(await snapshot(session)).toEqual(before);
  });

  const cases: [string, string, string, string][] = [
    ["a wrong GTIN check digit", "gtins", "01:4006381333932", "check_digit"],
    ["a GTIN of letters", "gtins", "01:ABCDEFGHIJKLM", "invalid"],
    ["an unknown facility", "passport_steps", "weaving::99999999", "not_found"],
    ["a facility that does not do the step", "passport_steps", "spinning::{facility}", "wrong_step"],
    ["a facility id that is no number", "passport_steps", "weaving::1e9", "invalid"],
    ["a recycled share above the fibre's", "passport_fibres", "cotton:TR:101:post_consumer:", "*"],
    ["a fibre the composition lacks", "passport_fibres", "linen:TR:::", "not_in_composition"],
    ["too many fields in an item", "passport_fibres", "cotton:TR:1:pre_consumer:1:extra", "invalid"],
    ["a test dated tomorrow", "passport_tests", `tear:m:r:N:${day(1)}:lab`, "in_future"],
    ["an oversized test text", "passport_tests", `tear:${"m".repeat(5000)}:r:N:${day(-1)}:lab`, "too_long"],
    [
      "41 tests",
      "passport_tests",
      Array(41)
        .fill(`tear:m:r:N:${day(-1)}:lab`)
        .join(";"),
      "*",
    ],
    ["51 substances", "svhc_above_threshold", Array(51).fill("x").join(";"), "*"],
    ["a formula as the HS code", "hs_code", "'=1+1", "invalid"],
    ["an unknown care code", "care_wash", "boil", "invalid"],
  ];
  test.each(cases)(
    "%s is refused with its line and column; nothing is stored",
    async (_name, column, value, errorCode) => {
      const before = { all: await snapshot(session), passport: await passport() };
      const { text, line } = await withCell(column, value.replace("{facility}", String(facilityId)));
      const answer = await upload(text);
      expect(answer.status, answer.text).toBe(400);
      const rows = answer.json.error.rows as { row: number; field: string; code: string }[];
      const codes = rows.filter((r) => r.row === line && r.field === column).map((r) => r.code);
      // "*": any code, as long as the cell is named.
      if (errorCode === "*") expect(codes.length).toBeGreaterThan(0);
      else expect(codes).toContain(errorCode);
      expect(answer.text).not.toMatch(/stack|at \w+ \(|SELECT|postgres/i);
      expect({ all: await snapshot(session), passport: await passport() }).toEqual(before);
    },
  );

  test("ten thousand steps in one cell are a 400, not a 500", async () => {
    const { text, line } = await withCell("passport_steps", Array(10_000).fill("weaving:TR:").join(";"));
    const answer = await upload(text);
    expect(answer.status, answer.text.slice(0, 200)).toBe(400);
    expect(answer.json.error.rows).toContainEqual({
      row: line,
      field: "passport_steps",
      code: expect.any(String),
    });
  });
});
