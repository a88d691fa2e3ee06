import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "../../server/db/schema";
import { describeError, MAX_ATTEMPTS } from "../../server/mail/delivery";
import { type OutgoingMail, queueMail } from "../../server/mail/outbox";
import { type MailWorker, startMailWorker } from "../../server/mail/worker";
import { pdfOfSize } from "../fixtures/images";
import { type AdminSession, multipart, type TestApp } from "../helpers/app";
import { header, type Smtp } from "../helpers/smtp";
import { mailApp } from "../helpers/suite";

const mail = (subject: string, extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: "contact_message",
  to: "staff@example.com",
  replyTo: "sender@example.com",
  subject,
  body: `Body of ${subject}\nsecond line`,
  ...extra,
});

describe("mail worker against a real SMTP server", () => {
  let t: TestApp;
  let smtp: Smtp;
  let port: number;
  let worker: MailWorker;
  let admin: AdminSession;

  beforeAll(async () => {
    ({ t, admin, smtp, port, worker } = await mailApp());
  });
  afterAll(() => t.close());
  beforeEach(() => {
    smtp.received.length = 0;
  });

  const queue = (m: OutgoingMail) => t.ctx.db.transaction((tx) => queueMail(tx, m));
  const row = async (id: number) =>
    (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

  it("sends exactly one mail per queued row, with From, To, Reply-To, Subject and text", async () => {
    const ids = [await queue(mail("First order")), await queue(mail("Second order"))];
    expect(await worker.runOnce()).toBe(2);
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(2);

    const first = smtp.received.find((m) => header(m.raw, "Subject") === "First order")!;
    expect(first.to).toEqual(["staff@example.com"]);
    expect(first.from).toBe("no-reply@dokuma.example");
    expect(header(first.raw, "From")).toBe("Dokuma Website <no-reply@dokuma.example>");
    expect(header(first.raw, "To")).toBe("staff@example.com");
    expect(header(first.raw, "Reply-To")).toBe("sender@example.com");
    expect(first.raw).toContain("Body of First order");
    for (const id of ids) {
      const sent = await row(id);
      expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null });
      expect(sent.sentAt).toBeInstanceOf(Date);
    }
  });

  it("sends every due mail in one run, batch after batch", async () => {
    for (let i = 0; i < 23; i++) await queue(mail(`Bulk ${i}`));
    expect(await worker.runOnce()).toBe(23);
    expect(smtp.received).toHaveLength(23);
    expect(new Set(smtp.received.map((m) => header(m.raw, "Subject"))).size).toBe(23);
  });

  it("keeps a mail while the SMTP server is down and delivers it once after it is back", async () => {
    await smtp.close();
    const id = await queue(mail("Queued while down"));
    expect(await worker.runOnce()).toBe(0);

    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Back up, but the backoff is not over: nothing is tried before it is due.
    expect(await smtp.listen(port)).toBe(port);
    expect(await worker.runOnce()).toBe(0);
    expect((await row(id)).attempts).toBe(1);

    await t.ctx.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, id));
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received.map((m) => header(m.raw, "Subject"))).toEqual(["Queued while down"]);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("waits longer after each failure and gives up after the last attempt", async () => {
    await smtp.close();
    try {
      const early = await queue(mail("Second failure"));
      const last = await queue(mail("Last attempt"));
      await t.ctx.db.update(mailOutbox).set({ attempts: 1 }).where(eq(mailOutbox.id, early));
      await t.ctx.db
        .update(mailOutbox)
        .set({ attempts: MAX_ATTEMPTS - 1 })
        .where(eq(mailOutbox.id, last));
      expect(await worker.runOnce()).toBe(0);

      const retry = await row(early);
      expect(retry).toMatchObject({ status: "pending", attempts: 2 });
      // The second failure waits 30 s (the first waited 5 s).
      const wait = retry.nextAttemptAt.getTime() - retry.updatedAt.getTime();
      expect(wait).toBeGreaterThanOrEqual(29_000);
      expect(wait).toBeLessThanOrEqual(31_000);
      expect(await row(last)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    } finally {
      await smtp.listen(port);
    }
  });

  it("queues a mail left in 'sending' by a crashed run again when a worker starts", async () => {
    const id = await queue(mail("Left by a crash"));
    await t.ctx.db
      .update(mailOutbox)
      .set({ status: "sending", updatedAt: sql`now() - interval '1 hour'` })
      .where(eq(mailOutbox.id, id));
    const restarted = startMailWorker(t.ctx, t.app.log);
    try {
      expect(await restarted.runOnce()).toBe(1);
    } finally {
      await restarted.stop();
    }
    expect(smtp.received).toHaveLength(1);
    expect((await row(id)).status).toBe("sent");
  });

  it("refuses CR/LF in header values when queueing, and again at send time", async () => {
    for (const bad of [
      { subject: "Hello\r\nBcc: victim@example.com" },
      { replyTo: "eve@example.com\nBcc: victim@example.com" },
      { to: "staff@example.com\r\nCc: victim@example.com" },
    ]) {
      await expect(queue(mail("Injected", bad))).rejects.toThrow(/line break/);
    }
    expect(await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.subject, "Injected"))).toEqual([]);

    // A row written around queueMail is refused by the worker: marked failed, never sent.
    const [smuggled] = await t.ctx.db
      .insert(mailOutbox)
      .values({
        kind: "contact_message",
        toAddress: "staff@example.com",
        subject: "Hi\r\nBcc: victim@example.com",
        body: "x",
      })
      .returning({ id: mailOutbox.id });
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    const refused = await row(smuggled!.id);
    expect(refused.status).toBe("failed");
    expect(refused.lastError).toMatch(/subject/);
  });

  it("never stores the SMTP credentials in last_error", () => {
    const url = "smtp://mailer:S3cr%21t-pass@mail.example:587";
    const text = describeError(
      Object.assign(new Error("Invalid login: 535 mailer S3cr!t-pass rejected"), {
        code: "EAUTH",
        responseCode: 535,
      }),
      url,
    );
    expect(text).toContain("EAUTH 535");
    expect(text).not.toMatch(/S3cr|mailer/);
  });

  it("delivers a contact message posted through the API once, with the sender as Reply-To", async () => {
    t.ctx.notifyMail = worker.notify;
    try {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/contact-messages",
        payload: { full_name: "Jean Dupont", email: "jean@client.example", message: "Bonjour, vos tissus ?" },
      });
      expect(res.statusCode).toBe(201);
      // notify() wakes the worker: no polling interval is waited for.
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 3000, interval: 20 });
    } finally {
      t.ctx.notifyMail = () => {};
    }
    expect(await worker.runOnce()).toBe(0);
    const [received] = smtp.received;
    expect(received!.to).toEqual(["staff@example.com"]);
    expect(header(received!.raw, "Reply-To")).toBe("jean@client.example");
    expect(header(received!.raw, "Subject")).toBe("Contact message from Jean Dupont");
    expect(received!.raw).toContain("Bonjour, vos tissus ?");
  });

  it("delivers a career application posted through the API once, naming the position", async () => {
    const before = smtp.received.length;
    t.ctx.notifyMail = worker.notify;
    try {
      const form = multipart(
        {
          full_name: "Ana García",
          email: "ana@candidata.example",
          phone: "+34 600 000 000",
          position: "Export sales",
          message: "Hola",
        },
        [{ field: "file", filename: "cv.pdf", content: pdfOfSize(2048), contentType: "application/pdf" }],
      );
      const res = await t.app.inject({
        method: "POST",
        url: "/api/careers",
        payload: form.payload,
        headers: form.headers,
      });
      expect(res.statusCode).toBe(201);
      await vi.waitFor(() => expect(smtp.received).toHaveLength(before + 1), { timeout: 3000, interval: 20 });
    } finally {
      t.ctx.notifyMail = () => {};
    }
    expect(await worker.runOnce()).toBe(0);
    const received = smtp.received.at(-1)!;
    expect(received.to).toEqual(["staff@example.com"]);
    expect(header(received.raw, "Reply-To")).toBe("ana@candidata.example");
    expect(received.raw).toContain("Export sales");
    // The CV stays private: the mail carries no attachment and no file path.
    expect(received.raw).not.toMatch(/Content-Disposition: attachment|\/private\//i);
  });

  it("stop() waits for the batch in progress; afterwards nothing runs", async () => {
    const second = startMailWorker(t.ctx, t.app.log);
    const id = await queue(mail("During shutdown"));
    smtp.options.acceptDelayMs = 300;
    try {
      const running = second.runOnce();
      await vi.waitFor(async () => expect((await row(id)).status).toBe("sending"), {
        timeout: 3000,
        interval: 10,
      });
      await second.stop();
      expect((await row(id)).status).toBe("sent");
      expect(await running).toBe(1);
    } finally {
      smtp.options.acceptDelayMs = 0;
    }
    await queue(mail("After shutdown"));
    second.notify();
    expect(await second.runOnce()).toBe(0);
    expect(await worker.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(2);
  });

  it("leaves mail in the outbox when no SMTP_URL is configured", async () => {
    const unconfigured = startMailWorker(
      { ...t.ctx, config: { ...t.ctx.config, smtpUrl: undefined } },
      t.app.log,
    );
    const id = await queue(mail("No server configured"));
    unconfigured.notify();
    expect(await unconfigured.runOnce()).toBe(0);
    await unconfigured.stop();
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 0 });
    expect(await worker.runOnce()).toBe(1);
  });

  describe("GET /api/mail/outbox", () => {
    it("answers 401 without a session", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/mail/outbox" });
      expect(res.statusCode).toBe(401);
    });

    it("lists rows newest first without their body, filtered by status and paginated", async () => {
      await smtp.close();
      try {
        await queue(mail("Listed pending"));
        await worker.runOnce();
      } finally {
        await smtp.listen(port);
      }
      const res = await t.app.inject({
        method: "GET",
        url: "/api/mail/outbox?status=pending&page_size=1",
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const { data, meta } = res.json();
      expect(meta).toMatchObject({ page: 1, page_size: 1 });
      expect(meta.total).toBeGreaterThanOrEqual(1);
      expect(Object.keys(data[0]).sort()).toEqual(
        [
          "attempts",
          "created_at",
          "id",
          "kind",
          "last_error",
          "next_attempt_at",
          "sent_at",
          "status",
          "subject",
          "to_address",
        ].sort(),
      );
      expect(data[0]).toMatchObject({
        subject: "Listed pending",
        status: "pending",
        attempts: 1,
        sent_at: null,
      });
      expect(data[0].last_error).toMatch(/ECONNREFUSED/);

      const sent = await t.app.inject({
        method: "GET",
        url: "/api/mail/outbox?status=sent",
        headers: { cookie: admin.cookie },
      });
      expect(sent.json().data.length).toBeGreaterThan(0);
      expect(
        sent.json().data.every((m: { status: string; sent_at: string }) => m.status === "sent" && m.sent_at),
      ).toBe(true);
      const ids = sent.json().data.map((m: { id: number }) => m.id);
      expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    });

    it("refuses an unknown status or an oversized page with 400", async () => {
      for (const query of ["status=lost", "page_size=1000", "page=0"]) {
        const res = await t.app.inject({
          method: "GET",
          url: `/api/mail/outbox?${query}`,
          headers: { cookie: admin.cookie },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields).toBeDefined();
      }
    });
  });
});
