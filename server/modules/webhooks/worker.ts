/**
 * The delivery worker, started by server/main.ts beside the mail worker: every WEBHOOK_POLL_MS
 * and when an event is queued, it claims due deliveries and sends them WEBHOOK_LIMITS.concurrency
 * at a time, in the background (a receiver that hangs or fails never slows a request). On stop,
 * the batch in progress ends (each send within its timeout); a process killed mid-batch leaves
 * its rows 'sending' until their lease is over, then another process (or this one's next start)
 * sends them.
 */
import { inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { WEBHOOK_LIMITS } from "../../../common/webhooks";
import { webhooks, type WebhookDeliveryRow } from "../../db/schema";
import type { AppContext } from "../../http/context";
import { webhookDeliveriesTotal } from "../../metrics/series";
import { BATCH_SIZE, type Clock, claimDue, recordAttempt, requeueAllSending } from "./delivery";
import { setWakeUp } from "./queue";
import { sendDelivery } from "./send";
import type { Lookup } from "./targets";

export type WebhookWorker = {
  /** Sends every due delivery now (`at`: the clock, for tests); answers how many were delivered. */
  runOnce(at?: Date): Promise<number>;
  notify(): void;
  stop(): Promise<void>;
};

export type WorkerOptions = { lookup?: Lookup; poll?: boolean };

export function startWebhookWorker(
  ctx: AppContext,
  log: FastifyBaseLogger,
  options: WorkerOptions = {},
): WebhookWorker {
  const { pollMs } = ctx.config.webhooks;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let woken = false;
  let chain: Promise<unknown> = recover();

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
    const outcome = hook
      ? await sendDelivery({
          url: hook.url,
          secret: hook.secret,
          eventId: row.eventId,
          event: row.event,
          body: row.body,
          allowList: ctx.config.webhooks.allowedTargets,
          timeoutMs: ctx.config.webhooks.timeoutMs,
          origin: ctx.config.origin,
          now: at,
          lookup: options.lookup,
        })
      : { ok: false, status: null, error: "webhook deleted" };
    const status = await recordAttempt(ctx.db, row, outcome, at);
    if (status === null) return false;
    webhookDeliveriesTotal.inc({ outcome: status === "pending" ? "retry" : status });
    const facts = {
      deliveryId: row.id,
      webhookId: row.webhookId,
      event: row.event,
      status,
      code: outcome.status,
    };
    if (outcome.ok) log.info(facts, "webhook delivered");
    else log.warn({ ...facts, reason: outcome.error }, "webhook not delivered");
    return status === "delivered";
  }

  async function drain(at: Clock): Promise<number> {
    if (stopped) return 0;
    let delivered = 0;
    while (!stopped) {
      const batch = await claimDue(ctx.db, at);
      if (batch.length === 0) break;
      const ids = [...new Set(batch.map((row) => row.webhookId))];
      const hooks = new Map(
        (await ctx.db.select().from(webhooks).where(inArray(webhooks.id, ids))).map((hook) => [
          hook.id,
          hook,
        ]),
      );
      const queue = [...batch];
      await Promise.all(
        Array.from({ length: Math.min(WEBHOOK_LIMITS.concurrency, queue.length) }, async () => {
          for (let row = queue.shift(); row; row = queue.shift())
            if (await deliver(row, hooks.get(row.webhookId), at)) delivered++;
        }),
      );
      if (batch.length < BATCH_SIZE) break;
    }
    return delivered;
  }

  function runOnce(at?: Date): Promise<number> {
    const run = chain.then(() => drain(at));
    chain = run.catch(() => {});
    return run;
  }

  const runQuietly = () =>
    runOnce().catch((error: unknown) => log.error({ err: error }, "webhook worker run failed"));

  function schedule() {
    if (stopped || options.poll === false) return;
    timer = setTimeout(() => void runQuietly().then(schedule), pollMs);
    timer.unref();
  }

  function notify() {
    if (stopped || woken) return;
    woken = true;
    void chain.then(() => {
      woken = false;
      return runQuietly();
    });
  }

  schedule();
  if (options.poll !== false) setWakeUp(notify);
  return {
    runOnce,
    notify,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      setWakeUp(null);
      await chain;
    },
  };
}

