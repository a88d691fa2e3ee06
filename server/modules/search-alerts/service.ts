/**
 * Followed searches ("tell me about new fabrics like these"), without accounts: an address, the
 * finder's query and a language. Double opt-in: an alert sends nothing until the link of its
 * confirmation mail is used; the digests (digest.ts) go to confirmed alerts only.
 *
 * Tokens: the confirmation link's is random, mailed once and stored as its SHA-256 only (spent
 * when used, valid SEARCH_ALERT_LIMITS.unconfirmedDays). The unsubscribe link's is an HMAC of the
 * alert's id under a key of the server's (server_secrets), so every digest can carry it again
 * while the database holds only its hash. Neither reveals the address or the alert's id.
 *
 * What a visitor is told never says whether the address already follows anything: a repeated
 * search is asked to be confirmed again, with the same answer. The address's daily cap counts the
 * confirmation mails (REQUESTS_PER_ADDRESS_PER_DAY, as the request forms), and an address follows
 * at most SEARCH_ALERT_LIMITS.perAddress searches.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { Lang } from "../../../common/constants";
import { SEARCH_ALERT_LIMITS } from "../../../common/search-alerts";
import type { SearchAlertDone, SearchAlertSummaryDto } from "../../../common/api/search-alerts";
import { fabricFilterParams, readStrictFabricFilter } from "../../../common/fabric-filter";
import { addMonths } from "../../../common/retention";
import type { SearchAlertInput } from "../../../common/schemas";
import type { Db } from "../../db/client";
import { mailOutbox, searchAlerts } from "../../db/schema";
import type { AppContext } from "../../http/context";
import { AppError, badRequest } from "../../http/errors";
import { queueMail } from "../../mail/outbox";
import { serverKey } from "../auth";
import { assertAddressCap, capAddress } from "../buyer-requests";
import { confirmationMail } from "./mails";

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/** The key the unsubscribe tokens are made with. */
export const alertKey = (db: Db) => serverKey(db, "search_alert_key");

/** An alert's unsubscribe token: the same in every mail of the alert, 43 characters of base64url. */
export const unsubscribeToken = (key: Buffer, alertId: number) =>
  createHmac("sha256", key).update(`search-alert-unsubscribe\0${alertId}`).digest("base64url");

const invalidToken = () =>
  new AppError(400, "invalid_token", "This link is not valid: it is incomplete, already used or expired");

/** When a confirmed alert ends unless it is confirmed again. */
export const endsAt = (confirmedAt: Date) => addMonths(confirmedAt, SEARCH_ALERT_LIMITS.months);

/** Asks the address to confirm the search (a new alert, or one it follows already: confirmed again). */
export async function followSearch(ctx: AppContext, input: SearchAlertInput): Promise<void> {
  const filter = readStrictFabricFilter(input.query);
  if (!filter) throw badRequest("The search is not one the finder takes", { query: "invalid" });
  const query = fabricFilterParams(filter).toString();
  const email = input.email;
  const confirmToken = randomBytes(32).toString("base64url");
  const key = await alertKey(ctx.db);
  await ctx.db.transaction(async (tx) => {
    await assertAddressCap(
      tx,
      {
        table: mailOutbox,
        email: mailOutbox.toAddress,
        createdAt: mailOutbox.createdAt,
        where: eq(mailOutbox.kind, "alert_confirmation"),
      },
      "search-alert",
      email,
      "search alerts",
    );
    const followed = await tx
      .select({ id: searchAlerts.id, email: searchAlerts.email, query: searchAlerts.query })
      .from(searchAlerts)
      .where(eq(capAddress(searchAlerts.email), capAddress(email)));
    const same = followed.find((a) => a.query === query && a.email.toLowerCase() === email.toLowerCase());
    if (!same && followed.length >= SEARCH_ALERT_LIMITS.perAddress) {
      throw badRequest(`An address follows at most ${SEARCH_ALERT_LIMITS.perAddress} searches`, {
        email: "alert_limit",
      });
    }
    let id: number;
    if (same) {
      id = same.id;
      await tx
        .update(searchAlerts)
        .set({ confirmTokenHash: sha256(confirmToken), language: input.lng, updatedAt: sql`now()` })
        .where(eq(searchAlerts.id, id));
    } else {
      const [row] = await tx
        .insert(searchAlerts)
        .values({ email, language: input.lng, query, confirmTokenHash: sha256(confirmToken) })
        .returning({ id: searchAlerts.id });
      id = row!.id;
      await tx
        .update(searchAlerts)
        .set({ unsubscribeTokenHash: sha256(unsubscribeToken(key, id)) })
        .where(eq(searchAlerts.id, id));
    }
    await queueMail(
      tx,
      confirmationMail({
        to: email,
        lng: input.lng,
        query,
        origin: ctx.config.origin,
        confirmToken,
        unsubscribeToken: unsubscribeToken(key, id),
      }),
    );
  });
  ctx.notifyMail();
}

const done = (row: { query: string; language: string; confirmedAt: Date | null }): SearchAlertDone => ({
  query: row.query,
  lng: row.language as Lang,
  ends_at: row.confirmedAt ? endsAt(row.confirmedAt).toISOString() : null,
});

/** The confirmation link: the alert starts (or runs 12 months more); its token is spent. */
export async function confirmAlert(ctx: AppContext, token: string): Promise<SearchAlertDone> {
  const issuedAfter = sql`now() - make_interval(days => ${SEARCH_ALERT_LIMITS.unconfirmedDays})`;
  const [row] = await ctx.db
    .update(searchAlerts)
    .set({
      confirmTokenHash: null,
      confirmedAt: sql`now()`,
      // Fabrics added from now on are new to it (a confirmed-again alert keeps its place).
      // In milliseconds, as JavaScript holds it (the digest compares it as read).
      seenUntil: sql`coalesce(${searchAlerts.seenUntil}, date_trunc('milliseconds', now()))`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(searchAlerts.confirmTokenHash, sha256(token)), gt(searchAlerts.updatedAt, issuedAfter)))
    .returning();
  if (!row) throw invalidToken();
  return done(row);
}

/** The unsubscribe link (the page's button or the mail program's one-click POST): the alert is deleted. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<SearchAlertDone> {
  const [row] = await ctx.db
    .delete(searchAlerts)
    .where(eq(searchAlerts.unsubscribeTokenHash, sha256(token)))
    .returning();
  if (!row) throw invalidToken();
  return { ...done(row), ends_at: null };
}

/** What staff see: each followed search, how many addresses follow it, confirmed or not. */
export async function alertSummaries(db: Db): Promise<SearchAlertSummaryDto[]> {
  const confirmed = sql<number>`count(*) filter (where ${isNotNull(searchAlerts.confirmedAt)})::int`;
  const unconfirmed = sql<number>`count(*) filter (where ${isNull(searchAlerts.confirmedAt)})::int`;
  const rows = await db
    .select({
      query: searchAlerts.query,
      confirmed,
      unconfirmed,
      languages: sql<
        string[]
      >`array_agg(distinct ${searchAlerts.language} order by ${searchAlerts.language})`,
      lastSentAt: sql<string | null>`max(${searchAlerts.lastSentAt})`,
      createdAt: sql<string>`min(${searchAlerts.createdAt})`,
    })
    .from(searchAlerts)
    .groupBy(searchAlerts.query)
    .orderBy(desc(confirmed), desc(unconfirmed), searchAlerts.query);
  return rows.map((row) => ({
    query: row.query,
    confirmed: row.confirmed,
    unconfirmed: row.unconfirmed,
    languages: row.languages as Lang[],
    last_sent_at: row.lastSentAt ? new Date(row.lastSentAt).toISOString() : null,
    created_at: new Date(row.createdAt).toISOString(),
  }));
}
