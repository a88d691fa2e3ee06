/**
 * PostgreSQL advisory lock ids (one bigint key each) under which several processes sharing one
 * database take turns. Any constant will do as long as each is used for one thing only; the
 * login throttle's per-counter locks are hashtextextended() of a text key and the seed's
 * transaction lock is 801_980 (server/db/seed). Listed in docs/decisions/0017-several-processes.md.
 */
export const ADVISORY_LOCK = {
  /** Migrations, demo seed and the admin set-up at start: one process at a time. */
  startup: 801_981,
  /** Removing leftover files (partial uploads, files without a row): one process at a time. */
  leftovers: 801_982,
  /** The retention run: one process at a time; the others skip it. */
  retention: 801_983,
  /** A fabric passport's write that gives GTINs: one at a time, each GTIN once in the catalogue. */
  gtins: 801_984,
  /** A scheduled backup (server/backup/schedule.ts): one process makes it; the others skip it. */
  backup: 801_985,
  /** Followed searches' digests (server/modules/search-alerts/digest.ts): one process at a time. */
  alertDigests: 801_986,
} as const;

export type AdvisoryLockId = (typeof ADVISORY_LOCK)[keyof typeof ADVISORY_LOCK];

/** How often a process waiting for a lock asks again (a blocking call would hit query_timeout). */
export const LOCK_POLL_MS = 200;

/** One process per data folder (PGlite): the locks only have to order this process's own tasks. */
export function localLocks() {
  const held = new Map<number, Promise<unknown>>();
  return {
    async withLock<T>(id: number, fn: () => Promise<T>): Promise<T> {
      const before = held.get(id) ?? Promise.resolve();
      const run = before.then(fn, fn);
      const settled = run.catch(() => {});
      held.set(id, settled);
      try {
        return await run;
      } finally {
        if (held.get(id) === settled) held.delete(id);
      }
    },
    async tryLock<T>(id: number, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
      if (held.has(id)) return { ran: false };
      const run = fn();
      const settled = run.catch(() => {});
      held.set(id, settled);
      try {
        return { ran: true, value: await run };
      } finally {
        if (held.get(id) === settled) held.delete(id);
      }
    },
  };
}
