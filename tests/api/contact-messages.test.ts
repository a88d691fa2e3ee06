import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, contactMessages, mailOutbox } from "../../server/db/schema";
import { type AdminSession, createTestApp, type TestApp } from "../helpers/app";
import { adminApp } from "../helpers/suite";

const valid = {
  full_name: "Ayşe Yılmaz",
  email: "ayse@example.com",
  phone: "+90 555 000 00 00",
  message: "Merhaba",
};

async function rowCounts(t: TestApp) {
  const [messages] = await t.ctx.db.select({ n: count() }).from(contactMessages);
  const [mails] = await t.ctx.db.select({ n: count() }).from(mailOutbox);
  return { messages: messages!.n, mails: mails!.n };
}

describe("contact messages: the public form", () => {
  let t: TestApp;
  let admin: AdminSession;
  beforeAll(async () => {
    ({ t, admin } = await adminApp({ MAIL_TO: "staff@example.com" }));
  });
  afterAll(() => t.close());

  const post = (payload: unknown, url = "/api/contact-messages") =>
    t.app.inject({ method: "POST", url, payload: payload as object });

  it("stores a message as new and queues one mail to the staff with the sender as Reply-To", async () => {
    const before = await rowCounts(t);
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    expect(res.json().data).toEqual({ id: expect.any(Number) });

    const read = await t.app.inject({
      method: "GET",
      url: `/api/contact-messages/${id}`,
      headers: admin.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ ...valid, id, status: "new", language: "tr" });
    expect(Date.parse(read.json().data.created_at)).not.toBeNaN();

    expect(await rowCounts(t)).toEqual({ messages: before.messages + 1, mails: before.mails + 1 });
    const [mail] = await t.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail).toMatchObject({
      kind: "contact_message",
      toAddress: "staff@example.com",
      replyTo: "ayse@example.com",
      subject: "Contact message from Ayşe Yılmaz",
      status: "pending",
    });
    for (const value of Object.values(valid)) expect(mail!.body).toContain(value);
  });

  it("normalizes the name and the message to composed Unicode (NFC)", async () => {
    const res = await post({ ...valid, full_name: "Jose\u0301 Gu\u0308l", message: "Cafe\u0301" });
    expect(res.statusCode).toBe(201);
    const read = await t.app.inject({
      method: "GET",
      url: `/api/contact-messages/${res.json().data.id}`,
      headers: admin.headers,
    });
    expect(read.json().data.full_name).toBe("José Gül");
    expect(read.json().data.message).toBe("Café");
  });

  it("records the language from ?lng=, else from the form, else tr", async () => {
    const cases: [string, object, string][] = [
      ["/api/contact-messages?lng=de", { language: "fr" }, "de"],
      ["/api/contact-messages", { language: "es" }, "es"],
      ["/api/contact-messages?lng=xx", { language: "zz" }, "tr"],
    ];
    for (const [url, extra, expected] of cases) {
      const res = await post({ ...valid, ...extra }, url);
      expect(res.statusCode).toBe(201);
      const [row] = await t.ctx.db
        .select({ language: contactMessages.language })
        .from(contactMessages)
        .where(eq(contactMessages.id, res.json().data.id));
      expect(row!.language).toBe(expected);
    }
  });

  it("refuses missing, malformed and oversized fields with field codes, storing nothing", async () => {
    const before = await rowCounts(t);
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      full_name: "required",
      email: "required",
      message: "required",
    });

    const blank = await post({ ...valid, full_name: "   ", message: "" });
    expect(blank.json().error.fields).toEqual({ full_name: "required", message: "required" });

    const bad = await post({ ...valid, email: "not-an-email" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ email: "invalid_email" });

    const long = await post({
      ...valid,
      full_name: "x".repeat(201),
      message: "y".repeat(5001),
      phone: "1".repeat(41),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({
      full_name: "too_long",
      message: "too_long",
      phone: "too_long",
    });

    expect(await rowCounts(t)).toEqual(before);
  });

  it("refuses CR/LF in fields that reach mail headers", async () => {
    const before = await rowCounts(t);
    for (const [field, value] of [
      ["full_name", "Eve\r\nBcc: victim@example.com"],
      ["email", "eve@example.com\r\nBcc: victim@example.com"],
      ["phone", "123\n456"],
    ]) {
      const res = await post({ ...valid, [field as string]: value });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual([field]);
    }
    expect(await rowCounts(t)).toEqual(before);
    // Line breaks inside the message body are fine.
    expect((await post({ ...valid, message: "line 1\r\nline 2" })).statusCode).toBe(201);
  });

  it("refuses a filled honeypot with 400 and stores nothing", async () => {
    const before = await rowCounts(t);
    const res = await post({ ...valid, website: "https://spam.example" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toBeUndefined();
    expect(await rowCounts(t)).toEqual(before);
    // An empty honeypot is what browsers send.
    expect((await post({ ...valid, website: "" })).statusCode).toBe(201);
  });

  it("refuses a body over the form's limit and malformed JSON", async () => {
    const huge = await post({ ...valid, message: "x".repeat(40 * 1024) });
    expect(huge.statusCode).toBe(413);
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/contact-messages",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBe(400);
    const proto = await post(
      JSON.parse(`{"__proto__": {"status": "replied"}, ${JSON.stringify(valid).slice(1)}`),
    );
    expect(proto.statusCode).toBe(400);
  });
});

describe("contact messages: the staff's inbox", () => {
  let t: TestApp;
  let admin: AdminSession;
  beforeAll(async () => {
    ({ t, admin } = await adminApp());
  });
  afterAll(() => t.close());

  async function create(overrides: Partial<typeof valid> = {}) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: { ...valid, ...overrides },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  }
  const setStatus = (id: number | string, status: string, headers = admin.headers) =>
    t.app.inject({ method: "PUT", url: `/api/contact-messages/${id}/status`, headers, payload: { status } });

  it("refuses the inbox without a session (401) and changes without the CSRF token (403)", async () => {
    const id = await create();
    expect((await t.app.inject({ method: "GET", url: "/api/contact-messages" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: `/api/contact-messages/${id}` })).statusCode).toBe(401);
    expect((await setStatus(id, "read", {})).statusCode).toBe(401);
    expect((await setStatus(id, "read", { cookie: admin.cookie })).statusCode).toBe(403);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/contact-messages/${id}`,
      headers: { cookie: admin.cookie },
    });
    expect(del.statusCode).toBe(403);
    const list = await t.app.inject({
      method: "GET",
      url: "/api/contact-messages",
      headers: { cookie: admin.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
  });

  it("lists newest first with the SPEC fields and pagination (default 50)", async () => {
    const first = await create({ full_name: "Liste Bir" });
    const second = await create({ full_name: "Liste İki" });
    const res = await t.app.inject({ method: "GET", url: "/api/contact-messages", headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toMatchObject({ page: 1, page_size: 50 });
    expect(meta.total).toBeGreaterThanOrEqual(2);
    const ids = data.map((m: { id: number }) => m.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(Object.keys(data[0]).sort()).toEqual(
      ["created_at", "email", "full_name", "id", "language", "message", "phone", "status"].sort(),
    );

    const paged = await t.app.inject({
      method: "GET",
      url: "/api/contact-messages?page_size=1&page=2&sort=created_at",
      headers: admin.headers,
    });
    expect(paged.json().data).toHaveLength(1);
    expect(paged.json().meta).toMatchObject({ page: 2, page_size: 1 });
  });

  it("filters by status, searches name, email and message, and sorts", async () => {
    const a = await create({
      full_name: "Zeynep Arama",
      email: "zeynep@find.example",
      message: "100% cotton_please",
    });
    const b = await create({ full_name: "Ahmet Arama", message: "linen" });
    expect((await setStatus(b, "read")).statusCode).toBe(200);

    const get = async (query: string) => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/contact-messages?${query}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.map((m: { id: number }) => m.id) as number[];
    };
    expect(await get("q=arama&sort=full_name")).toEqual([b, a]);
    expect(await get("q=arama&sort=-full_name")).toEqual([a, b]);
    expect(await get("q=FIND.example")).toEqual([a]);
    expect(await get("q=100%25")).toEqual([a]);
    expect(await get("q=n_p")).toEqual([a]);
    expect(await get("q=0%25%25")).toEqual([]);
    const read = await get("status=read&q=arama");
    expect(read).toEqual([b]);

    for (const bad of ["status=archived", "sort=email", "page=0", "page_size=1000"]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/contact-messages?${bad}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it("answers 404 for an unknown message and 400 for a malformed id", async () => {
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/contact-messages/999999",
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/contact-messages/abc",
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ id: "invalid" });
    expect((await setStatus(999999, "read")).statusCode).toBe(404);
    const del = await t.app.inject({
      method: "DELETE",
      url: "/api/contact-messages/999999",
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(404);
  });

  it("follows the allowed transitions and refuses the others with 409", async () => {
    const id = await create();
    expect((await setStatus(id, "new")).statusCode).toBe(409);
    const read = await setStatus(id, "read");
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id, status: "read" });
    expect((await setStatus(id, "read")).statusCode).toBe(409);
    expect((await setStatus(id, "replied")).json().data.status).toBe("replied");
    const back = await setStatus(id, "new");
    expect(back.statusCode).toBe(409);
    expect(back.json().error.code).toBe("conflict");
    expect((await setStatus(id, "read")).statusCode).toBe(200);

    const direct = await create();
    expect((await setStatus(direct, "replied")).statusCode).toBe(200);

    const unknown = await setStatus(id, "archived");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ status: "invalid" });

    const [entry] = await t.ctx.db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "status", entity: "contact_message", entityId: direct });
  });

  it("lets only one of two simultaneous identical transitions win", async () => {
    const id = await create();
    const results = await Promise.all([setStatus(id, "read"), setStatus(id, "read")]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it("deletes a message (204), logs it, and then answers 404", async () => {
    const id = await create({ full_name: "Silinecek" });
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/contact-messages/${id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe("");
    const read = await t.app.inject({
      method: "GET",
      url: `/api/contact-messages/${id}`,
      headers: admin.headers,
    });
    expect(read.statusCode).toBe(404);
    const [entry] = await t.ctx.db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: "delete",
      entity: "contact_message",
      entityId: id,
      // By kind and id: the person's name never goes into the log.
      summary: `#${id}`,
    });
  });
});

describe("contact messages: per-IP rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: "5" });
  });
  afterAll(() => t.close());

  it("answers the sixth post in the window with 429 and Retry-After, storing nothing", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: "POST", url: "/api/contact-messages", payload: valid });
      expect(res.statusCode).toBe(201);
    }
    const before = await rowCounts(t);
    const sixth = await t.app.inject({ method: "POST", url: "/api/contact-messages", payload: valid });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe("rate_limited");
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
    expect(await rowCounts(t)).toEqual(before);
    // Another client is not affected.
    const other = await t.app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: valid,
      remoteAddress: "10.0.0.7",
    });
    expect(other.statusCode).toBe(201);
  });
});
