// "Request samples": POST /api/sample-requests with the fabrics of a buyer's basket, the staff's
// mail and the buyer's confirmation (in the buyer's language, listing the fabrics) through the
// outbox to a real SMTP server, fabrics deleted since they went into the basket, and the staff's
// inbox: filters, statuses, notes, replies, CSV, the dashboard.
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
let write: ReturnType<typeof fabricWriter>;
let twill: number;
let poplin: number;

beforeAll(async () => {
  ({ t, admin, smtp, worker } = await mailApp());
  write = fabricWriter(t, admin, await jpeg(120, 90));
  twill = await addFabric("Keten dimi", { ...LINEN_TWILL }, { name_fr: "Sergé de lin" });
  poplin = await addFabric(
    "Poplin",
    { ...LINEN_TWILL, code: "KM-1102", colourways: [] },
    { name_fr: "Popeline" },
  );
});
afterAll(() => t.close());
beforeEach(() => {
  smtp.received.length = 0;
});

async function addFabric(name: string, card: object, names: Record<string, string> = {}) {
  const res = await write("POST", "/api/fabrics", {
    name,
    description: "Gömleklik",
    card: JSON.stringify(card),
    ...names,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const send = (payload: Record<string, unknown>, lng = "fr") =>
  t.app.inject({ method: "POST", url: `/api/sample-requests?lng=${lng}`, payload });

const buyer = {
  company: "Maison Verlaine",
  full_name: "Sophie Marchand",
  email: "sophie@verlaine.example",
  country: "FR",
  kind: "swatch",
};

const get = (url: string) => t.app.inject({ method: "GET", url, headers: admin.headers });
const idsOf = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((r) => r.id);

describe("POST /api/sample-requests", () => {
  it("stores the request with its fabrics and mails the staff and the buyer, the buyer in French", async () => {
    // What the buyer tells of the order, stored as sent.
    const order = {
      kind: "length",
      metres: 3,
      phone: "+33 4 72 00 00 00",
      intended_use: "Chemises homme",
      quantity: "800 m par coloris",
    };
    const res = await send({
      ...buyer,
      ...order,
      message: "Délais pour 800 m ?",
      items: [
        { fabric_id: twill, colourway: "14" },
        { fabric_id: poplin },
        { fabric_id: twill, colourway: "14" },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, unavailable } = res.json().data;
    expect(unavailable).toEqual([]);

    const stored = (await get(`/api/sample-requests/${id}`)).json().data;
    expect(stored).toMatchObject({
      ...buyer,
      ...order,
      language: "fr",
      status: "new",
      notes: "",
    });
    // The same fabric and colourway once; the Turkish name and the code kept with the line.
    // Samples, no cut lengths.
    const sample = { cut_m: null, stock_m: null, cut_status: null, id: expect.any(Number) };
    expect(stored.items).toEqual([
      { fabric_id: twill, code: "KM-2041", name: "Keten dimi", colourway: "14", ...sample },
      { fabric_id: poplin, code: "KM-1102", name: "Poplin", colourway: null, ...sample },
    ]);

    expect(await worker.runOnce()).toBe(2);
    const mails = await Promise.all(smtp.received.map((m) => simpleParser(m.raw)));
    const to = (address: string) => mails.find((m) => m.to && "text" in m.to && m.to.text === address)!;
    const staff = to("staff@example.com");
    expect(staff.subject).toBe(`Sample request #${id}: Maison Verlaine (FR), 2 fabrics`);
    expect(staff.replyTo?.text).toBe(buyer.email);
    expect(staff.text).toContain("- KM-2041 Keten dimi, renk 14");
    expect(staff.text).toContain("Kind: sample length, 3 m of each fabric");

    const confirmation = to(buyer.email);
    expect(confirmation.subject).toBe(`Votre demande d'échantillons (n° ${id})`);
    expect(confirmation.text).toContain("Bonjour Sophie Marchand,");
    expect(confirmation.text).toContain("une longueur d'échantillon de 3 m de chaque tissu");
    expect(confirmation.text).toContain("- KM-2041 Sergé de lin, coloris 14");
    expect(confirmation.text).toContain("- KM-1102 Popeline");
  });

  it("sends the rest of a basket whose fabric was deleted and names the one gone; a basket of deleted fabrics only is refused", async () => {
    const doomed = await addFabric("Silinecek", { ...LINEN_TWILL, code: "KM-9001" });
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/fabrics/${doomed}`, headers: admin.headers }))
        .statusCode,
    ).toBe(204);
    const res = await send({
      ...buyer,
      email: "rest@example.com",
      items: [{ fabric_id: doomed }, { fabric_id: poplin }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.unavailable).toEqual([doomed]);
    const stored = (await get(`/api/sample-requests/${res.json().data.id}`)).json().data;
    expect(stored.items.map((item: { fabric_id: number }) => item.fabric_id)).toEqual([poplin]);

    const none = await send({ ...buyer, email: "none@example.com", items: [{ fabric_id: doomed }] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ items: "unavailable" });
    expect(await worker.runOnce()).toBe(2);
  });

  it("refuses bad fields by name and stores nothing, refuses a honeypot without naming it, and caps one address at three a day", async () => {
    const before = (await get("/api/sample-requests")).json().meta.total;
    const item = [{ fabric_id: poplin }];
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ kind: "length" }, { metres: "required" }],
      [{ kind: "length", metres: 0 }, { metres: "invalid" }],
      [{ kind: "length", metres: 51 }, { metres: "invalid" }],
      [{ kind: "metre" }, { kind: "invalid" }],
      [{ country: "XX" }, { country: "invalid" }],
      [{ country: "fr" }, { country: "invalid" }],
      [{ company: " " }, { company: "required" }],
      [{ company: "A\r\nBcc: x@evil.example" }, { company: "invalid" }],
      [{ full_name: "Eve\nBcc: x@evil.example" }, { full_name: "invalid" }],
      [{ email: "sophie@" }, { email: "invalid_email" }],
      [{ items: [] }, { items: "too_short" }],
      [{ items: Array.from({ length: 21 }, () => ({ fabric_id: poplin })) }, { items: "too_long" }],
      [{ items: [{ fabric_id: "1; drop table" }] }, { "items.0.fabric_id": "invalid" }],
    ];
    for (const [fields, expected] of cases) {
      const res = await send({ ...buyer, items: item, ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(fields)).toEqual(expected);
    }
    const bot = await send({ ...buyer, items: item, website: "http://spam.example" });
    expect(bot.statusCode).toBe(400);
    expect(bot.json().error.fields).toBeUndefined();
    expect((await get("/api/sample-requests")).json().meta.total).toBe(before);

    for (let i = 0; i < 3; i++) {
      expect((await send({ ...buyer, email: "target@victim.example", items: item })).statusCode).toBe(201);
    }
    expect((await send({ ...buyer, email: "Target@Victim.example", items: item })).statusCode).toBe(429);
    expect(await worker.runOnce()).toBe(6);
    expect(smtp.received.filter((m) => m.to.includes("target@victim.example"))).toHaveLength(3);
  });
});

describe("the staff's sample requests", () => {
  it("filter by country and fabric, with the facets; move through statuses (else 409); notes; delete; staff only", async () => {
    const es = (
      await send({ ...buyer, country: "ES", email: "es@example.com", items: [{ fabric_id: twill }] }, "es")
    ).json().data.id;
    const de = (
      await send({ ...buyer, country: "DE", email: "de@example.com", items: [{ fabric_id: poplin }] }, "de")
    ).json().data.id;
    expect(idsOf(await get("/api/sample-requests?country=ES"))).toContain(es);
    expect(idsOf(await get("/api/sample-requests?country=ES"))).not.toContain(de);
    expect(idsOf(await get(`/api/sample-requests?fabric=${poplin}&country=DE`))).toEqual([de]);
    expect((await get("/api/sample-requests?country=Spain")).statusCode).toBe(400);
    const facets = (await get("/api/sample-requests/facets")).json().data;
    expect(facets.countries).toEqual(expect.arrayContaining([{ code: "DE", requests: 1 }]));
    expect(facets.fabrics.map((f: { id: number }) => f.id)).toEqual(expect.arrayContaining([twill, poplin]));

    const put = (path: string, payload: object) =>
      t.app.inject({
        method: "PUT",
        url: `/api/sample-requests/${de}/${path}`,
        headers: admin.headers,
        payload,
      });
    expect((await put("status", { status: "sent" })).json().data.status).toBe("sent");
    expect((await put("status", { status: "new" })).statusCode).toBe(409);
    expect((await put("status", { status: "closed" })).json().data.status).toBe("closed");
    expect((await put("status", { status: "in_progress" })).json().data.items).toHaveLength(1);
    expect((await put("notes", { notes: "Kartela kargoda" })).json().data.notes).toBe("Kartela kargoda");

    for (const url of [
      "/api/sample-requests",
      `/api/sample-requests/${de}`,
      "/api/sample-requests/facets",
      "/api/exports/sample-requests.csv",
    ]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/sample-requests/${es}`, headers: admin.headers }))
        .statusCode,
    ).toBe(204);
    expect((await get(`/api/sample-requests/${es}`)).statusCode).toBe(404);
    await worker.runOnce();
  });

  it("replies to the buyer in the buyer's language through the outbox and keeps the reply with the request", async () => {
    const id = (
      await send({ ...buyer, email: "reply@example.com", items: [{ fabric_id: twill }] }, "es")
    ).json().data.id;
    await worker.runOnce();
    smtp.received.length = 0;
    const res = await t.app.inject({
      method: "POST",
      url: `/api/sample-requests/${id}/replies`,
      headers: admin.headers,
      payload: { body: "Las muestras salen mañana por mensajería." },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      body: "Las muestras salen mañana por mensajería.",
      author: expect.stringMatching(/^admin\d+$/),
    });
    expect((await get(`/api/sample-requests/${id}/replies`)).json().data).toHaveLength(1);
    expect(await worker.runOnce()).toBe(1);
    const mail = await simpleParser(smtp.received[0]!.raw);
    expect(mail.to && "text" in mail.to && mail.to.text).toBe("reply@example.com");
    expect(mail.subject).toBe(`Re: Su solicitud de muestras (n.º ${id})`);
    expect(mail.text).toContain("Estimado/a Sophie Marchand:");
    expect(mail.text).toContain("Las muestras salen mañana por mensajería.");
  });

  it("exports the filtered list as CSV, one row a request with its fabrics", async () => {
    const id = (
      await send(
        {
          ...buyer,
          country: "GR",
          email: "gr@example.com",
          company: '=HYPERLINK("x")',
          items: [{ fabric_id: twill, colourway: "01" }, { fabric_id: poplin }],
        },
        "en",
      )
    ).json().data.id;
    const res = await get("/api/exports/sample-requests.csv?country=GR");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ""));
    expect(rows).toHaveLength(2);
    const [header, row] = rows as string[][];
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell("id")).toBe(String(id));
    expect(cell("fabrics")).toBe("KM-2041 01 | KM-1102");
    expect(cell("company")!.startsWith("=")).toBe(false);
    await worker.runOnce();
  });

  it("counts open requests and the fabrics most requested this season on the dashboard", async () => {
    const dashboard = (await get("/api/dashboard")).json().data;
    expect(dashboard.counts.open_sample_requests).toBeGreaterThan(0);
    const fabrics = dashboard.requested_fabrics.fabrics;
    expect(fabrics[0]).toMatchObject({ fabric_id: expect.any(Number), requests: expect.any(Number) });
    const requests = fabrics.map((f: { requests: number }) => f.requests);
    expect(requests).toEqual([...requests].sort((a: number, b: number) => b - a));
    expect(fabrics.map((f: { fabric_id: number }) => f.fabric_id)).toEqual(
      expect.arrayContaining([twill, poplin]),
    );
    expect(dashboard.requested_fabrics.since).toMatch(/^\d{4}-(01|07)-01$/);
  });
});
