import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseDown } from "../../server/http/errors";
import { createTempDatabase, TEST_DB } from "../helpers/app";

// A connection that PostgreSQL ends in the middle of a write (a restart, a failover) must answer
// 503 with Retry-After, never 500. Drizzle's transaction then fails on its own ROLLBACK, and what
// reaches the error handler is that second error, wrapped: these are the real errors.
describe.runIf(TEST_DB === "postgres")("a database connection lost mid-request", () => {
  let temp: Awaited<ReturnType<typeof createTempDatabase>>;
  let pool: pg.Pool;
  beforeAll(async () => {
    temp = await createTempDatabase();
    pool = new pg.Pool({ connectionString: temp.url, max: 2 });
    // As server/db/client.ts does: a connection that dies while checked out emits "error".
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
  });
  afterAll(async () => {
    await pool.end();
    await temp.drop();
  });

  const failure = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      return error;
    }
    throw new Error("expected the work to fail");
  };

  it("inside a transaction, whose ROLLBACK then fails too, counts as the database being down", async () => {
    const db = drizzle(pool);
    const error = await failure(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      }),
    );
    expect(String((error as Error).message)).toMatch(/rollback/);
    expect(isDatabaseDown(error)).toBe(true);
  });

  it("in a single query counts as the database being down", async () => {
    const db = drizzle(pool);
    const error = await failure(() => db.execute(sql`select pg_terminate_backend(pg_backend_pid())`));
    expect(isDatabaseDown(error)).toBe(true);
  });

  it("a query that is simply wrong is not mistaken for an outage", async () => {
    const db = drizzle(pool);
    const error = await failure(() => db.execute(sql`select * from no_such_table`));
    expect(isDatabaseDown(error)).toBe(false);
  });
});
