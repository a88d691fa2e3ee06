/**
 * Queuing an event: one delivery row per webhook subscribed to it, written in the caller's
 * transaction, so an event exists if and only if the change it reports committed (and a crash
 * after the commit loses none: the worker finds the rows). The body is written once, here: every
 * attempt and every "send again" sends the same bytes with the same event id.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { WebhookEvent } from "../../../common/constants";
import type { Tx } from "../../db/client";
import { webhookDeliveries, webhooks } from "../../db/schema";

/** What the worker does when woken: set by the running worker (none in a CLI task or a test without one). */
let wake: (() => void) | null = null;
export const setWakeUp = (fn: (() => void) | null) => {
  wake = fn;
};

/** How long after queuing the worker looks: the caller's transaction has committed by then, or the poll finds it. */
const WAKE_DELAY_MS = 50;
/** Rows per INSERT statement (well under PostgreSQL's 65,535 parameters). */
const INSERT_BATCH = 500;

/** Wakes the worker shortly (a queued row's transaction has committed by then; if not, the poll finds it). */
export function wakeWorker() {
  if (wake) setTimeout(wake, WAKE_DELAY_MS).unref();
}

export const eventBody = (eventId: string, event: string, createdAt: Date, data: Record<string, unknown>) =>
  JSON.stringify({ id: eventId, event, created_at: createdAt.toISOString(), data });

/**
 * Queues `event` for every webhook subscribed to it, in `db` (the caller's transaction). Answers
 * how many deliveries were queued. Call it from any module through `../webhooks`.
 */
export const queueWebhookEvent = (db: Tx, event: WebhookEvent, data: Record<string, unknown>) =>
  queueWebhookEvents(db, event, [data]);

/** Several events of one kind (an import's fabrics): one event id each, one read of the webhooks. */
export async function queueWebhookEvents(
  db: Tx,
  event: WebhookEvent,
  items: readonly Record<string, unknown>[],
): Promise<number> {
  if (items.length === 0) return 0;
  const subscribed = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(sql`${event} = any(${webhooks.events})`);
  if (subscribed.length === 0) return 0;
  const createdAt = new Date();
  const rows = items.flatMap((data) => {
    const eventId = randomUUID();
    const body = eventBody(eventId, event, createdAt, data);
    return subscribed.map((hook) => ({ webhookId: hook.id, eventId, event, body }));
  });
  for (let start = 0; start < rows.length; start += INSERT_BATCH)
    await db.insert(webhookDeliveries).values(rows.slice(start, start + INSERT_BATCH));
  wakeWorker();
  return rows.length;
}
