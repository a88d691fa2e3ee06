/**
 * The delivery worker, started by server/main.ts beside the mail worker: every WEBHOOK_POLL_MS
 * and when an event is queued, it claims due deliveries as long as one of its
 * WEBHOOK_LIMITS.concurrency sending slots is free, and sends them in the background (a receiver
 * that hangs holds one slot until the timeout, never a request, never the other slots). On stop,
 * the sends in progress end (each within its timeout); a process killed mid-send leaves its rows
 * 'sending' until their lease is over, then another process (or this one's next start) sends them.
 */
import { inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { WEBHOOK_LIMITS } from "../../../common/webhooks";
import { type WebhookDeliveryRow, webhooks } from "../../db/schema";
import type { AppContext } from "../../http/context";
import { webhookDeliveriesTotal } from "../../metrics/series";
import { type Clock, claimDue, recordAttempt, requeueAllSending } from "./delivery";
import { setWakeUp } from "./queue";
import { sendDelivery } from "./send";
import type { Lookup } from "./targets";

export type WebhookWorker = {
  /**
   * Sends every due delivery (`at`: the clock, for tests) and waits until none is in flight;
   * answers how many were delivered.
   */
  runOnce(at?: Date): Promise<number>;
  notify(): void;
  stop(): Promise<void>;
};

/** `poll: false`: no timer and no wake-up on queued events (tests call runOnce). */
export type WorkerOptions = { lookup?: Lookup; poll?: boolean };

export function startWebhookWorker(
  ctx: AppContext,
  log: FastifyBaseLogger,
  options: WorkerOptions = {},
): WebhookWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let delivered = 0;
  const inFlight = new Set<Promise<void>>();
  /** The claiming loop running now, if any; `again` asks it for one more round. */
  let pumping: Promise<void> | null = null;
  let again = false;
  const ready = recover();

  async function recover() {
    if (ctx.database.kind !== "pglite") return; // PostgreSQL: claimDue takes rows whose lease is over
    try {
      const requeued = await requeueAllSending(ctx.db);
      if (requeued)
        log.warn({ requeued }, "webhook deliveries left 'sending' by an earlier run are queued again");
    } catch (error) {
      log.error({ err: error }, "webhook delivery recovery failed");
    }
  }

  async function deliver(
    row: WebhookDeliveryRow,
    hook: { url: string; secret: string } | undefined,
    at: Clock,
  ) {
    const { allowedTargets, timeoutMs } = ctx.config.webhooks;
    const outcome = hook
      ? await sendDelivery({
          url: hook.url,
          secret: hook.secret,
          eventId: row.eventId,
          event: row.event,
          body: row.body,
          allowList: allowedTargets,
          timeoutMs,
          origin: ctx.config.origin,
          now: at,
          lookup: options.lookup,
        })
      : { ok: false, status: null, error: "webhook deleted" };
    const status = await recordAttempt(ctx.db, row, outcome, at);
    if (status === null) return;
    webhookDeliveriesTotal.inc({ outcome: status === "pending" ? "retry" : status });
    const facts = {
      deliveryId: row.id,
      webhookId: row.webhookId,
      event: row.event,
      status,
      code: outcome.status,
    };
    if (outcome.ok) {
      delivered++;
      log.info(facts, "webhook delivered");
    } else log.warn({ ...facts, reason: outcome.error }, "webhook not delivered");
  }

  /** Claims as many due rows as there are free slots, and starts each send; again while rows come. */
  async function claimRound(at: Clock) {
    await ready;
    do {
      again = false;
      while (!stopped) {
        const free = WEBHOOK_LIMITS.concurrency - inFlight.size;
        if (free <= 0) break;
        const batch = await claimDue(ctx.db, at, free);
        if (batch.length === 0) break;
        const ids = [...new Set(batch.map((row) => row.webhookId))];
        const hooks = new Map(
          (await ctx.db.select().from(webhooks).where(inArray(webhooks.id, ids))).map((hook) => [
            hook.id,
            hook,
          ]),
        );
        for (const row of batch) {
          const send: Promise<void> = deliver(row, hooks.get(row.webhookId), at)
            .catch((error: unknown) =>
              log.error({ err: error, deliveryId: row.id }, "webhook delivery failed"),
            )
            .finally(() => {
              inFlight.delete(send);
              // A slot is free: the next due row goes now (same clock).
              pump(at);
            });
          inFlight.add(send);
        }
      }
    } while (again && !stopped);
  }

  function pump(at: Clock): Promise<void> {
    if (stopped) return Promise.resolve();
    if (pumping) {
      again = true;
      return pumping;
    }
    pumping = claimRound(at)
      .catch((error: unknown) => log.error({ err: error }, "webhook worker run failed"))
      .finally(() => {
        pumping = null;
      });
    return pumping;
  }

  /** Until nothing is claimed nor in flight. */
  async function settle() {
    while (pumping || inFlight.size > 0) await Promise.all([pumping, ...inFlight]);
  }

  async function runOnce(at?: Date): Promise<number> {
    const before = delivered;
    await pump(at);
    await settle();
    return delivered - before;
  }

  function schedule() {
    if (stopped || options.poll === false) return;
    timer = setTimeout(() => void pump(undefined).then(schedule), ctx.config.webhooks.pollMs);
    timer.unref();
  }

  const notify = () => void pump(undefined);
  schedule();
  if (options.poll !== false) setWakeUp(notify);
  return {
    runOnce,
    notify,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      setWakeUp(null);
      await ready;
      await settle();
    },
  };
}
