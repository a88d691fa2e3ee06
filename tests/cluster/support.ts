// The two-process suite's database: a fresh database of its own on the shared PostgreSQL server
// (TEST_DATABASE_URL), created for the run and dropped after it. The server itself is never
// stopped or reconfigured.
import { randomBytes } from "node:crypto";
import pg from "pg";

export const SHARED_URL = process.env.TEST_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test";

/** Reachable, or skipped with a reason; under CI=true an unreachable server is a failure. */
export async function sharedPostgres(): Promise<{ available: boolean; reason: string }> {
  const client = new pg.Client({ connectionString: SHARED_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return { available: true, reason: "" };
  } catch (error) {
    const reason = `PostgreSQL at ${SHARED_URL.replace(/\/\/[^@]*@/, "//")} is not reachable (${(error as Error).message})`;
    if (process.env.CI === "true" || process.env.CI === "1")
      throw new Error(`${reason}: required when CI=true`);
    console.warn(`SKIPPED: ${reason}; the two-process tests do not run.`);
    return { available: false, reason };
  } finally {
    await client.end().catch(() => {});
  }
}

/** The URL of `database` on the shared server. */
export function urlFor(database: string): string {
  const url = new URL(SHARED_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onShared<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SHARED_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** A new, empty database `cluster_<random>`; `drop()` removes it (and ends its connections). */
export async function createDatabase() {
  const name = `cluster_${randomBytes(6).toString("hex")}`;
  await onShared((client) => client.query(`create database ${name}`));
  const url = urlFor(name);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on("error", () => {});
  return {
    name,
    url,
    async query<R extends pg.QueryResultRow = Record<string, unknown>>(text: string, values: unknown[] = []) {
      return (await pool.query<R>(text, values)).rows;
    },
    async drop() {
      await pool.end().catch(() => {});
      await onShared((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
export type TestDatabase = Awaited<ReturnType<typeof createDatabase>>;
