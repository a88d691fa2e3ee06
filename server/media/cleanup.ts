import fsp from "node:fs/promises";
import path from "node:path";
import { inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Tx } from "../db/client";
import { media, privateFiles } from "../db/schema";
import type { AppContext } from "../http/context";

/** Keys are looked up in batches, so a large folder never builds one huge query. */
const BATCH = 500;

async function listNames(dir: string): Promise<string[]> {
  const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
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

/** Removes the files of `dir` whose key (from keyOf) no row names; answers how many went. */
async function removeOrphans(
  db: Tx,
  dir: string,
  table: typeof media | typeof privateFiles,
  keyOf: (name: string) => string,
): Promise<number> {
  const names = await listNames(dir);
  const known = await knownKeys(db, table, [...new Set(names.map(keyOf))]);
  const orphans = names.filter((name) => !known.has(keyOf(name)));
  await Promise.all(orphans.map((name) => fsp.rm(path.join(dir, name), { force: true })));
  return orphans.length;
}

/** uploads/<key>-<width>.webp: the key is what comes before the last '-'. */
const uploadKey = (name: string) => {
  const dash = name.lastIndexOf("-");
  return dash > 0 ? name.slice(0, dash) : name;
};

/**
 * At start, before the server takes requests: removes what a crash (kill -9 mid-upload)
 * can leave behind. Uploads being received (tmp/), re-encoded images whose transaction
 * never committed (uploads/ without a media row) and CVs without a private_files row.
 */
export async function cleanLeftovers(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  const { storage, db } = ctx;
  const tmp = await listNames(storage.tmpDir);
  await storage.remove(tmp.map((name) => path.join(storage.tmpDir, name)));
  const uploads = await removeOrphans(db, storage.uploadsDir, media, uploadKey);
  const privates = await removeOrphans(db, storage.privateDir, privateFiles, (name) => name);
  if (tmp.length + uploads + privates > 0) {
    log.info({ tmp: tmp.length, uploads, private: privates }, "removed leftover files");
  }
}
