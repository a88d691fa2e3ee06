// What the fabric CSV import refuses, and how: a wrong header, hostile cells (formulas stay
// text, markup stays text, `__proto__` is a column name like any other), a broken file, one too
// large or too long, a file that is not a UTF-8 CSV, and anyone who is not a logged-in admin.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FABRIC_IMPORT_LIMITS } from "../../common/fabric-import";
import { FABRIC_CSV_COLUMNS } from "../../server/modules/fabrics/csv";
import { type AdminSession, listFiles, type TestApp } from "../helpers/app";
import { csvOf, exportCsv, importCsv, newRow, rowsOf } from "../helpers/fabric-import";
import { adminApp } from "../helpers/suite";
import { png } from "../fixtures/images";

let t: TestApp;
let admin: AdminSession;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
});
afterAll(() => t.close());

const HEADER = FABRIC_CSV_COLUMNS.join(",");
/** A file of raw lines after the export's header: cells exactly as given, no protection added. */
const raw = (...lines: string[]) => [HEADER, ...lines].join("\r\n");
/** A raw line for a new fabric: id, code, the five names, the five descriptions, the rest empty. */
const line = (code: string, names: string[], descriptions = ["Açıklama"]) =>
  [
    "",
    code,
    ...pad(names, 5),
    ...pad(descriptions, 5),
    ...Array(FABRIC_CSV_COLUMNS.length - 12).fill(""),
  ].join(",");
const pad = (cells: string[], length: number) => [...cells, ...Array(length - cells.length).fill("")];

async function refused(content: string | Buffer, status = 400, filename?: string) {
  const res = await importCsv(t, admin, content, filename);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().error as {
    code: string;
    rows?: { row: number; field: string; code: string }[];
    fields?: Record<string, string>;
  };
}

describe("the header row", () => {
  it("must name every column but the read-only ones, each once, and no other", async () => {
    const columns = FABRIC_CSV_COLUMNS.filter(
      (c) => c !== "weave" && c !== "photo_count" && c !== "created_at",
    );
    const header = [...columns, "name_TR", "code", "__proto__", "constructor", ""].join(",");
    const error = await refused(`${header}\r\n`);
    expect(error.rows).toEqual([
      { row: 1, field: "code", code: "duplicate" },
      { row: 1, field: "weave", code: "required" },
      { row: 1, field: "name_TR", code: "invalid" },
      { row: 1, field: "__proto__", code: "invalid" },
      { row: 1, field: "constructor", code: "invalid" },
      { row: 1, field: "", code: "invalid" },
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("takes the columns in any order, without the read-only ones", async () => {
    const columns = [...FABRIC_CSV_COLUMNS]
      .filter((c) => c !== "photo_count" && c !== "created_at")
      .reverse();
    const res = await importCsv(t, admin, csvOf([newRow({ code: "ORDER-1", weight_gsm: "99" })], columns));
    expect(res.statusCode, res.body).toBe(200);
    expect(rowsOf(await exportCsv(t, admin)).find((r) => r.code === "ORDER-1")?.weight_gsm).toBe("99");
  });

  it("is missing in an empty file", async () => {
    expect((await refused("")).rows).toEqual([{ row: 1, field: "_", code: "required" }]);
    expect((await refused("\uFEFF\r\n")).rows).toEqual([{ row: 1, field: "_", code: "required" }]);
  });
});

describe("hostile cells", () => {
  it("keeps formulas, markup and prototype names as text, and the export protects them again", async () => {
    const formula = '"=HYPERLINK(""http://evil.example"",""Tıkla"")"';
    const file = raw(
      line("HOST-1", [formula, "'=1+1", "+cmd|' /C calc'!A0", "@SUM(A1)", "-2+3"]),
      line(
        "HOST-2",
        ["<script>alert(1)</script>", '<img src=x onerror="alert(1)">', "__proto__", "constructor"],
        ['{"__proto__":{"polluted":true}}'],
      ),
    );
    const res = await importCsv(t, admin, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const rows = rowsOf(await exportCsv(t, admin));
    const first = rows.find((r) => r.code === "HOST-1")!;
    const second = rows.find((r) => r.code === "HOST-2")!;
    const stored = async (id: string) =>
      (await t.app.inject({ url: `/api/fabrics/${id}?lng=all`, headers: admin.headers })).json().data.fabric;
    expect((await stored(first.id!)).name).toEqual({
      tr: '=HYPERLINK("http://evil.example","Tıkla")',
      en: "=1+1",
      de: "+cmd|' /C calc'!A0",
      es: "@SUM(A1)",
      fr: "-2+3",
    });
    // Out again, each behind its apostrophe: a spreadsheet shows them, it does not run them.
    expect([first.name_tr, first.name_en, first.name_de, first.name_es, first.name_fr]).toEqual([
      '\'=HYPERLINK("http://evil.example","Tıkla")',
      "'=1+1",
      "'+cmd|' /C calc'!A0",
      "'@SUM(A1)",
      "'-2+3",
    ]);
    const markup = await stored(second.id!);
    expect(markup.name).toEqual({
      tr: "<script>alert(1)</script>",
      en: '<img src=x onerror="alert(1)">',
      de: "__proto__",
      es: "constructor",
    });
    expect(markup.description).toEqual({ tr: '{"__proto__":{"polluted":true}}' });
    // The public answer carries it as a JSON string, never as markup.
    const pub = await t.app.inject({ url: `/api/fabrics/${second.id}?lng=tr` });
    expect(pub.headers["content-type"]).toMatch(/^application\/json/);
    expect(pub.json().data.fabric.name).toBe("<script>alert(1)</script>");
  });

  it("refuses a quoted cell left open, and a row whose cells do not match the header", async () => {
    const open = await refused(
      raw(line("Q-1", ["İyi"]), `,Q-2,"açık kaldı,${",".repeat(FABRIC_CSV_COLUMNS.length - 3)}`),
    );
    expect(open.rows).toEqual([{ row: 3, field: "name_tr", code: "invalid" }]);
    const short = await refused(raw(line("Q-3", ["İyi"]), ",Q-4,Kısa", "", `${line("Q-5", ["Uzun"])},fazla`));
    expect(short.rows).toEqual([
      { row: 3, field: "_", code: "invalid" },
      { row: 5, field: "_", code: "invalid" },
    ]);
    expect(rowsOf(await exportCsv(t, admin)).some((r) => r.code?.startsWith("Q-"))).toBe(false);
  });
});

describe("the file", () => {
  it("is at most 2 MB and 5,000 rows", async () => {
    const big = raw(line("BIG-1", ["Büyük"], ["x".repeat(FABRIC_IMPORT_LIMITS.bytes)]));
    expect((await refused(big, 413)).fields).toEqual({ file: "file_size" });

    const many = (count: number, last: string) =>
      raw(...Array.from({ length: count - 1 }, (_, i) => line(`MANY-${i}`, [`Kumaş ${i}`])), last);
    expect((await refused(many(FABRIC_IMPORT_LIMITS.rows + 1, line("MANY-X", ["Son"])), 413)).fields).toEqual(
      {
        file: "too_long",
      },
    );
    // Blank lines count too: a million of them is not read through.
    expect((await refused(`${HEADER}${"\n".repeat(1_000_000)}`, 413)).fields).toEqual({ file: "too_long" });
    // Exactly the limit is read through: the last row's problem is found, nothing is written.
    const error = await refused(many(FABRIC_IMPORT_LIMITS.rows, line("MANY-X", [""])));
    expect(error.rows).toEqual([{ row: FABRIC_IMPORT_LIMITS.rows + 1, field: "name_tr", code: "required" }]);
    expect(rowsOf(await exportCsv(t, admin)).some((r) => r.code?.startsWith("MANY-"))).toBe(false);
    expect(listFiles(t.ctx.storage.tmpDir)).toEqual([]);
  }, 60_000);

  it("is a UTF-8 text named .csv", async () => {
    const latin1 = Buffer.from(raw(line("ENC-1", ["Gömlek"])), "latin1");
    expect((await refused(latin1)).fields).toEqual({ file: "invalid" });
    expect((await refused(raw(line("NUL-1", ["a\u0000b"])))).fields).toEqual({ file: "invalid" });
    expect((await refused(raw(line("TXT-1", ["x"])), 415, "fabrics.txt")).fields).toEqual({
      file: "file_type",
    });
    expect((await refused(await png(20, 20), 415, "fabrics.csv")).fields).toEqual({ file: "file_type" });
    expect(listFiles(t.ctx.storage.tmpDir)).toEqual([]);
  });

  it("is required, in a multipart form", async () => {
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/imports/fabrics.csv",
      headers: { ...admin.headers, "content-type": "multipart/form-data; boundary=b" },
      payload: "--b--\r\n",
    });
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.json().error.fields).toEqual({ file: "required" });
    const text = await t.app.inject({
      method: "POST",
      url: "/api/imports/fabrics.csv",
      headers: { ...admin.headers, "content-type": "text/csv" },
      payload: raw(line("CT-1", ["x"])),
    });
    expect(text.statusCode).toBe(415);
  });
});

describe("who may import", () => {
  it("nobody without an admin session, nor an admin without the CSRF token", async () => {
    const file = raw(line("AUTH-1", ["Yetkisiz"]));
    expect((await importCsv(t, null, file)).statusCode).toBe(401);
    const noToken = await importCsv(t, { ...admin, headers: { cookie: admin.cookie } }, file);
    expect(noToken.statusCode).toBe(403);
    const forged = await importCsv(
      t,
      { ...admin, headers: { cookie: "sid=forged", "x-csrf-token": admin.csrfToken } },
      file,
    );
    expect(forged.statusCode).toBe(401);
    expect(rowsOf(await exportCsv(t, admin)).some((r) => r.code === "AUTH-1")).toBe(false);
  });
});
