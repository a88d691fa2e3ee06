// The fabric CSV import (POST /api/imports/fabrics.csv): the export read back unchanged, rows
// that add and update fabrics, all or none, each refused cell reported by row and column, and
// the public reads (lists, pages, spec sheets) fresh after it as after an edit.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_CARD } from "../../common/fabric-card";
import { activityLog } from "../../server/db/schema";
import { FABRIC_CSV_COLUMNS } from "../../server/modules/fabrics/csv";
import { type AdminSession, multipart, type TestApp } from "../helpers/app";
import { fabricWriter, LINEN_TWILL } from "../helpers/fabric-card";
import { type CsvRow, csvOf, exportCsv, importCsv, newRow, rowsOf } from "../helpers/fabric-import";
import { adminApp } from "../helpers/suite";
import { parseCsv } from "../../server/http/csv-parse";
import { jpeg } from "../fixtures/images";

let t: TestApp;
let admin: AdminSession;
let write: ReturnType<typeof fabricWriter>;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  write = fabricWriter(t, admin, await jpeg(200, 150));
});
afterAll(() => t.close());

/** A fabric made through the admin form; answers its id. */
async function create(fields: Record<string, string>, card?: unknown) {
  const res = await write("POST", "/api/fabrics", {
    ...fields,
    ...(card ? { card: JSON.stringify(card) } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

async function read(id: number, lng = "all") {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/fabrics/${id}?lng=${lng}`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.fabric as Record<string, unknown>;
}

const CSV_COLUMNS = new Set<string>(FABRIC_CSV_COLUMNS);
const rowOf = (text: string, id: number) => rowsOf(text).find((row) => row.id === String(id))!;
const imported = async (text: string) => {
  const res = await importCsv(t, admin, text);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { created: number; updated: number; unchanged: number };
};
const refused = async (text: string, status = 400) => {
  const res = await importCsv(t, admin, text);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().error as {
    code: string;
    message: string;
    rows?: { row: number; field: string; code: string }[];
    fields?: unknown;
  };
};

describe("the export read back", () => {
  it("changes nothing: same file out, every row unchanged, nothing logged", async () => {
    await create(
      {
        name: '=HYPERLINK("http://evil.example","Tıkla")',
        name_de: 'Leinen, "gewaschen"',
        name_fr: "-moins",
        description: "Yazlık keten\r\nikinci satır\nüçüncü",
        description_en: "@mention",
      },
      { ...LINEN_TWILL, code: "RT-1" },
    );
    await create({ name: "Kartsız poplin", description: "Kartı hiç doldurulmadı" });
    await create(
      { name: "Oxford 🧵 ĞÜŞİÖÇ", description: "+90 212 000 00 00" },
      { ...EMPTY_CARD, code: "RT-3", weave: "oxford" },
    );

    const before = await exportCsv(t, admin);
    const logged = (await t.ctx.db.select().from(activityLog)).length;
    const result = await imported(before);
    expect(result).toEqual({ created: 0, updated: 0, unchanged: rowsOf(before).length });
    expect(await exportCsv(t, admin)).toBe(before);
    expect((await t.ctx.db.select().from(activityLog)).length).toBe(logged);

    // The file a spreadsheet saves: no byte-order mark, LF line ends, semicolons between cells.
    const quoted = (cell: string) => (/[";\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
    const semicolons = parseCsv(before)
      .map((cells) => cells.map(quoted).join(";"))
      .join("\n");
    expect(semicolons.startsWith("id;code;name_tr;")).toBe(true);
    expect(await imported(semicolons)).toEqual(result);
    expect(await exportCsv(t, admin)).toBe(before);
  });
});

describe("rows that add and update fabrics", () => {
  it("adds a fabric for a row without id (no photo) and updates the one a row names", async () => {
    const id = await create(
      { name: "Eski ad", name_en: "Old name", description: "Açıklama" },
      { ...LINEN_TWILL, code: "UP-1" },
    );
    const before = await read(id);
    const file = await exportCsv(t, admin);
    const row = rowOf(file, id);
    const edited: CsvRow = {
      ...row,
      name_tr: "Yeni ad",
      name_en: "",
      name_es: "Nombre nuevo",
      weight_gsm: "145",
      finishes: "brushed",
    };
    const fresh = newRow({
      code: " new-1 ",
      name_en: "Imported",
      composition: "cotton: 60;linen:40",
      weight_gsm: "120",
      end_use: "men; women",
      stock_service: "in_stock",
      photo_count: "7",
      created_at: "1999-01-01T00:00:00.000Z",
    });

    const result = await imported(csvOf([fresh, edited]));
    expect(result).toEqual({ created: 1, updated: 1, unchanged: 0 });

    const updated = await read(id);
    expect(updated).toMatchObject({
      name: { tr: "Yeni ad", es: "Nombre nuevo" },
      description: { tr: "Açıklama" },
      code: "UP-1",
      weight_gsm: 145,
      finishes: ["brushed"],
      composition: LINEN_TWILL.composition,
    });
    expect(updated.name).not.toHaveProperty("en");
    // What the file has no column for (the photos, and whatever the fabric or its card has beyond
    // the export's columns) stays as it was.
    const untouched = (fabric: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(fabric).filter(
          ([key]) => !CSV_COLUMNS.has(key) && key !== "name" && key !== "description",
        ),
      );
    expect(untouched(updated)).toEqual(untouched(before));
    expect(updated.image).not.toBeNull();

    const added = rowsOf(await exportCsv(t, admin)).find((r) => r.code === "NEW-1")!;
    const fabric = await read(Number(added.id));
    expect(fabric).toMatchObject({
      name: { tr: "İthal kumaş", en: "Imported" },
      composition: [
        { fiber: "cotton", percent: 60 },
        { fiber: "linen", percent: 40 },
      ],
      end_use: ["men", "women"],
      weave: null,
      main_image: null,
      image: null,
      photo_count: 0,
    });
    // The read-only columns are not read.
    expect(added.created_at).not.toBe("1999-01-01T00:00:00.000Z");

    const log = await t.ctx.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, Number(added.id)));
    expect(log.map((entry) => [entry.action, entry.entity, entry.summary])).toContainEqual([
      "create",
      "fabric",
      "İthal kumaş",
    ]);
  });

  it("lets fabrics of the file swap their codes, and a new row take a code another row gives up", async () => {
    const a = await create({ name: "A", description: "a" }, { ...EMPTY_CARD, code: "SW-A" });
    const b = await create({ name: "B", description: "b" }, { ...EMPTY_CARD, code: "SW-B" });
    const file = await exportCsv(t, admin);
    const rows = [
      { ...rowOf(file, a), code: "SW-B" },
      { ...rowOf(file, b), code: "SW-C" },
      newRow({ code: "SW-A" }),
    ];
    expect(await imported(csvOf(rows))).toEqual({ created: 1, updated: 2, unchanged: 0 });
    expect((await read(a)).code).toBe("SW-B");
    expect((await read(b)).code).toBe("SW-C");
  });

  it("empties the public cache and the read models as an edit does: lists, pages and spec sheets", async () => {
    const id = await create(
      { name: "Önbellek", description: "Önce" },
      { ...EMPTY_CARD, code: "CACHE-1", weight_gsm: 100 },
    );
    const sheet = () => t.app.inject({ method: "GET", url: `/api/fabrics/${id}/spec-sheet.pdf?lng=en` });
    const list = async () =>
      (await t.app.inject("/api/fabrics?lng=en&page_size=100")).json().data as {
        id: number;
        name: string;
        weight_gsm: number;
      }[];
    const page = () => t.app.inject({ url: `/api/fabrics/${id}?lng=en` });

    const first = await sheet();
    expect(first.statusCode).toBe(200);
    expect((await sheet()).headers.etag).toBe(first.headers.etag);
    expect((await list()).find((f) => f.id === id)?.weight_gsm).toBe(100);
    expect((await page()).json().data.fabric.weight_gsm).toBe(100);

    const file = await exportCsv(t, admin);
    await imported(
      csvOf([
        { ...rowOf(file, id), weight_gsm: "180" },
        newRow({ name_en: "Listed at once", code: "CACHE-2" }),
      ]),
    );

    expect((await list()).find((f) => f.id === id)?.weight_gsm).toBe(180);
    expect((await list()).some((f) => f.name === "Listed at once")).toBe(true);
    expect((await page()).json().data.fabric.weight_gsm).toBe(180);
    expect((await sheet()).headers.etag).not.toBe(first.headers.etag);
  });

  it("takes a file with only the header: nothing to do", async () => {
    expect(await imported(csvOf([]))).toEqual({ created: 0, updated: 0, unchanged: 0 });
  });
});

describe("all rows or none", () => {
  it("writes nothing when one row of several is wrong, and reports exactly its cells", async () => {
    const id = await create({ name: "Dokunulmaz", description: "x" }, { ...EMPTY_CARD, code: "ALL-1" });
    const before = await exportCsv(t, admin);
    const rows = [
      newRow({ code: "ALL-2" }),
      newRow({
        code: "ALL-3",
        composition: "linen:55;cotton:35",
        weight_gsm: "9000",
        weave: "satin-x",
        width_cm: "1.5",
      }),
      { ...rowOf(before, id), name_tr: "Değişmemeli" },
      newRow({
        name_tr: " ",
        description_tr: "",
        name_en: "x".repeat(201),
        yarn_count: "Ne\u000750",
        finishes: "peached;peached",
      }),
    ];
    const error = await refused(csvOf(rows));
    expect(error.code).toBe("invalid_input");
    expect(error.rows).toEqual([
      { row: 3, field: "composition", code: "invalid" },
      { row: 3, field: "weight_gsm", code: "too_long" },
      { row: 3, field: "width_cm", code: "invalid" },
      { row: 3, field: "weave", code: "invalid" },
      { row: 5, field: "name_tr", code: "required" },
      { row: 5, field: "name_en", code: "too_long" },
      { row: 5, field: "description_tr", code: "required" },
      { row: 5, field: "yarn_count", code: "invalid" },
      { row: 5, field: "finishes", code: "invalid" },
    ]);
    expect(await exportCsv(t, admin)).toBe(before);
  });

  it("refuses a code twice in the file, an id twice, a code another fabric holds and ids that name nothing", async () => {
    const holder = await create({ name: "Sahip", description: "x" }, { ...EMPTY_CARD, code: "HELD-1" });
    const other = await create({ name: "Diğer", description: "x" }, { ...EMPTY_CARD, code: "OTHER-1" });
    const before = await exportCsv(t, admin);
    const rows = [
      newRow({ code: "DUP-1" }),
      newRow({ code: " dup-1" }),
      { ...rowOf(before, other), code: "held-1" },
      { ...rowOf(before, other), name_tr: "İkinci kez" },
      newRow({ id: "2000000000" }),
      newRow({ id: "abc" }),
      newRow({ id: "0" }),
      newRow({ id: "99999999999" }),
    ];
    const error = await refused(csvOf(rows));
    expect(error.rows).toEqual([
      { row: 3, field: "code", code: "duplicate" },
      { row: 4, field: "code", code: "taken" },
      { row: 5, field: "id", code: "duplicate" },
      { row: 6, field: "id", code: "not_found" },
      { row: 7, field: "id", code: "invalid" },
      { row: 8, field: "id", code: "invalid" },
      { row: 9, field: "id", code: "invalid" },
    ]);
    expect(await exportCsv(t, admin)).toBe(before);
    expect((await read(holder)).code).toBe("HELD-1");
  });

  it("rolls everything back when the database refuses a row midway, and answers 409 for a code taken meanwhile", async () => {
    const id = await create({ name: "Geri alınır", description: "x" }, { ...EMPTY_CARD, code: "RB-1" });
    // A row the database refuses (BOOM), and the unique violation a concurrent save would cause (RACE).
    await t.ctx.db.execute(
      sql.raw(`create function import_test_fail() returns trigger language plpgsql as $$
      begin
        if new.name->>'tr' = 'BOOM' then raise exception 'boom'; end if;
        if new.name->>'tr' = 'RACE' then
          raise exception 'duplicate key value violates unique constraint "fabrics_code_uq"'
            using errcode = 'unique_violation', constraint = 'fabrics_code_uq';
        end if;
        return new;
      end $$`),
    );
    await t.ctx.db.execute(
      sql.raw(
        "create trigger import_test_fail before insert on fabrics for each row execute function import_test_fail()",
      ),
    );
    try {
      const before = await exportCsv(t, admin);
      const logged = (await t.ctx.db.select().from(activityLog)).length;
      const edited = { ...rowOf(before, id), name_tr: "Yazılmamalı", code: "RB-2" };
      const failing = await importCsv(
        t,
        admin,
        csvOf([edited, newRow({ code: "RB-3" }), newRow({ name_tr: "BOOM" })]),
      );
      expect(failing.statusCode).toBe(500);
      expect(failing.body).not.toContain("boom");
      expect(await exportCsv(t, admin)).toBe(before);
      expect((await t.ctx.db.select().from(activityLog)).length).toBe(logged);

      const race = await importCsv(t, admin, csvOf([edited, newRow({ name_tr: "RACE", code: "RB-4" })]));
      expect(race.statusCode, race.body).toBe(409);
      expect(race.json().error.fields).toEqual({ code: "taken" });
      expect(await exportCsv(t, admin)).toBe(before);
    } finally {
      await t.ctx.db.execute(sql.raw("drop trigger import_test_fail on fabrics"));
      await t.ctx.db.execute(sql.raw("drop function import_test_fail()"));
    }
  });
});

describe("collections and colourways in the file", () => {
  it("moves a fabric into a collection and edits its colourways, keeping the photo a reference shows", async () => {
    const cover = await jpeg(200, 150);
    const body = multipart({ name: "Riviera", description: "", season: "SS27", kind: "main" }, [
      { field: "coverImage", filename: "c.jpg", content: cover },
    ]);
    const made = await t.app.inject({ method: "POST", url: "/api/collections", payload: body.payload, headers: { ...admin.headers, ...body.headers } });
    expect(made.statusCode, made.body).toBe(201);
    const collection = made.json().data.id as number;
    const id = await create({ name: "Renkli", description: "Renkler" }, { ...EMPTY_CARD, code: "CW-1" });
    const photoBody = multipart({}, [{ field: "image", filename: "p.jpg", content: cover }]);
    const photo = (
      await t.app.inject({ method: "POST", url: `/api/fabrics/${id}/photos`, payload: photoBody.payload, headers: { ...admin.headers, ...photoBody.headers } })
    ).json().data.id as number;
    const card = { ...EMPTY_CARD, code: "CW-1", colourways: [{ ref: "01", shade: "white", hex: "#ffffff", photo_id: photo }] };
    expect((await write("PUT", `/api/fabrics/${id}`, { card: JSON.stringify(card) })).statusCode).toBe(200);

    const row = rowOf(await exportCsv(t, admin), id);
    expect(row.colourways).toBe("01:white:#ffffff");
    expect(row.collection_id).toBe("");
    const result = await imported(csvOf([{ ...row, collection_id: String(collection), colourways: "01:ecru:#f6ead0;02:navy:#263454" }]));
    expect(result).toMatchObject({ updated: 1 });
    const fabric = await read(id);
    expect(fabric.collection).toMatchObject({ id: collection, season: "SS27" });
    expect(fabric.colourways).toEqual([
      { ref: "01", shade: "ecru", hex: "#f6ead0", photo_id: photo, gtin: null },
      { ref: "02", shade: "navy", hex: "#263454", photo_id: null, gtin: null },
    ]);
  });

  it("names a collection that does not exist and a colourway it cannot read, and writes nothing", async () => {
    const id = await create({ name: "Tek", description: "Tek" }, { ...EMPTY_CARD, code: "CW-2" });
    const row = rowOf(await exportCsv(t, admin), id);
    const error = await refused(
      csvOf([
        { ...row, collection_id: "999999" },
        { ...row, id: "", code: "CW-3", collection_id: "abc" },
        { ...row, id: "", code: "CW-4", colourways: "01:mauve:#ffffff" },
      ]),
    );
    expect(error.rows).toEqual(
      expect.arrayContaining([
        { row: 2, field: "collection_id", code: "not_found" },
        { row: 3, field: "collection_id", code: "invalid" },
        { row: 4, field: "colourways", code: "invalid" },
      ]),
    );
    expect((await read(id)).collection).toBeNull();
  });
});
