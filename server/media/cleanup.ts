import fsp from "node:fs/promises";
import path from "node:path";
import { inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { ADVISORY_LOCK } from "../db/advisory";
import type { Tx } from "../db/client";
import { media, privateFiles } from "../db/schema";
import type { AppContext } from "../http/context";
import type { Area } from "../storage/objects";
import { hostTag, type Storage, tmpFolderOwner } from "../storage/storage";

/**
 * A leftover younger than this may belong to another process sharing DATA_DIR and the database:
 * an upload still being received, or re-encoded images whose transaction has not committed yet.
 */
export const LEFTOVER_MIN_AGE_MS = 60 * 60 * 1000;

/** Keys are looked up in batches, so a large folder never builds one huge query. */
const BATCH = 500;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The newest change under `target` (a file, or a folder and what it holds). */
async function newestChange(target: string): Promise<number> {
  const stat = await fsp.stat(target).catch(() => null);
  if (!stat) return 0;
  let newest = stat.mtimeMs;
  if (stat.isDirectory()) {
    const entries = await fsp.readdir(target, { recursive: true }).catch(() => [] as string[]);
    for (const entry of entries) {
      const inner = await fsp.stat(path.join(target, entry)).catch(() => null);
      if (inner) newest = Math.max(newest, inner.mtimeMs);
    }
  }
  return newest;
}

/**
 * Other processes' folders under tmp/ (and files an older version left there): removed when
 * their process is gone (a folder of this host whose pid is not running: kill -9, crash) or
 * nothing in them changed for LEFTOVER_MIN_AGE_MS (a folder of another host sharing DATA_DIR).
 * This process's own folder is never touched. Answers how many files went.
 */
async function removeTmpLeftovers(tmpRoot: string, own: string, before: number): Promise<number> {
  const entries = await fsp.readdir(tmpRoot, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    const target = path.join(tmpRoot, entry.name);
    if (target === own) continue;
    const owner = entry.isDirectory() ? tmpFolderOwner(entry.name) : null;
    const dead =
      owner !== null && owner.host === hostTag() && owner.pid !== process.pid && !isAlive(owner.pid);
    if (!dead && (await newestChange(target)) >= before) continue;
    const files = entry.isDirectory()
      ? (await fsp.readdir(target, { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) =>
          e.isFile(),
        ).length
      : 1;
    await fsp.rm(target, { recursive: true, force: true }).catch(() => {});
    removed += files;
  }
  return removed;
}

/** The keys among `keys` that a row of `table` names. */
async function knownKeys(
  db: Tx,
  table: typeof media | typeof privateFiles,
  keys: string[],
): Promise<Set<string>> {
  const known = new Set<string>();
  for (let i = 0; i < keys.length; i += BATCH) {
    const rows = await db
      .select({ key: table.storageKey })
      .from(table)
      .where(inArray(table.storageKey, keys.slice(i, i + BATCH)));
    for (const row of rows) known.add(row.key);
  }
  return known;
}

/** Removes the objects of `area` older than `before` whose key (from keyOf) no row names; answers how many went. */
async function removeOrphans(
  db: Tx,
  storage: Storage,
  area: Area,
  table: typeof media | typeof privateFiles,
  keyOf: (name: string) => string,
  before: number,
): Promise<number> {
  const names: string[] = [];
  for await (const object of storage.list(area)) {
    if (object.modified.getTime() < before) names.push(object.key);
  }
  const known = await knownKeys(db, table, [...new Set(names.map(keyOf))]);
  const orphans = names.filter((name) => !known.has(keyOf(name)));
  await storage.remove(area, orphans);
  return orphans.length;
}

/** uploads/<key>-<width>.webp: the key is what comes before the last '-'. */
const uploadKey = (name: string) => {
  const dash = name.lastIndexOf("-");
  return dash > 0 ? name.slice(0, dash) : name;
};

/**
 * At start, before the server takes requests, and then daily (startLeftoverSweep): removes what a crash (kill -9 mid-upload)
 * can leave behind. Uploads being received (other processes' folders under tmp/), re-encoded
 * images whose transaction never committed (uploads/ without a media row) and CVs without a
 * private_files row, in the local folders or the bucket, whichever the store is. Several processes may share DATA_DIR and the database, so a file without
 * a row goes only once it is LEFTOVER_MIN_AGE_MS old (another process may be about to commit
 * its row), and one process at a time cleans (an advisory lock; a process that finds it taken
 * leaves the work to the one holding it).
 */
export async function cleanLeftovers(
  ctx: AppContext,
  log: FastifyBaseLogger,
  minAgeMs = LEFTOVER_MIN_AGE_MS,
): Promise<void> {
  const { storage, db } = ctx;
  await ctx.database.tryLock(ADVISORY_LOCK.leftovers, async () => {
    const before = Date.now() - minAgeMs;
    const tmp = await removeTmpLeftovers(storage.tmpRoot, storage.tmpDir, before);
    const uploads = await removeOrphans(db, storage, "uploads", media, uploadKey, before);
    const privates = await removeOrphans(db, storage, "private", privateFiles, (name) => name, before);
    if (tmp + uploads + privates > 0) {
      log.info({ tmp, uploads, private: privates }, "removed leftover files");
    }
  });
}

/** How often a running process sweeps again (the start is the first time). */
export const SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * The same clean-up once a day while the process runs: a long-lived process (or one of several
 * that rarely restart) also removes what a failed delete or a crash of another process left in
 * the bucket or the folders. One process at a time does it (the same advisory lock).
 */
export function startLeftoverSweep(
  ctx: AppContext,
  log: FastifyBaseLogger,
  intervalMs = SWEEP_INTERVAL_MS,
): { stop(): void } {
  const timer = setInterval(() => {
    void cleanLeftovers(ctx, log).catch((error: unknown) =>
      log.error({ err: error }, "leftover clean-up failed; it is tried again at the next sweep"),
    );
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
