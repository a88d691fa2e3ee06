import fsp from "node:fs/promises";
import path from "node:path";
import { count, inArray, min } from "drizzle-orm";
import { mailOutbox, webhookDeliveries } from "../db/schema";
import type { AppContext } from "../http/context";
import {
  backupLastSuccess,
  dbPoolClients,
  outboxOldestAge,
  outboxWaiting,
  ready,
  webhookWaiting,
} from "./series";

/** Mails not yet sent nor given up. */
const WAITING = ["pending", "sending"];
/** `npm run backup` writes `site-<date>.tar.gz` through a `.part` file: a finished archive ends so. */
const ARCHIVE = /\.tar\.gz$/;
const CHECK_MS = 2000;

const within = (check: Promise<boolean>) =>
  Promise.race([
    check.catch(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CHECK_MS).unref()),
  ]);

async function readOutbox(ctx: AppContext) {
  const [row] = await ctx.db
    .select({ n: count(), oldest: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, WAITING));
  outboxWaiting.set(row?.n ?? 0);
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : undefined;
  outboxOldestAge.set(oldest === undefined ? 0 : Math.max(0, (Date.now() - oldest) / 1000));
  const [hooks] = await ctx.db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.status, WAITING));
  webhookWaiting.set(hooks?.n ?? 0);
}

/** The newest finished archive's modification time, 0 when the folder holds none. */
export async function newestArchiveTime(dir: string): Promise<number> {
  const names = await fsp.readdir(dir).catch(() => [] as string[]);
  let newest = 0;
  for (const name of names.filter((n) => ARCHIVE.test(n))) {
    const stat = await fsp.stat(path.join(dir, name)).catch(() => undefined);
    if (stat?.isFile()) newest = Math.max(newest, stat.mtimeMs);
  }
  return newest / 1000;
}

/** The newest archive of the scheduled backups (server/backup/schedule.ts), Unix seconds. */
let scheduledSuccess = 0;

/** A scheduled backup finished, or the target's newest archive was read at start (seconds). */
export function recordBackupSuccess(seconds: number) {
  scheduledSuccess = Math.max(scheduledSuccess, seconds);
  backupLastSuccess.set(scheduledSuccess);
}

/**
 * The figures read when Prometheus scrapes: the outbox, readiness, the pool and the last backup.
 * A database that does not answer leaves the outbox figures as they were and `site_ready` at 0.
 */
export async function refreshScrapeMetrics(ctx: AppContext, backupDir: string | undefined) {
  const [dbUp, storeUp] = await Promise.all([within(ctx.database.ping()), within(ctx.storage.ping())]);
  ready.set(dbUp && storeUp && !ctx.state.shuttingDown ? 1 : 0);
  if (dbUp) await readOutbox(ctx).catch(() => {});
  const pool = ctx.database.poolStats?.();
  if (pool) for (const [state, n] of Object.entries(pool)) dbPoolClients.set({ state }, n);
  if (backupDir) backupLastSuccess.set(Math.max(scheduledSuccess, await newestArchiveTime(backupDir)));
}
