// "Book a meeting at our stand": POST /api/meeting-requests, checked against the fair's days,
// the staff's mail and the buyer's confirmation (in the buyer's language, with the fair's
// calendar file attached) through the outbox to a real SMTP server, and the staff's list.
import ICAL from "ical.js";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MailWorker } from "../../server/mail/worker";
import { dayFromToday as day } from "../helpers/admin-api";
import type { AdminSession, TestApp } from "../helpers/app";
import { type FairApi, fairApi } from "../helpers/fairs";
import type { Smtp } from "../helpers/smtp";
import { mailApp } from "../helpers/suite";
import { parseCsv } from "../../server/http/csv-parse";

let t: TestApp;
let admin: AdminSession;
let smtp: Smtp;
let worker: MailWorker;
let api: FairApi;
let countryId: number;

beforeAll(async () => {
  ({ t, admin, smtp, worker } = await mailApp());
  api = fairApi(t, admin, { field: "image_url", filename: "f.jpg" });
  countryId = (await api.addCountry({ name: "Almanya", name_de: "Deutschland" })).id;
});
afterAll(() => t.close());
beforeEach(() => {
  smtp.received.length = 0;
});

/** A fair in Germany, "Fuar" unless `fields` say otherwise. */
const addFair = (fields: Record<string, string>) => api.addExhibition(countryId, fields);

const book = (payload: Record<string, unknown>, lng = "de") =>
  t.app.inject({ method: "POST", url: `/api/meeting-requests?lng=${lng}`, payload });

const buyer = { company: "Hemdenwerk GmbH", full_name: "Jana Müller", email: "jana@hemdenwerk.example" };

describe("POST /api/meeting-requests", () => {
  it("stores the request and sends the staff a mail and the buyer a German confirmation with the fair's calendar file", async () => {
    const fair = await addFair({
      title_de: "Munich Fabric Start",
      city: "München",
      venue: "MOC",
      hall: "3",
      stand: "B14",
      start_date: day(10),
      end_date: day(12),
    });
    const res = await book({
      exhibition_id: fair.id,
      date: day(11),
      time: "10:30",
      topic: "Leinen-Twill, 120 g/m²",
      ...buyer,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id;

    const stored = await t.app.inject({
      method: "GET",
      url: `/api/meeting-requests/${id}`,
      headers: admin.headers,
    });
    expect(stored.json().data).toMatchObject({
      exhibition_id: fair.id,
      fair_title: "Fuar",
      date: day(11),
      time: "10:30",
      ...buyer,
      topic: "Leinen-Twill, 120 g/m²",
      language: "de",
      status: "new",
    });
    const list = await t.app.inject({
      method: "GET",
      url: "/api/meeting-requests?q=hemdenwerk",
      headers: admin.headers,
    });
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([id]);

    expect(await worker.runOnce()).toBe(2);
    const mails = await Promise.all(smtp.received.map((m) => simpleParser(m.raw)));
    const staff = mails.find((m) => m.to && "text" in m.to && m.to.text === "staff@example.com")!;
    const confirmation = mails.find((m) => m.to && "text" in m.to && m.to.text === buyer.email)!;
    expect(staff.subject).toBe("Meeting request at Fuar: Hemdenwerk GmbH");
    expect(staff.replyTo?.text).toBe(buyer.email);
    expect(staff.text).toContain(`Day and time: ${day(11)} 10:30`);

    expect(confirmation.subject).toBe("Ihre Terminanfrage: Munich Fabric Start");
    expect(confirmation.text).toContain("Guten Tag Jana Müller,");
    const germanDay = new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${day(11)}T00:00:00Z`),
    );
    expect(confirmation.text).toContain(`den ${germanDay} um 10:30 Uhr`);
    expect(confirmation.text).toContain("Unser Stand: Halle 3 · Stand B14.");
    expect(confirmation.text).toContain("Ihr Thema: Leinen-Twill, 120 g/m²");

    expect(confirmation.attachments).toHaveLength(1);
    const [file] = confirmation.attachments;
    expect(file!.contentType).toBe("text/calendar");
    expect(file!.filename).toBe("munich-fabric-start-de.ics");
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(file!.content.toString("utf8"))).getFirstSubcomponent("vevent")!,
    );
    expect(event.summary).toBe("Munich Fabric Start");
    expect(event.startDate.toString()).toBe(day(10));
    expect(event.endDate.toString()).toBe(day(13));
  });

  it("refuses a day outside the fair, a day of it already past, and a fair that is over, with the field named; nothing is stored or sent", async () => {
    const upcoming = await addFair({ start_date: day(20), end_date: day(22) });
    const running = await addFair({ start_date: day(-1), end_date: day(1) });
    const over = await addFair({ start_date: day(-10), end_date: day(-8) });
    const undated = await addFair({});
    const before = (
      await t.app.inject({ method: "GET", url: "/api/meeting-requests", headers: admin.headers })
    ).json().meta.total;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ exhibition_id: upcoming.id, date: day(19) }, { date: "outside_fair" }],
      [{ exhibition_id: upcoming.id, date: day(23) }, { date: "outside_fair" }],
      [{ exhibition_id: running.id, date: day(-1) }, { date: "outside_fair" }],
      [{ exhibition_id: over.id, date: day(-9) }, { exhibition_id: "fair_over" }],
      [{ exhibition_id: undated.id, date: day(1) }, { exhibition_id: "invalid" }],
      [{ exhibition_id: 2_000_000_000, date: day(1) }, { exhibition_id: "not_found" }],
      [{ exhibition_id: upcoming.id, date: "2031-02-30" }, { date: "invalid" }],
      [{ exhibition_id: upcoming.id, date: day(21), time: "08:00" }, { time: "invalid" }],
      [{ exhibition_id: upcoming.id, date: day(21), time: "10:15" }, { time: "invalid" }],
      [{ exhibition_id: upcoming.id, date: day(21), company: " " }, { company: "required" }],
      [{ exhibition_id: upcoming.id, date: day(21), email: "jana@" }, { email: "invalid_email" }],
      [
        { exhibition_id: upcoming.id, date: day(21), company: "A\r\nBcc: x@example.com" },
        { company: "invalid" },
      ],
    ];
    for (const [fields, expected] of cases) {
      const res = await book({ ...buyer, time: "11:00", ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(fields)).toEqual(expected);
    }
    // Today, during the fair that is on, is fine.
    expect(
      (await book({ ...buyer, exhibition_id: running.id, date: day(0), time: "17:30" })).statusCode,
    ).toBe(201);
    const after = (
      await t.app.inject({ method: "GET", url: "/api/meeting-requests", headers: admin.headers })
    ).json().meta.total;
    expect(after).toBe(before + 1);
    expect(await worker.runOnce()).toBe(2);
  });

  it("sends one address at most three confirmations a day, whatever the IP: the fourth request is a 429", async () => {
    const fair = await addFair({ start_date: day(3), end_date: day(4) });
    const request = (email: string) =>
      book({ ...buyer, email, exhibition_id: fair.id, date: day(3), time: "14:00" });
    for (let i = 0; i < 3; i++) expect((await request("target@victim.example")).statusCode).toBe(201);
    const fourth = await request("Target@Victim.example");
    expect(fourth.statusCode).toBe(429);
    expect(await worker.runOnce()).toBe(6);
    expect(smtp.received.filter((m) => m.to.includes("target@victim.example"))).toHaveLength(3);
  });

  it("refuses a filled honeypot without naming it, and keeps the list for staff only", async () => {
    const fair = await addFair({ start_date: day(5), end_date: day(6) });
    const bot = await book({
      ...buyer,
      exhibition_id: fair.id,
      date: day(5),
      time: "09:00",
      website: "http://spam.example",
    });
    expect(bot.statusCode).toBe(400);
    expect(bot.json().error.fields).toBeUndefined();
    expect((await t.app.inject({ method: "GET", url: "/api/meeting-requests" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/meeting-requests/1" })).statusCode).toBe(401);
    expect(await worker.runOnce()).toBe(0);
  });

  it("lets staff move a request through its statuses (else 409), keep notes and delete it; never without a session", async () => {
    const fair = await addFair({ start_date: day(7), end_date: day(8) });
    const res = await book({
      ...buyer,
      email: "status@example.com",
      exhibition_id: fair.id,
      date: day(7),
      time: "15:00",
    });
    const id = res.json().data.id;
    const put = (path: string, payload: object, headers = admin.headers) =>
      t.app.inject({ method: "PUT", url: `/api/meeting-requests/${id}/${path}`, headers, payload });
    expect((await put("status", { status: "confirmed" })).json().data.status).toBe("confirmed");
    expect((await put("status", { status: "new" })).statusCode).toBe(409);
    expect((await put("status", { status: "closed" })).json().data.status).toBe("closed");
    expect((await put("status", { status: "confirmed" })).statusCode).toBe(409);
    expect((await put("status", { status: "in_progress" })).json().data.status).toBe("in_progress");
    expect((await put("status", { status: "sent" })).statusCode).toBe(400);
    expect((await put("notes", { notes: "Dienstag 15 Uhr bestätigt." })).json().data.notes).toBe(
      "Dienstag 15 Uhr bestätigt.",
    );
    expect((await put("notes", { notes: "x".repeat(5001) })).statusCode).toBe(400);
    expect((await put("status", { status: "closed" }, { cookie: admin.cookie })).statusCode).toBe(403);
    expect((await put("status", { status: "closed" }, {})).statusCode).toBe(401);
    const del = (headers: Record<string, string>) =>
      t.app.inject({ method: "DELETE", url: `/api/meeting-requests/${id}`, headers });
    expect((await del({})).statusCode).toBe(401);
    expect((await del(admin.headers)).statusCode).toBe(204);
    expect((await del(admin.headers)).statusCode).toBe(404);
    expect((await put("status", { status: "closed" })).statusCode).toBe(404);
    await worker.runOnce();
  });

  it("exports the list as the staff filter it, as CSV a spreadsheet opens without running a formula", async () => {
    const fair = await addFair({ start_date: day(9), end_date: day(9) });
    const company = '=HYPERLINK("http://evil.example","x")';
    for (const [email, name] of [
      ["csv1@example.com", 'Ana, "la" compradora'],
      ["csv2@example.com", "Bruno"],
    ] as const) {
      const res = await book({
        ...buyer,
        company,
        full_name: name,
        email,
        exhibition_id: fair.id,
        date: day(9),
        time: "16:00",
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const [first] = (
      await t.app.inject({
        method: "GET",
        url: "/api/meeting-requests?q=csv1%40example.com",
        headers: admin.headers,
      })
    ).json().data;
    await t.app.inject({
      method: "PUT",
      url: `/api/meeting-requests/${first.id}/status`,
      headers: admin.headers,
      payload: { status: "confirmed" },
    });

    const url = "/api/exports/meeting-requests.csv?status=confirmed&q=HYPERLINK";
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const res = await t.app.inject({ method: "GET", url, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="meeting-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith("\uFEFFid,received,status,fair,")).toBe(true);
    const rows = parseCsv(res.body.slice(1));
    expect(rows).toHaveLength(2);
    const [header, row] = rows as string[][];
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell("status")).toBe("confirmed");
    expect(cell("full_name")).toBe('Ana, "la" compradora');
    expect(cell("company")).toBe(`'${company}`);
    expect(cell("date")).toBe(day(9));
    await worker.runOnce();
  });

  it("sends the staff's reply to the buyer in the buyer's language through the outbox and keeps it with the request", async () => {
    const fair = await addFair({ title_de: "Munich Fabric Start", start_date: day(15), end_date: day(16) });
    const res = await book({
      ...buyer,
      email: "reply@example.com",
      exhibition_id: fair.id,
      date: day(15),
      time: "09:30",
    });
    const id = res.json().data.id;
    expect(await worker.runOnce()).toBe(2);
    smtp.received.length = 0;

    const post = (payload: object, headers = admin.headers) =>
      t.app.inject({ method: "POST", url: `/api/meeting-requests/${id}/replies`, headers, payload });
    expect((await post({ body: "  " })).statusCode).toBe(400);
    expect((await post({ body: "x".repeat(5001) })).statusCode).toBe(400);
    expect((await post({ body: "Hallo" }, { cookie: admin.cookie })).statusCode).toBe(403);
    expect((await post({ body: "Hallo" }, {})).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/meeting-requests/999999/replies",
          headers: admin.headers,
          payload: { body: "x" },
        })
      ).statusCode,
    ).toBe(404);

    const text = "gern bestätigen wir Ihnen den Termin am Stand B14.\nBitte melden Sie sich am Empfang.";
    const sent = await post({ body: text });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ body: text, author: expect.any(String) });

    const listed = await t.app.inject({
      method: "GET",
      url: `/api/meeting-requests/${id}/replies`,
      headers: admin.headers,
    });
    expect(listed.json().data.map((r: { body: string }) => r.body)).toEqual([text]);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/meeting-requests/${id}/replies` })).statusCode,
    ).toBe(401);

    expect(await worker.runOnce()).toBe(1);
    const [mail] = await Promise.all(smtp.received.map((m) => simpleParser(m.raw)));
    expect(mail!.to && "text" in mail!.to ? mail!.to.text : "").toBe("reply@example.com");
    expect(mail!.replyTo?.text).toBe("staff@example.com");
    expect(mail!.subject).toBe("Re: Ihre Terminanfrage: Munich Fabric Start");
    expect(mail!.text).toContain(
      `Guten Tag Jana Müller,\n\n${text}\n\nMit freundlichen Grüßen\nDokuma Tekstil`,
    );
  });
});
