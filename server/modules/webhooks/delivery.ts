/**
 * The delivery queue's statements, as the mail outbox's (server/mail/delivery.ts): due rows are
 * claimed with `FOR UPDATE SKIP LOCKED` and a lease (`claimed_until`), so the workers of several
 * processes take disjoint rows and a row claimed by a process that died is claimed again once its
 * lease is over. A result is written only under the claim the worker holds.
 *
 * `at` is the worker's clock: the database's `now()` in production, a chosen instant in the tests
 * (retries and the 24 hours are then driven without waiting).
 */
import { and, eq, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { WEBHOOK_LIMITS, webhookBackoffSeconds } from "../../../common/webhooks";
import type { Db } from "../../db/client";
import { webhookDeliveries, type WebhookDeliveryRow } from "../../db/schema";

/**
 * A claim's lease: a worker claims a row only when one of its sending slots is free, and a send
 * ends within WEBHOOK_TIMEOUT_MS (60 s at most), well before it.
 */
export const LEASE_MS = 10 * 60 * 1000;

export type Clock = Date | undefined;
const nowOf = (at: Clock): SQL => (at ? sql`${at.toISOString()}::timestamptz` : sql`now()`);
const ms = (value: number) => sql`${value} * interval '1 millisecond'`;
/** To the millisecond, as a JavaScript Date holds it (the claim is compared by equality). */
const leaseEnd = (at: Clock) => sql`date_trunc('milliseconds', ${nowOf(at)} + ${ms(LEASE_MS)})`;

/** Claims up to `limit` due rows: pending ones whose time has come, 'sending' ones whose lease is over. */
export async function claimDue(db: Db, at: Clock, limit: number): Promise<WebhookDeliveryRow[]> {
  const now = nowOf(at);
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      or(
        and(eq(webhookDeliveries.status, "pending"), lte(webhookDeliveries.nextAttemptAt, now)),
        and(eq(webhookDeliveries.status, "sending"), lte(webhookDeliveries.claimedUntil, now)),
      ),
    )
    .orderBy(webhookDeliveries.nextAttemptAt, webhookDeliveries.id)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(webhookDeliveries)
    .set({
      status: "sending",
      claimedUntil: leaseEnd(at),
      firstAttemptAt: sql`coalesce(${webhookDeliveries.firstAttemptAt}, ${now})`,
      updatedAt: now,
    })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
}

/** PGlite at start (one process by construction): whatever is 'sending' was left by a crash. */
export async function requeueAllSending(db: Db): Promise<number> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: "pending", claimedUntil: null, updatedAt: sql`now()` })
    .where(eq(webhookDeliveries.status, "sending"))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

const ownClaim = (row: Pick<WebhookDeliveryRow, "id" | "claimedUntil">): SQL | undefined =>
  and(
    eq(webhookDeliveries.id, row.id),
    eq(webhookDeliveries.status, "sending"),
    row.claimedUntil
      ? eq(webhookDeliveries.claimedUntil, row.claimedUntil)
      : isNull(webhookDeliveries.claimedUntil),
  );

export type Outcome = { ok: boolean; status: number | null; error: string | null };

/**
 * Writes an attempt's outcome under the worker's claim: delivered; or pending again after the
 * backoff; or failed once WEBHOOK_LIMITS.retryHours have passed since the first attempt.
 * Answers the row's new status (null: the claim was no longer this worker's).
 */
export async function recordAttempt(
  db: Db,
  row: WebhookDeliveryRow,
  outcome: Outcome,
  at: Clock,
): Promise<"delivered" | "pending" | "failed" | null> {
  const now = nowOf(at);
  const attempts = row.attempts + 1;
  const common = {
    attempts,
    responseStatus: outcome.status,
    lastAttemptAt: now,
    claimedUntil: null,
    updatedAt: now,
  };
  if (outcome.ok) {
    const done = await db
      .update(webhookDeliveries)
      .set({ ...common, status: "delivered", lastError: null, deliveredAt: now })
      .where(ownClaim(row))
      .returning({ id: webhookDeliveries.id });
    return done.length ? "delivered" : null;
  }
  const first = sql`coalesce(${webhookDeliveries.firstAttemptAt}, ${now})`;
  const giveUp = sql`${now} >= ${first} + ${WEBHOOK_LIMITS.retryHours} * interval '1 hour'`;
  const [done] = await db
    .update(webhookDeliveries)
    .set({
      ...common,
      status: sql`case when ${giveUp} then 'failed' else 'pending' end`,
      lastError: outcome.error,
      nextAttemptAt: sql`${now} + ${webhookBackoffSeconds(attempts)} * interval '1 second'`,
    })
    .where(ownClaim(row))
    .returning({ status: webhookDeliveries.status });
  return (done?.status as "pending" | "failed" | undefined) ?? null;
}
