// The stock import (PUT /api/stock), attacked as an ERP or a spreadsheet gone wrong could: CSV
// whose cells are formulas or hold quotes, line breaks and control characters, malformed quoting,
// wrong and missing content types, huge lines and bodies, JSON of the wrong shape. Every refusal
// is a 4xx without internals, and nothing is written: the figures stay as they were.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { EMPTY_CARD } from "../../common/fabric-card";
import { type Answer, admin, multipart, request, type Session, login } from "./support/http";
import { pngImage } from "./support/world";

let session: Session;
let fabricId = 0;
const code = `HS-${randomBytes(3).toString("hex").toUpperCase()}`;

beforeAll(async () => {
  session = await login();
  const card = {
    ...EMPTY_CARD,
    code,
    stock_service: "in_stock",
    colourways: [{ ref: "01", shade: "white", hex: "#ffffff", photo_id: null }],
  };
  const answer = await admin(session, "/api/fabrics", {
    method: "POST",
    ...multipart([
      { name: "name", value: `Stock ${code}` },
      { name: "description", value: "Poplin" },
      { name: "card", value: JSON.stringify(card) },
      { name: "main_image", filename: "p.png", type: "image/png", data: await pngImage() },
    ]),
  });
  if (answer.status !== 201) throw new Error(`fabric: ${answer.status} ${answer.text}`);
  fabricId = answer.json.data.id;
  const first = await csv(`code,colourway,available_m\n${code},01,250\n`);
  expect(first.status, first.text).toBe(200);
});
afterAll(async () => {
  if (fabricId) await admin(session, `/api/fabrics/${fabricId}`, { method: "DELETE" });
});

function csv(body: string | Buffer, type = "text/csv; charset=utf-8") {
  return admin(session, "/api/stock", { method: "PUT", headers: { "content-type": type }, body });
}

/** No stack trace, SQL or driver name in an answer. */
const clean = (answer: Answer) =>
  expect(answer.text).not.toMatch(/at .*\.js:\d+|drizzle|syntax error|postgres|pglite|TypeError/i);

/** The figure of the test fabric's colourway, as staff see it. */
async function figure() {
  const answer = await admin(session, `/api/stock?q=${code}`);
  expect(answer.status).toBe(200);
  return answer.json.data.map((row: { colourway: string; available_m: number }) => [
    row.colourway,
    row.available_m,
  ]);
}

describe("CSV that is not what it says", () => {
  test.each([
    ["a formula as the code", `code,colourway,available_m\n=HYPERLINK("http://x"),01,5\n`],
    ["a formula as the metres", `code,colourway,available_m\n${code},01,=1+1\n`],
    ["an apostrophe-protected formula", `code,colourway,available_m\n${code},01,'=SUM(A1)\n`],
    ["a quote never closed", `code,colourway,available_m\n"${code},01,5\n`],
    ["text after a closing quote", `code,colourway,available_m\n"${code}"x,01,5\n`],
    ["a control character", `code,colourway,available_m\n${code},0\u00071,5\n`],
    [
      "a line break inside a cell",
      `code,colourway,available_m\n"${code.slice(0, 3)}\n${code.slice(3)}",01,5\n`,
    ],
    ["more cells than columns", `code,colourway,available_m\n${code},01,5,6,7\n`],
    ["no header", `${code},01,5\n`],
    ["a repeated column", `code,code,colourway,available_m\n${code},${code},01,5\n`],
    ["exponent metres", `code,colourway,available_m\n${code},01,1e9\n`],
    ["NaN metres", `code,colourway,available_m\n${code},01,NaN\n`],
    ["infinite metres", `code,colourway,available_m\n${code},01,Infinity\n`],
    ["a date that is not one", `code,colourway,available_m,next_batch_on\n${code},01,0,2027-13-01\n`],
    ["a date with a time", `code,colourway,available_m,next_batch_on\n${code},01,0,2027-01-01T00:00:00Z\n`],
    ["a huge cell", `code,colourway,available_m\n${"A".repeat(500_000)},01,5\n`],
  ])("%s: a 400 naming the line, nothing written", async (_name, body) => {
    const answer = await csv(body);
    expect(answer.status, answer.text).toBe(400);
    clean(answer);
    expect(
      answer.json.error.rows?.length ?? Object.keys(answer.json.error.fields ?? {}).length,
    ).toBeGreaterThan(0);
    expect(await figure()).toEqual([["01", 250]]);
  });

  test("a byte-order mark and CRLF are read as a spreadsheet writes them", async () => {
    const answer = await csv(`\uFEFFcode;colourway;available_m\r\n${code};01;250\r\n`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.data).toMatchObject({ lines: 1, unchanged: 1 });
  });

  test("bytes that are not UTF-8, and a NUL, are refused", async () => {
    for (const body of [
      Buffer.from([0x63, 0x6f, 0x64, 0x65, 0xff, 0xfe, 0x0a]),
      `code,colourway,available_m\n${code},01,5\u0000\n`,
    ]) {
      const answer = await csv(body);
      expect(answer.status).toBe(400);
      clean(answer);
    }
    expect(await figure()).toEqual([["01", 250]]);
  });
});

describe("sizes and types", () => {
  test("a body over 2 MB is a 413, more than 5,000 lines a 400", async () => {
    const big = await csv(`code,colourway,available_m\n${`${code},01,5\n`.repeat(200_000)}`);
    expect(big.status).toBe(413);
    clean(big);
    const many = await csv(`code,colourway,available_m\n${`${code},01,5\n`.repeat(5_001)}`);
    expect(many.status).toBe(400);
    expect(many.json.error.fields).toEqual({ items: "too_long" });
    expect(await figure()).toEqual([["01", 250]]);
  });

  test.each([
    ["text/plain", "code,colourway,available_m"],
    ["application/xml", "<stock/>"],
    ["application/x-www-form-urlencoded", "items=1"],
  ])("%s is a 415", async (type, body) => {
    const answer = await csv(body, type);
    expect(answer.status).toBe(415);
    clean(answer);
  });

  test.each([
    ["a string", JSON.stringify("code,colourway,available_m")],
    ["an array", JSON.stringify([{ code, colourway: "01", available_m: 1 }])],
    ["items not a list", JSON.stringify({ items: { code } })],
    ["an extra key", JSON.stringify({ items: [], mode: "all" })],
    ["metres as a string", JSON.stringify({ items: [{ code, colourway: "01", available_m: "5" }] })],
    [
      "a nested object",
      JSON.stringify({ items: [{ code: { $ne: null }, colourway: "01", available_m: 1 }] }),
    ],
    ["malformed JSON", '{"items": ['],
  ])("JSON with %s is a 4xx, nothing written", async (_name, body) => {
    const answer = await csv(body, "application/json");
    expect([400, 415]).toContain(answer.status);
    clean(answer);
    expect(await figure()).toEqual([["01", 250]]);
  });

  test("without a session or the CSRF token nothing is imported", async () => {
    const anonymous = await request("/api/stock", {
      method: "PUT",
      headers: { "content-type": "text/csv" },
      body: `code,colourway,available_m\n${code},01,1\n`,
    });
    expect(anonymous.status).toBe(401);
    const noToken = await request("/api/stock", {
      method: "PUT",
      cookie: session.cookie,
      headers: { "content-type": "text/csv" },
      body: `code,colourway,available_m\n${code},01,1\n`,
    });
    expect(noToken.status).toBe(403);
    expect(await figure()).toEqual([["01", 250]]);
  });
});
