/**
 * Staff's side of the webhooks: add one (its URL checked: https to a public address unless
 * allow-listed), list them with their newest delivery, delete one with its log, read its
 * deliveries, queue a test event, send an event again.
 */
import { randomUUID } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { WebhookDeliveryDto, WebhookDto, WebhookInput } from "../../../common/api/webhooks";
import type { WebhookEvent } from "../../../common/constants";
import { WEBHOOK_TEST_EVENT } from "../../../common/constants";
import { WEBHOOK_LIMITS } from "../../../common/webhooks";
import type { Db } from "../../db/client";
import { type WebhookDeliveryRow, webhookDeliveries, webhooks } from "../../db/schema";
import type { AppContext } from "../../http/context";
import { AppError, badRequest, conflict, notFound } from "../../http/errors";
import { type Page, pageMeta } from "../../http/pagination";
import type { WriteContext } from "../../http/write-context";
import { logActivity } from "../activity";
import { eventBody } from "./queue";
import { checkTarget, type Lookup } from "./targets";

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const hint = (secret: string) => `…${secret.slice(-4)}`;

export function deliveryDto(row: WebhookDeliveryRow): WebhookDeliveryDto {
  const waiting = row.status === "pending" || row.status === "sending";
  return {
    id: row.id,
    event_id: row.eventId,
    event: row.event as WebhookDeliveryDto["event"],
    status: row.status as WebhookDeliveryDto["status"],
    attempts: row.attempts,
    response_status: row.responseStatus,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    last_attempt_at: iso(row.lastAttemptAt),
    next_attempt_at: waiting ? row.nextAttemptAt.toISOString() : null,
    delivered_at: iso(row.deliveredAt),
  };
}

export async function listWebhooks(db: Db): Promise<WebhookDto[]> {
  const rows = await db.select().from(webhooks).orderBy(webhooks.id);
  const latest = await db
    .selectDistinctOn([webhookDeliveries.webhookId], {
      webhookId: webhookDeliveries.webhookId,
      status: webhookDeliveries.status,
      at: sql<Date>`coalesce(${webhookDeliveries.lastAttemptAt}, ${webhookDeliveries.createdAt})`.mapWith(
        webhookDeliveries.createdAt,
      ),
    })
    .from(webhookDeliveries)
    .orderBy(webhookDeliveries.webhookId, desc(webhookDeliveries.id));
  const byHook = new Map(latest.map((row) => [row.webhookId, row]));
  return rows.map((row) => {
    const last = byHook.get(row.id);
    return {
      id: row.id,
      url: row.url,
      events: row.events as WebhookEvent[],
      secret_hint: hint(row.secret),
      created_at: row.createdAt.toISOString(),
      last_delivery: last
        ? { status: last.status as WebhookDeliveryDto["status"], at: new Date(last.at).toISOString() }
        : null,
    };
  });
}

export async function createWebhook(
  ctx: AppContext,
  write: WriteContext,
  input: WebhookInput,
  lookup?: Lookup,
): Promise<WebhookDto> {
  const target = await checkTarget(input.url, ctx.config.webhooks.allowedTargets, lookup);
  if (!target.ok) {
    const code = target.problem.code === "invalid_url" ? "invalid_url" : target.problem.code;
    throw badRequest(target.problem.message, { url: code });
  }
  const id = await write.db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(webhooks);
    if (n >= WEBHOOK_LIMITS.webhooks)
      throw conflict(`A site holds at most ${WEBHOOK_LIMITS.webhooks} webhooks`);
    const [row] = await tx
      .insert(webhooks)
      .values({ url: target.url.toString(), events: [...new Set(input.events)], secret: input.secret })
      .returning({ id: webhooks.id });
    await logActivity(tx, write.actorId, "create", "webhook", row!.id, target.url.host);
    return row!.id;
  });
  const created = (await listWebhooks(ctx.db)).find((hook) => hook.id === id);
  if (!created) throw notFound("Webhook");
  return created;
}

export async function deleteWebhook(write: WriteContext, id: number): Promise<void> {
  await write.db.transaction(async (tx) => {
    const [row] = await tx.delete(webhooks).where(eq(webhooks.id, id)).returning();
    if (!row) throw notFound("Webhook");
    await logActivity(tx, write.actorId, "delete", "webhook", id, new URL(row.url).host);
  });
}

export async function listDeliveries(db: Db, webhookId: number, page: Page) {
  const [hook] = await db.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.id, webhookId));
  if (!hook) throw notFound("Webhook");
  const where = eq(webhookDeliveries.webhookId, webhookId);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(page.pageSize)
    .offset(page.offset);
  return { data: rows.map(deliveryDto), meta: pageMeta(page, n) };
}

/** The test button: a `webhook.test` event to this webhook alone, queued now. */
export async function queueTestEvent(db: Db, webhookId: number): Promise<WebhookDeliveryDto> {
  const [hook] = await db.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.id, webhookId));
  if (!hook) throw notFound("Webhook");
  const eventId = randomUUID();
  const body = eventBody(eventId, WEBHOOK_TEST_EVENT, new Date(), {
    message: "A test event sent from the admin's Webhooks screen",
  });
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ webhookId, eventId, event: WEBHOOK_TEST_EVENT, body })
    .returning();
  return deliveryDto(row!);
}

/** "Send again": a new delivery of the same event id and body, for a delivered or failed one. */
export async function retryDelivery(
  db: Db,
  webhookId: number,
  deliveryId: number,
): Promise<WebhookDeliveryDto> {
  const [old] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, webhookId)));
  if (!old) throw notFound("Delivery");
  if (old.status !== "delivered" && old.status !== "failed")
    throw new AppError(409, "conflict", "This delivery is still being tried");
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ webhookId, eventId: old.eventId, event: old.event, body: old.body })
    .returning();
  return deliveryDto(row!);
}
