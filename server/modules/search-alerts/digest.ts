/**
 * The digests of followed searches. A confirmed alert's new fabrics are those created after its
 * `seen_until`, kept by the finder's own filter (the same code as /fabrics, over the new fabrics
 * alone, in the alert's language for a text search). A digest goes once the first of them is
 * ALERT_DIGEST_DELAY_S old (a batch of new fabrics goes in one mail) and the alert's last digest
 * is SEARCH_ALERT_LIMITS.digestEveryHours old; it lists them, moves `seen_until` past them and
 * queues the mail in one transaction, under the alert's row lock, so two processes never send
 * one digest twice (and one run at a time under an advisory lock does the work).
 */
import { and, eq, inArray, isNotNull, lt, min, sql } from "drizzle-orm";
import type { Lang } from "../../../common/constants";
import { SEARCH_ALERT_LIMITS } from "../../../common/search-alerts";
import { readFabricFilter, readStrictFabricFilter } from "../../../common/fabric-filter";
import { ADVISORY_LOCK } from "../../db/advisory";
import { searchAlerts } from "../../db/schema";
import type { AppContext } from "../../http/context";
import { queueMail } from "../../mail/outbox";
import { fabricsCreatedAfter } from "../fabrics";
import { digestMail } from "./mails";
import { alertKey, endsAt, unsubscribeToken } from "./service";

const HOUR_MS = 3_600_000;
/**
 * A fabric's row is written in a transaction that ends well within this: one created longer ago
 * than this is either among the fabrics read now or never will be.
 */
const SETTLED_MS = 5 * 60_000;

/** Sends every digest that is due at `now`; answers how many were queued. */
export async function sendDueDigests(ctx: AppContext, now = new Date()): Promise<number> {
  const confirmed = isNotNull(searchAlerts.confirmedAt);
  const [oldest] = await ctx.db
    .select({ since: min(searchAlerts.seenUntil) })
    .from(searchAlerts)
    .where(confirmed);
  if (!oldest?.since) return 0;
  const fresh = await fabricsCreatedAfter(ctx, oldest.since);
  if (!fresh) return 0;
  const alerts = await ctx.db.select().from(searchAlerts).where(confirmed);
  const delayMs = ctx.config.alertDigestDelayS * 1000;
  const key = await alertKey(ctx.db);
  // An alert none of the new fabrics matches has seen them all up to the newest settled one: its
  // `seen_until` moves there, so the next runs read only what is newer (not every fabric since
  // the oldest alert's confirmation, every minute).
  const settled = fresh
    .matching(readFabricFilter(new URLSearchParams()), "tr")
    .map(({ row }) => row.createdAt.getTime())
    .filter((time) => time <= now.getTime() - SETTLED_MS);
  const quietUntil = settled.length ? new Date(Math.max(...settled)) : null;
  const quiet: number[] = [];
  let sent = 0;
  for (const alert of alerts) {
    const filter = readStrictFabricFilter(alert.query);
    if (!filter || !alert.seenUntil || !alert.confirmedAt) continue;
    const lng = alert.language as Lang;
    const seen = alert.seenUntil;
    const found = fresh.matching(filter, lng).filter(({ row }) => row.createdAt > seen);
    if (found.length === 0) {
      if (quietUntil && quietUntil > seen) quiet.push(alert.id);
      continue;
    }
    const first = Math.min(...found.map(({ row }) => row.createdAt.getTime()));
    if (first + delayMs > now.getTime()) continue;
    if (
      alert.lastSentAt &&
      alert.lastSentAt.getTime() + SEARCH_ALERT_LIMITS.digestEveryHours * HOUR_MS > now.getTime()
    )
      continue;
    const newest = new Date(Math.max(...found.map(({ row }) => row.createdAt.getTime())));
    const listed = found.slice(0, SEARCH_ALERT_LIMITS.fabricsPerMail);
    const queued = await ctx.db.transaction(async (tx) => {
      // The row as this run read it, or nothing: another process took it, or it was unsubscribed.
      const [locked] = await tx
        .select({ id: searchAlerts.id })
        .from(searchAlerts)
        .where(
          and(
            eq(searchAlerts.id, alert.id),
            eq(sql`date_trunc('milliseconds', ${searchAlerts.seenUntil})`, seen),
            confirmed,
          ),
        )
        .for("update", { skipLocked: true });
      if (!locked) return false;
      await tx
        .update(searchAlerts)
        .set({ seenUntil: newest, lastSentAt: sql`now()` })
        .where(eq(searchAlerts.id, alert.id));
      await queueMail(
        tx,
        digestMail({
          to: alert.email,
          lng,
          query: alert.query,
          origin: ctx.config.origin,
          unsubscribeToken: unsubscribeToken(key, alert.id),
          fabrics: listed.map(({ fabric }) => ({
            id: fabric.id,
            code: fabric.code,
            name: String(fabric.name),
          })),
          more: found.length - listed.length,
          endsAt: endsAt(alert.confirmedAt!),
        }),
      );
      return true;
    });
    if (queued) sent++;
  }
  if (quiet.length > 0 && quietUntil)
    await ctx.db
      .update(searchAlerts)
      .set({ seenUntil: quietUntil })
      .where(and(inArray(searchAlerts.id, quiet), lt(searchAlerts.seenUntil, quietUntil)));
  if (sent > 0) ctx.notifyMail();
  return sent;
}

type Log = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * Looks for due digests every `intervalMs` (by default a tenth of the delay, between 1 s and a
 * minute: a digest goes at most that long after it is due); `stop` ends the schedule.
 */
export function startAlertDigests(
  ctx: AppContext,
  log: Log,
  intervalMs = Math.min(60_000, Math.max(1000, ctx.config.alertDigestDelayS * 100)),
): { stop(): void } {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const outcome = await ctx.database.tryLock(ADVISORY_LOCK.alertDigests, () => sendDueDigests(ctx));
      if (outcome.ran && outcome.value > 0)
        log.info({ digests: outcome.value }, "search alerts: digests queued");
    } catch (error) {
      log.error({ err: error }, "search alert digests failed; tried again at the next run");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
