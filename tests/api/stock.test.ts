// Stock per colourway from the ERP: PUT /api/stock (JSON and CSV, all lines or none, counts,
// idempotent, ?replace=all), its refusals by line, GET /api/stock and the settings, and what the
// public gets: bands in GET /api/fabrics/:id (never metres), stale figures as "ask", the
// finder's in_stock filter, and the cache emptied by an import.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fabricStock, fabrics, stockSettings } from "../../server/db/schema";
import type { AdminSession, TestApp } from "../helpers/app";
import { LINEN_TWILL } from "../helpers/fabric-card";
import { adminApp } from "../helpers/suite";

let t: TestApp;
let admin: AdminSession;
let n = 0;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(fabricStock);
  await t.ctx.db.delete(stockSettings);
  await t.ctx.db.delete(fabrics);
  t.app.publicCache.invalidate();
});

/** A fabric with colourways 01, 02, 03, sold from stock unless said otherwise. */
async function fabric(stockService: "in_stock" | "made_to_order" = "in_stock") {
  const { code: _code, ...card } = LINEN_TWILL;
  const code = `ST-${1000 + ++n}`;
  const [row] = await t.ctx.db
    .insert(fabrics)
    .values({
      name: { tr: `Kumaş ${n}` },
      description: { tr: "Gömleklik" },
      code,
      card: {
        ...card,
        stock_service: stockService,
        colourways: ["01", "02", "03"].map((ref) => ({
          ref,
          shade: "white" as const,
          hex: "#ffffff",
          photo_id: null,
        })),
      },
    })
    .returning({ id: fabrics.id });
  return { id: row!.id, code };
}

const put = (payload: unknown, url = "/api/stock", contentType = "application/json") =>
  t.app.inject({
    method: "PUT",
    url,
    headers: { ...admin.headers, "content-type": contentType },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
const putCsv = (text: string, url = "/api/stock") => put(text, url, "text/csv; charset=utf-8");
const figures = () =>
  t.ctx.db.select().from(fabricStock).orderBy(fabricStock.fabricId, fabricStock.colourwayRef);
const publicFabric = async (id: number) => {
  const res = await t.app.inject(`/api/fabrics/${id}?lng=en`);
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, fabric: res.json().data.fabric };
};
const bands = async (id: number) =>
  Object.fromEntries(
    (await publicFabric(id)).fabric.colourways.map((c: { ref: string; stock: { band: string } | null }) => [
      c.ref,
      c.stock?.band ?? null,
    ]),
  );

describe("importing", () => {
  it("writes JSON lines and answers the counts; the same file again changes only the time", async () => {
    const a = await fabric();
    const items = [
      { code: a.code, colourway: "01", available_m: 1250.5 },
      {
        code: a.code.toLowerCase(),
        colourway: "02",
        available_m: 40,
        next_batch_on: "2027-01-12",
        next_batch_m: 3000,
      },
      { code: a.code, colourway: "03", available_m: 0, next_batch_on: "2027-02-01" },
    ];
    const first = await put({ items });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ lines: 3, created: 3, updated: 0, unchanged: 0, removed: 0 });
    expect(
      (await figures()).map((f) => [f.colourwayRef, f.availableDm, f.nextBatchOn, f.nextBatchDm]),
    ).toEqual([
      ["01", 12505, null, null],
      ["02", 400, "2027-01-12", 30000],
      ["03", 0, "2027-02-01", null],
    ]);
    const before = (await figures()).map((f) => f.updatedAt.getTime());
    const again = await put({ items });
    expect(again.json().data).toMatchObject({ lines: 3, created: 0, updated: 0, unchanged: 3 });
    const after = await figures();
    expect(after.map((f) => f.availableDm)).toEqual([12505, 400, 0]);
    expect(after[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(before[0]!);
    const changed = await put({ items: [{ code: a.code, colourway: "01", available_m: 99 }] });
    expect(changed.json().data).toMatchObject({ lines: 1, created: 0, updated: 1, removed: 0 });
    // Lines a file does not name are kept...
    expect(await figures()).toHaveLength(3);
    // ...unless the file is the whole stock.
    const whole = await put(
      { items: [{ code: a.code, colourway: "02", available_m: 5 }] },
      "/api/stock?replace=all",
    );
    expect(whole.json().data).toMatchObject({ lines: 1, created: 0, updated: 1, removed: 2 });
    expect((await figures()).map((f) => f.colourwayRef)).toEqual(["02"]);
  });

  it("reads the same columns as CSV, in any order, quoted, with ; and decimal commas", async () => {
    const a = await fabric();
    const csv = `colourway,code,available_m,next_batch_on,next_batch_m\r\n"01",${a.code},"1,5",,\r\n02,${a.code},300,2027-03-04,120.5\r\n\r\n`;
    const res = await putCsv(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ lines: 2, created: 2 });
    const semicolons = await putCsv(`code;colourway;available_m\n${a.code};03;"12,5"\n`);
    expect(semicolons.json().data).toMatchObject({ lines: 1, created: 1 });
    expect((await figures()).map((f) => f.availableDm)).toEqual([15, 3000, 125]);
  });

  it("refuses a file with a bad line as a whole, naming each line, and writes nothing", async () => {
    const a = await fabric();
    await put({ items: [{ code: a.code, colourway: "01", available_m: 10 }] });
    const res = await put({
      items: [
        { code: a.code, colourway: "01", available_m: 500 },
        { code: "NO-0000", colourway: "01", available_m: 1 },
        { code: a.code, colourway: "99", available_m: 1 },
        { code: a.code, colourway: "02", available_m: -3 },
        { code: a.code, colourway: "03", available_m: 5_000_000 },
        { code: a.code, colourway: "02", available_m: 1.25 },
        { code: a.code, colourway: "03", available_m: 1, next_batch_on: "2027-02-30" },
        { code: a.code, colourway: "01", available_m: 2 },
        { code: a.code, colourway: "02" },
        { code: a.code, colourway: "03", available_m: 1, colour: "navy" },
        "01",
      ],
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.message).toMatch(/nothing was imported/);
    expect(error.rows).toEqual(
      expect.arrayContaining([
        { row: 2, field: "code", code: "not_found" },
        { row: 3, field: "colourway", code: "not_found" },
        { row: 4, field: "available_m", code: "below_zero" },
        { row: 5, field: "available_m", code: "above_max" },
        { row: 6, field: "available_m", code: "invalid" },
        { row: 7, field: "next_batch_on", code: "invalid_date" },
        { row: 9, field: "available_m", code: "required" },
        { row: 10, field: "colour", code: "invalid" },
        { row: 11, field: "_", code: "invalid" },
      ]),
    );
    expect((await figures()).map((f) => f.availableDm)).toEqual([100]);
    const dupes = await put({
      items: [
        { code: a.code, colourway: "01", available_m: 500 },
        { code: a.code, colourway: "01", available_m: 2 },
      ],
    });
    expect(dupes.statusCode).toBe(400);
    expect(dupes.json().error.rows).toEqual([{ row: 2, field: "colourway", code: "duplicate" }]);
    const csv = await putCsv(`code,colourway,available_m\n${a.code},01,7\n${a.code},02,abc\n`);
    expect(csv.statusCode).toBe(400);
    expect(csv.json().error.rows).toEqual([{ row: 3, field: "available_m", code: "invalid" }]);
    expect((await figures()).map((f) => f.availableDm)).toEqual([100]);
  });

  it("refuses more than 5,000 lines (400) and a body over 2 MB (413)", async () => {
    const a = await fabric();
    const items = Array.from({ length: 5001 }, () => ({ code: a.code, colourway: "01", available_m: 1 }));
    const json = await put({ items });
    expect(json.statusCode, json.body.slice(0, 300)).toBe(400);
    expect(json.json().error.fields).toEqual({ items: "too_long" });
    const lines = Array.from({ length: 5001 }, () => `${a.code},01,1`).join("\n");
    const csv = await putCsv(`code,colourway,available_m\n${lines}\n`);
    expect(csv.statusCode).toBe(400);
    expect(csv.json().error.fields).toEqual({ items: "too_long" });
    const huge = await putCsv(`code,colourway,available_m\n${"x".repeat(2 * 1024 * 1024)}\n`);
    expect(huge.statusCode).toBe(413);
    expect(await figures()).toHaveLength(0);
  });

  it("refuses other content types, a CSV that is not UTF-8 and an unclosed quote", async () => {
    await fabric();
    const plain = await put("code,colourway", "/api/stock", "text/plain");
    expect(plain.statusCode, plain.body).toBe(415);
    const latin = Buffer.from("code,colourway,available_m\nK\xd6,01,1\n", "latin1");
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/stock",
      headers: { ...admin.headers, "content-type": "text/csv" },
      payload: latin,
    });
    expect(res.statusCode).toBe(400);
    const open = await putCsv('code,colourway,available_m\n"ST-1,01,1\n');
    expect(open.statusCode).toBe(400);
    expect(open.json().error.rows[0]).toMatchObject({ row: 2, code: "invalid" });
    const noHeader = await putCsv("code,available_m\nX,1\n");
    expect(noHeader.json().error.rows).toEqual([{ row: 1, field: "colourway", code: "required" }]);
  });

  it("needs an admin session", async () => {
    const res = await t.app.inject({ method: "PUT", url: "/api/stock", payload: { items: [] } });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject("/api/stock")).statusCode).toBe(401);
    expect((await t.app.inject("/api/stock/settings")).statusCode).toBe(401);
  });
});

describe("what the public sees", () => {
  it("gives each colourway a band and the next batch, never the metres", async () => {
    const a = await fabric();
    const other = await fabric("made_to_order");
    const plain = await fabric("made_to_order");
    await put({
      items: [
        { code: a.code, colourway: "01", available_m: 1234.5 },
        { code: a.code, colourway: "02", available_m: 40.5, next_batch_on: "2027-01-12", next_batch_m: 777 },
        { code: a.code, colourway: "03", available_m: 0, next_batch_on: "2027-02-01", next_batch_m: 888 },
        { code: other.code, colourway: "01", available_m: 100 },
      ],
    });
    const { body, fabric: answer } = await publicFabric(a.id);
    expect(answer.colourways.map((c: { ref: string; stock: unknown }) => [c.ref, c.stock])).toEqual([
      ["01", { band: "in_stock", next_batch_on: null, updated_at: expect.any(String) }],
      ["02", { band: "limited", next_batch_on: "2027-01-12", updated_at: expect.any(String) }],
      ["03", { band: "out", next_batch_on: "2027-02-01", updated_at: expect.any(String) }],
    ]);
    for (const secret of ["1234", "40.5", "777", "888", "available", "next_batch_m"])
      expect(body).not.toContain(secret);
    // Sold to order, with a figure for one colourway: the others are "ask"; without any figure, nothing.
    expect(await bands(other.id)).toEqual({ "01": "in_stock", "02": "ask", "03": "ask" });
    expect(await bands(plain.id)).toEqual({ "01": null, "02": null, "03": null });
  });

  it("uses the staff's threshold, and says 'ask' once the figures are older than the limit", async () => {
    const a = await fabric();
    await put({ items: [{ code: a.code, colourway: "01", available_m: 150 }] });
    expect(await bands(a.id)).toEqual({ "01": "in_stock", "02": "ask", "03": "ask" });
    const set = await t.app.inject({
      method: "PUT",
      url: "/api/stock/settings",
      headers: admin.headers,
      payload: { limited_below_m: 200, stale_after_h: 48 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await bands(a.id))["01"]).toBe("limited");
    await t.ctx.db
      .update(stockSettings)
      .set({ lastImportAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(stockSettings.id, 1));
    t.app.publicCache.invalidate();
    expect((await bands(a.id))["01"]).toBe("ask");
    const settings = await t.app.inject({ url: "/api/stock/settings", headers: admin.headers });
    expect(settings.json().data).toMatchObject({
      limited_below_m: 200,
      stale_after_h: 48,
      stale: true,
      figures: 1,
    });
    const finder = await t.app.inject("/api/fabrics?in_stock=1&lng=en");
    expect(finder.json().data).toEqual([]);
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/stock/settings",
      headers: admin.headers,
      payload: { limited_below_m: -1, stale_after_h: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ limited_below_m: "too_short", stale_after_h: "too_short" });
  });

  it("filters the finder to fabrics in stock now, and the cached answer follows an import", async () => {
    const a = await fabric();
    const b = await fabric();
    await fabric();
    await put({
      items: [
        { code: a.code, colourway: "01", available_m: 0 },
        { code: b.code, colourway: "02", available_m: 20 },
      ],
    });
    const ids = async (url: string) =>
      (await t.app.inject(url)).json().data.map((f: { id: number }) => f.id) as number[];
    expect(await ids("/api/fabrics?in_stock=1&lng=en")).toEqual([b.id]);
    expect(await ids("/api/fabrics?lng=en")).toHaveLength(3);
    expect((await t.app.inject("/api/fabrics?in_stock=2&lng=en")).statusCode).toBe(400);
    // Cached now; the next import empties the cache.
    expect((await bands(a.id))["01"]).toBe("out");
    await put({ items: [{ code: a.code, colourway: "01", available_m: 30 }] });
    expect((await bands(a.id))["01"]).toBe("limited");
    expect((await ids("/api/fabrics?in_stock=1&lng=en")).sort()).toEqual([a.id, b.id].sort());
  });
});

describe("the staff's list", () => {
  it("lists the figures with metres, band and time, searchable", async () => {
    const a = await fabric();
    await put({
      items: [
        { code: a.code, colourway: "01", available_m: 1234.5 },
        { code: a.code, colourway: "02", available_m: 0, next_batch_on: "2027-01-12", next_batch_m: 50 },
      ],
    });
    const res = await t.app.inject({ url: "/api/stock?q=02", headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        fabric_id: a.id,
        code: a.code,
        colourway: "02",
        available_m: 0,
        band: "out",
        next_batch_on: "2027-01-12",
        next_batch_m: 50,
        updated_at: expect.any(String),
      },
    ]);
    const limited = await t.app.inject({ url: "/api/stock?band=in_stock", headers: admin.headers });
    expect(limited.json().meta.total).toBe(1);
  });
});
