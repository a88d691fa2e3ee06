// "Tell me about new fabrics like these": POST /api/search-alerts, the double opt-in through a
// real SMTP server, the digest of newly published fabrics that match (the finder's own filter)
// after ALERT_DIGEST_DELAY_S and at most once a day, RFC 8058's one-click unsubscribe, the
// address's caps, the staff's counts, the privacy lookup and erasure, and the retention.
import { eq, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fabrics, searchAlerts } from "../../server/db/schema";
import type { MailWorker } from "../../server/mail/worker";
import { applyRetention } from "../../server/modules/retention/service";
import { sendDueDigests } from "../../server/modules/search-alerts";
import type { AdminSession, TestApp } from "../helpers/app";
import { fabricWriter, LINEN_TWILL } from "../helpers/fabric-card";
import { header, type Smtp } from "../helpers/smtp";
import { mailApp } from "../helpers/suite";
import { jpeg } from "../fixtures/images";

let t: TestApp;
let admin: AdminSession;
let smtp: Smtp;
let worker: MailWorker;
let write: ReturnType<typeof fabricWriter>;
let codes = 0;
const DELAY_S = 600;

beforeAll(async () => {
  ({ t, admin, smtp, worker } = await mailApp({ ALERT_DIGEST_DELAY_S: String(DELAY_S), MAIL_TO: undefined }));
  write = fabricWriter(t, admin, await jpeg(120, 90));
});
afterAll(() => t.close());
beforeEach(() => {
  smtp.received.length = 0;
});

/** A fabric published now: linen twill at `gsm` g/m² unless the card says otherwise. */
async function publish(name: string, card: object = {}) {
  const res = await write("POST", "/api/fabrics", {
    name,
    description: "Gömleklik",
    name_fr: `${name} (fr)`,
    card: JSON.stringify({ ...LINEN_TWILL, code: `KM-A${++codes}`, ...card }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const follow = (payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/search-alerts?lng=fr", payload });
const post = (
  url: string,
  payload?: string | Record<string, unknown>,
  headers: Record<string, string> = {},
) => t.app.inject({ method: "POST", url, ...(payload === undefined ? {} : { payload }), headers });

/** Sends the outbox and answers the mails received, parsed, with their raw text. */
async function mails() {
  await worker.runOnce();
  const parsed = await Promise.all(
    smtp.received.map(async (m) => ({ raw: m.raw, mail: await simpleParser(m.raw) })),
  );
  smtp.received.length = 0;
  return parsed;
}
const tokenIn = (text: string, path: string) =>
  new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1] ?? null;
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe("following a search", () => {
  it("confirms by mail, sends nothing before, then one digest of the matching new fabrics after the delay; one click unsubscribes", async () => {
    const email = "claire.lyon@example.com";
    const query = "fiber=linen&weave=twill&gsm_min=120&gsm_max=140";
    const res = await follow({ email, lng: "fr", query });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ data: { status: "confirmation_sent" } });

    const [confirmation, ...others] = await mails();
    expect(others).toEqual([]);
    expect(confirmation!.mail.to && "text" in confirmation!.mail.to && confirmation!.mail.to.text).toBe(
      email,
    );
    expect(confirmation!.mail.subject).toBe("Confirmez votre alerte tissus");
    expect(confirmation!.mail.text).toContain(`${t.ctx.config.origin}/fabrics?${query}&lng=fr`);
    const confirmToken = tokenIn(confirmation!.mail.text ?? "", "/alerts/confirm");
    const unsubscribeToken = tokenIn(confirmation!.mail.text ?? "", "/alerts/unsubscribe");
    expect(confirmToken).not.toBeNull();
    expect(unsubscribeToken).not.toBeNull();
    expect(header(confirmation!.raw, "list-unsubscribe")).toBe(
      `<${t.ctx.config.origin}/api/search-alerts/unsubscribe?token=${unsubscribeToken}>`,
    );
    expect(header(confirmation!.raw, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // Unconfirmed: a matching fabric sends nothing, whenever the digests run.
    const early = await publish("Erken keten");
    expect(await sendDueDigests(t.ctx, later(2 * 86_400))).toBe(0);

    const confirmed = await post("/api/search-alerts/confirm", { token: confirmToken ?? "" });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ query, lng: "fr" });
    const endsAt = new Date(confirmed.json().data.ends_at);
    expect(endsAt.getUTCFullYear()).toBe(new Date().getUTCFullYear() + 1);
    // The link is spent.
    const again = await post("/api/search-alerts/confirm", { token: confirmToken ?? "" });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe("invalid_token");

    const match = await publish("Keten dimi yeni");
    const heavy = await publish("Ağır keten", { weight_gsm: 180 });
    const poplin = await publish("Poplin", {
      weave: "poplin",
      composition: [{ fiber: "cotton", percent: 100 }],
    });
    // Within the delay nothing goes; after it, one digest with the one match (not the fabric published before the confirmation).
    expect(await sendDueDigests(t.ctx, later(DELAY_S - 30))).toBe(0);
    expect(await sendDueDigests(t.ctx, later(DELAY_S + 5))).toBe(1);
    const [digest, ...more] = await mails();
    expect(more).toEqual([]);
    expect(digest!.mail.subject).toBe("Nouveaux tissus pour votre recherche (1)");
    const text = digest!.mail.text ?? "";
    expect(text).toContain(`Keten dimi yeni (fr): ${t.ctx.config.origin}/fabric/${match}?lng=fr`);
    for (const id of [early, heavy, poplin]) expect(text).not.toContain(`/fabric/${id}?`);
    expect(text).toContain(`/alerts/unsubscribe?token=${unsubscribeToken}&lng=fr`);
    expect(header(digest!.raw, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    // Nothing new: nothing sent again.
    expect(await sendDueDigests(t.ctx, later(3 * 86_400))).toBe(0);

    // A second match within a day waits for the day to pass.
    const second = await publish("Keten dimi ikinci");
    expect(await sendDueDigests(t.ctx, later(DELAY_S + 60))).toBe(0);
    expect(await sendDueDigests(t.ctx, later(86_400 + 60))).toBe(1);
    const [next] = await mails();
    expect(next!.mail.text).toContain(`/fabric/${second}?lng=fr`);
    expect(next!.mail.text).not.toContain(`/fabric/${match}?`);

    // RFC 8058: the mail program's POST, a form body, the token in the address.
    const oneClick = await post(
      `/api/search-alerts/unsubscribe?token=${unsubscribeToken}`,
      "List-Unsubscribe=One-Click",
      { "content-type": "application/x-www-form-urlencoded" },
    );
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json().data).toMatchObject({ query, lng: "fr", ends_at: null });
    await publish("Keten dimi üçüncü");
    expect(await sendDueDigests(t.ctx, later(3 * 86_400))).toBe(0);
    expect((await mails()).length).toBe(0);
    const reused = await post(
      `/api/search-alerts/unsubscribe?token=${unsubscribeToken}`,
      "List-Unsubscribe=One-Click",
      {
        "content-type": "application/x-www-form-urlencoded",
      },
    );
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe("invalid_token");
    // Only a POST unsubscribes: the mail's visible link is a page, the API has no GET.
    expect(
      (await t.app.inject({ method: "GET", url: `/api/search-alerts/unsubscribe?token=${unsubscribeToken}` }))
        .statusCode,
    ).toBe(404);
  });

  it("a text search matches in the alert's language; two runs at once send one digest", async () => {
    const email = "ana.barcelona@example.com";
    const res = await t.app.inject({
      method: "POST",
      url: "/api/search-alerts?lng=es",
      payload: { email, lng: "es", query: "q=oxford" },
    });
    expect(res.statusCode, res.body).toBe(202);
    const [confirmation] = await mails();
    expect(confirmation!.mail.subject).toBe("Confirme su alerta de tejidos");
    const token = tokenIn(confirmation!.mail.text ?? "", "/alerts/confirm");
    expect((await post("/api/search-alerts/confirm", { token: token ?? "" })).statusCode).toBe(200);
    const oxford = await publish("Oxford mavi");
    await publish("Dimi gri");
    const runs = await Promise.all([
      sendDueDigests(t.ctx, later(DELAY_S + 5)),
      sendDueDigests(t.ctx, later(DELAY_S + 5)),
    ]);
    expect(runs[0]! + runs[1]!).toBe(1);
    const [digest, ...more] = await mails();
    expect(more).toEqual([]);
    expect(digest!.mail.subject).toBe("Nuevos tejidos para su búsqueda (1)");
    expect(digest!.mail.text).toContain(`/fabric/${oxford}?lng=es`);
  });

  it("an alert no new fabric matches moves past the new fabrics once they are settled, so later runs read only newer ones", async () => {
    const email = "jonas.hamburg@example.com";
    const res = await t.app.inject({
      method: "POST",
      url: "/api/search-alerts?lng=de",
      payload: { email, lng: "de", query: "q=seersucker" },
    });
    expect(res.statusCode, res.body).toBe(202);
    const [confirmation] = await mails();
    const token = tokenIn(confirmation!.mail.text ?? "", "/alerts/confirm");
    expect((await post("/api/search-alerts/confirm", { token: token ?? "" })).statusCode).toBe(200);
    const seenUntil = async () => {
      const [row] = await t.ctx.db
        .select({ seen: sql<string>`${searchAlerts.seenUntil}::text` })
        .from(searchAlerts)
        .where(eq(searchAlerts.email, email));
      return row!.seen;
    };
    const confirmedAt = await seenUntil();
    const other = await publish("Keten başka");
    const [created] = await t.ctx.db
      .select({ at: sql<string>`date_trunc('milliseconds', ${fabrics.createdAt})::text` })
      .from(fabrics)
      .where(eq(fabrics.id, other));
    // A minute later the fabric may still have company in a transaction not yet committed: the alert stays.
    expect(await sendDueDigests(t.ctx, later(60))).toBe(0);
    expect(await seenUntil()).toBe(confirmedAt);
    // Ten minutes later it has seen every fabric up to that one, and no mail went.
    expect(await sendDueDigests(t.ctx, later(DELAY_S))).toBe(0);
    expect(await seenUntil()).toBe(created!.at);
    expect(await mails()).toEqual([]);
    // A match published afterwards is still found.
    const seer = await publish("Seersucker mavi");
    expect(await sendDueDigests(t.ctx, later(DELAY_S + 5))).toBe(1);
    const [digest] = await mails();
    expect(digest!.mail.text).toContain(`/fabric/${seer}?lng=de`);
  });

  it("answers the same whether the address follows the search or not, and asks again for a confirmation", async () => {
    const body = { email: "same@example.com", lng: "de", query: "weave=twill" };
    const first = await follow(body);
    const firstMails = await mails();
    const second = await follow({ ...body, email: "SAME@example.com" });
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    expect(second.body).toBe(first.body);
    const sent = [...firstMails, ...(await mails())];
    expect(sent.map((m) => m.mail.subject)).toEqual([
      "Bitte bestätigen Sie Ihre Benachrichtigung zu neuen Stoffen",
      "Bitte bestätigen Sie Ihre Benachrichtigung zu neuen Stoffen",
    ]);
    const rows = await t.ctx.db
      .select()
      .from(searchAlerts)
      .where(sql`lower(${searchAlerts.email}) = 'same@example.com'`);
    expect(rows).toHaveLength(1);
    // Only the newest confirmation link works.
    const [old, fresh] = sent.map((m) => tokenIn(m.mail.text ?? "", "/alerts/confirm"));
    expect((await post("/api/search-alerts/confirm", { token: old ?? "" })).statusCode).toBe(400);
    expect((await post("/api/search-alerts/confirm", { token: fresh ?? "" })).statusCode).toBe(200);
  });

  it("caps an address at three confirmation mails a day and ten searches", async () => {
    const email = "busy+tag@example.com";
    for (const [i, query] of ["weave=twill", "weave=poplin", "fiber=linen"].entries()) {
      expect(
        (await follow({ email: i === 0 ? "busy@example.com" : email, lng: "fr", query })).statusCode,
      ).toBe(202);
    }
    const capped = await follow({ email, lng: "fr", query: "fiber=cotton" });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().error.code).toBe("rate_limited");
    await mails();

    const full = "collector@example.com";
    await t.ctx.db
      .insert(searchAlerts)
      .values(
        Array.from({ length: 10 }, (_, i) => ({ email: full, language: "fr", query: `gsm_min=${100 + i}` })),
      );
    const eleventh = await follow({ email: full, lng: "fr", query: "weave=oxford" });
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().error.fields).toEqual({ email: "alert_limit" });
    // One it follows already can still be confirmed again.
    expect((await follow({ email: full, lng: "fr", query: "gsm_min=105" })).statusCode).toBe(202);
  });

  it("shows staff a count per search without addresses; the privacy lookup, export and erasure cover the alerts", async () => {
    const email = "privacy.alert@example.com";
    expect((await follow({ email, lng: "en", query: "pattern=stripe" })).statusCode).toBe(202);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/search-alerts" });
    expect(anonymous.statusCode).toBe(401);
    const list = await t.app.inject({ method: "GET", url: "/api/search-alerts", headers: admin.headers });
    expect(list.statusCode).toBe(200);
    const row = list.json().data.find((r: { query: string }) => r.query === "pattern=stripe");
    expect(row).toMatchObject({ confirmed: 0, unconfirmed: 1, languages: ["en"] });
    expect(list.body).not.toContain(email);

    const lookup = await t.app.inject({
      method: "POST",
      url: "/api/privacy/lookup",
      headers: admin.headers,
      payload: { email: email.toUpperCase() },
    });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json().data.search_alerts).toEqual([
      expect.objectContaining({ query: "pattern=stripe", language: "en", confirmed: false }),
    ]);
    const erase = await t.app.inject({
      method: "POST",
      url: "/api/privacy/erase",
      headers: admin.headers,
      payload: { email },
    });
    expect(erase.statusCode, erase.body).toBe(200);
    expect(erase.json().data.search_alerts).toBe(1);
    const left = await t.ctx.db
      .select()
      .from(searchAlerts)
      .where(sql`lower(${searchAlerts.email}) = ${email}`);
    expect(left).toEqual([]);
  });

  it("deletes an unconfirmed alert after seven days and a confirmed one a year after its confirmation", async () => {
    const [pending, recent, old] = await t.ctx.db
      .insert(searchAlerts)
      .values([
        { email: "r1@example.com", language: "fr", query: "weave=twill" },
        { email: "r2@example.com", language: "fr", query: "weave=twill", confirmedAt: new Date() },
        {
          email: "r3@example.com",
          language: "fr",
          query: "weave=twill",
          confirmedAt: new Date(Date.now() - 366 * 86_400_000),
        },
      ])
      .returning({ id: searchAlerts.id });
    const ids = () =>
      t.ctx.db
        .select({ id: searchAlerts.id })
        .from(searchAlerts)
        .then((rows) => rows.map((r) => r.id));
    await applyRetention(t.ctx, later(6 * 86_400));
    expect(await ids()).toEqual(expect.arrayContaining([pending!.id, recent!.id]));
    expect(await ids()).not.toContain(old!.id);
    const removed = await applyRetention(t.ctx, later(8 * 86_400));
    expect(removed.search_alert).toBeGreaterThanOrEqual(1);
    expect(await ids()).not.toContain(pending!.id);
    expect(await ids()).toContain(recent!.id);
  });
});
