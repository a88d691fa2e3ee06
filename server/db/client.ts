import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { OWNER_ONLY_DIR, restrictTree } from "../storage/modes";
import { LOCK_POLL_MS, localLocks } from "./advisory";
import { acquireDataDirLock, type DataDirLock } from "./lock";
import { initPgliteCluster } from "./pglite-init";
import { timePgClient, timePglite } from "./timing";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database: services accept either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Answers true when the database takes a query (for /readyz). */
  ping(): Promise<boolean>;
  migrate(): Promise<void>;
  /**
   * Runs `fn` while this process holds the advisory lock `id` (ADVISORY_LOCK), waiting for it:
   * several processes on one PostgreSQL take turns. PGlite has one process: its own tasks take turns.
   */
  withLock<T>(id: number, fn: () => Promise<T>): Promise<T>;
  /** Runs `fn` only if the lock `id` is free now; `{ ran: false }` when another holds it. */
  tryLock<T>(id: number, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  /** PostgreSQL: the pool's connections (open, idle) and the requests waiting for one. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * PGlite: its data folder as an uncompressed tar, taken between two statements (PGlite's own
   * dumpDataDir), for a backup while the server runs; PostgreSQL is dumped by pg_dump instead.
   */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
};

const here = path.dirname(fileURLToPath(import.meta.url));
/** Migrations sit beside this file in the sources and are copied beside the bundle by the build. */
export const MIGRATIONS_DIR = [path.join(here, "migrations"), path.join(here, "db", "migrations")].find((p) =>
  fs.existsSync(path.join(p, "meta", "_journal.json")),
)!;

export type OpenOptions = {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Hold the data-folder lock (the server does; a test's throwaway folder may skip it). */
  lock?: boolean;
};

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.lock ?? true);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    // A query that hangs on a dead server must fail, not hold the request forever.
    query_timeout: 15_000,
  });
  // Errors of idle clients (server restarted) must not crash the process; the pool reconnects.
  pool.on("error", () => {});
  // A client checked out of the pool has no listener of the pool's: a connection that ends
  // between two statements of a transaction (server stopped, network cut) would emit an
  // unhandled 'error' and end the process. The statement in flight, or the next one, fails
  // instead; the request answers 503 and the client is discarded when released.
  pool.on("connect", (client) => {
    client.on("error", () => {});
    timePgClient(client);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  /** A connection of its own holds the session-level lock; `fn` uses the pool as usual. */
  async function locked<T>(id: number, wait: boolean, fn: () => Promise<T>) {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      for (;;) {
        const { rows } = await client.query<{ ok: boolean }>(
          "select pg_try_advisory_lock($1::bigint) as ok",
          [id],
        );
        if (rows[0]?.ok) break;
        if (!wait) return { ran: false as const };
        await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
      }
      try {
        return { ran: true as const, value: await fn() };
      } finally {
        await client.query("select pg_advisory_unlock($1::bigint)", [id]).catch((error: Error) => {
          // The connection is discarded below, which frees the lock as well.
          broken = error;
        });
      }
    } catch (error) {
      // Whatever failed, the connection is discarded rather than reused: that frees the lock too.
      broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  }
  return {
    db,
    kind: "postgres",
    async withLock(id, fn) {
      const result = await locked(id, true, fn);
      if (!result.ran) throw new Error(`advisory lock ${id} not taken`);
      return result.value;
    },
    tryLock: (id, fn) => locked(id, false, fn),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async ping() {
      try {
        await pool.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    async migrate() {
      await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    async close() {
      await pool.end();
    },
  };
}

/** PostgreSQL's default 128 MB of shared buffers is most of the process's memory and buys
 * nothing for a site this size: 16 MB keeps idle RSS well under QUALITY.md's 250 MB. */
export const PGLITE_CONF = ["shared_buffers=16MB"];

/** No DATABASE_URL and no embedded database in the data folder yet: this start creates it. */
export const firstEmbeddedStart = (options: { dataDir: string; databaseUrl?: string | null }): boolean =>
  !options.databaseUrl && !fs.existsSync(path.join(options.dataDir, "db", "PG_VERSION"));

async function openPglite(dataDir: string, lock: boolean): Promise<Database> {
  const dbDir = path.join(dataDir, "db");
  let held: DataDirLock | undefined;
  if (lock) held = acquireDataDirLock(dataDir);
  try {
    fs.mkdirSync(dbDir, { recursive: true, mode: OWNER_ONLY_DIR });
    await initPgliteCluster(dbDir, PGLITE_CONF);
    const client = await PGlite.create(dbDir, { postgresqlconf: PGLITE_CONF });
    // PGlite writes its initial database 0666 and its relation cache file 0644 whatever the
    // umask, and an older version left the folder 0755: all of it made 0600 / 0700 (~20 ms).
    restrictTree(dbDir);
    return pgliteDatabase(client, () => held?.release());
  } catch (error) {
    held?.release();
    throw error;
  }
}

/**
 * The Database over an open PGlite client (a data folder, or one in memory, as the tests load
 * theirs from an image of the migrated database); `released` runs once the client is closed.
 */
export function pgliteDatabase(client: PGlite, released: () => void = () => {}): Database {
  const db = drizzlePglite({ client: timePglite(client), schema }) as unknown as Db;
  const locks = localLocks();
  return {
    db,
    kind: "pglite",
    withLock: locks.withLock,
    tryLock: locks.tryLock,
    snapshot: () => client.dumpDataDir("none"),
    async ping() {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    async close() {
      try {
        await client.close();
      } finally {
        released();
      }
    },
  };
}
