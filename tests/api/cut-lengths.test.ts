// Cut lengths in a sample request: a basket line may ask for metres of a colourway the stock
// figures show in stock (PUT /api/stock), at most what is there when the request is sent. The
// buyer's confirmation names the length (never the stock), the staff's mail and inbox the length
// and the stock at that time; staff mark a line reserved, then shipped; the CSV carries them.
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MailWorker } from "../../server/mail/worker";
import { parseCsv } from "../../server/http/csv-parse";
import type { AdminSession, TestApp } from "../helpers/app";
import { fabricWriter, LINEN_TWILL } from "../helpers/fabric-card";
import type { Smtp } from "../helpers/smtp";
import { mailApp } from "../helpers/suite";
import { jpeg } from "../fixtures/images";

let t: TestApp;
let admin: AdminSession;
let smtp: Smtp;
let worker: MailWorker;
let twill: number;

beforeAll(async () => {
  ({ t, admin, smtp, worker } = await mailApp());
  const write = fabricWriter(t, admin, await jpeg(120, 90));
  const res = await write("POST", "/api/fabrics", {
    name: "Keten dimi",
    description: "Gömleklik",
    name_es: "Sarga de lino",
    card: JSON.stringify({ ...LINEN_TWILL, code: "KM-3500", stock_service: "in_stock" }),
  });
  expect(res.statusCode, res.body).toBe(201);
  twill = res.json().data.id;
  // 01 in stock (240 m), 14 limited (85.5 m).
  const stock = await t.app.inject({
    method: "PUT",
    url: "/api/stock",
    headers: admin.headers,
    payload: {
      items: [
        { code: "KM-3500", colourway: "01", available_m: 240 },
        { code: "KM-3500", colourway: "14", available_m: 85.5 },
      ],
    },
  });
  expect(stock.statusCode, stock.body).toBe(200);
});
afterAll(() => t.close());
beforeEach(() => {
  smtp.received.length = 0;
});

const buyer = {
  company: "Sastrería Ramírez",
  full_name: "Lucía Ramírez",
  email: "lucia@ramirez.example",
  country: "ES",
  kind: "swatch",
};
const send = (items: object[]) =>
  t.app.inject({ method: "POST", url: "/api/sample-requests?lng=es", payload: { ...buyer, items } });
const get = (url: string) => t.app.inject({ method: "GET", url, headers: admin.headers });

async function mails() {
  await worker.runOnce();
  const parsed = await Promise.all(smtp.received.map((m) => simpleParser(m.raw)));
  smtp.received.length = 0;
  return parsed;
}

describe("a cut length in a sample request", () => {
  it("is sent with the stock at the time: the buyer's mail names the length, the staff's the stock too", async () => {
    const res = await send([
      { fabric_id: twill, colourway: "14", cut_m: 3.5 },
      { fabric_id: twill, colourway: "01" },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    const stored = (await get(`/api/sample-requests/${id}`)).json().data;
    expect(stored.items).toMatchObject([
      { colourway: "14", cut_m: 3.5, stock_m: 85.5, cut_status: null },
      { colourway: "01", cut_m: null, stock_m: null, cut_status: null },
    ]);

    const sent = await mails();
    const toBuyer = sent.find((m) => m.subject?.startsWith("Su solicitud"));
    const toStaff = sent.find((m) => m.subject?.startsWith("Sample request"));
    expect(toBuyer?.text).toContain("un corte de 3,5 m");
    expect(toBuyer?.text).not.toMatch(/85/);
    expect(toStaff?.text).toContain("cut length 3.5 m (in stock when sent: 85.5 m)");
  });

  it("is refused above the stock, for a colourway without figures or without a colourway, and nothing is written", async () => {
    const before = (await get("/api/sample-requests?page_size=100")).json().meta.total;
    const over = await send([{ fabric_id: twill, colourway: "14", cut_m: 86 }]);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields).toEqual({ "items.0.cut_m": "over_stock" });
    const none = await send([{ fabric_id: twill, cut_m: 2 }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ "items.0.cut_m": "no_stock" });
    for (const cut_m of [0.5, -3, 2.25, 1e9, "3"]) {
      const bad = await send([{ fabric_id: twill, colourway: "01", cut_m }]);
      expect(bad.statusCode, String(cut_m)).toBe(400);
      expect(Object.keys(bad.json().error.fields)).toEqual(["items.0.cut_m"]);
    }
    expect((await get("/api/sample-requests?page_size=100")).json().meta.total).toBe(before);
    expect(await mails()).toEqual([]);
  });

  it("is marked reserved, then shipped, by the staff; a sample line cannot be; the CSV carries the lengths", async () => {
    const res = await send([
      { fabric_id: twill, colourway: "01", cut_m: 12 },
      { fabric_id: twill, colourway: "14" },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    const [cut, sample] = (await get(`/api/sample-requests/${id}`)).json().data.items;
    const mark = (line: number, status: string | null) =>
      t.app.inject({
        method: "PUT",
        url: `/api/sample-requests/${id}/items/${line}/cut-status`,
        headers: admin.headers,
        payload: { status },
      });
    const reserved = await mark(cut.id, "reserved");
    expect(reserved.statusCode, reserved.body).toBe(200);
    expect(reserved.json().data.items[0].cut_status).toBe("reserved");
    expect((await mark(cut.id, "shipped")).json().data.items[0].cut_status).toBe("shipped");
    const refused = await mark(sample.id, "reserved");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ item: "invalid" });
    expect((await mark(cut.id, "lost")).statusCode).toBe(400);
    // Another request's line is not found under this one.
    expect((await mark(cut.id + 1000, "reserved")).statusCode).toBe(404);
    // Without a session: refused before anything is read.
    const anonymous = await t.app.inject({
      method: "PUT",
      url: `/api/sample-requests/${id}/items/${cut.id}/cut-status`,
      payload: { status: "reserved" },
    });
    expect(anonymous.statusCode).toBe(401);

    const csv = await get("/api/exports/sample-requests.csv");
    expect(csv.statusCode).toBe(200);
    const rows = parseCsv(csv.body.replace(/^\uFEFF/, ""));
    const header = rows[0]!;
    const row = rows.find((r) => r[header.indexOf("id")] === String(id))!;
    expect(row[header.indexOf("cut_lengths")]).toBe("KM-3500 01 12 m (stock 240 m, shipped)");
  });
});
