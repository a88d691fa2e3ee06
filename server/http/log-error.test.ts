import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { serializeError } from "./log-error";

const client = new PGlite();
const db = drizzle(client);
afterAll(async () => {
  await client.close();
});

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("the query did not fail");
}

describe("serializeError", () => {
  it("logs a failed query's SQLSTATE and constraint, never its statement, parameters or values", async () => {
    const secret = "secret-visitor-text-4711";
    await db.execute(sql`create table t (name text check (name <> ${sql.raw(`'${secret}'`)}))`);
    const errors = [
      await failure(() => db.execute(sql`insert into t (name) values (${secret})`)),
      await failure(() => db.execute(sql`select ${secret}::int`)),
      await failure(() => db.execute(sql`select ${'{"a":"\\ud800"}'}::jsonb`)),
    ];
    const logged = errors.map((error) => serializeError(error));
    const text = JSON.stringify(logged);
    expect(text).not.toContain(secret);
    expect(text).not.toMatch(/insert into|select |Failed query|params:|ud800/i);
    expect(logged[0]).toMatchObject({
      type: "DrizzleQueryError",
      cause: { code: "23514", table: "t", constraint: "t_name_check" },
    });
    expect(logged[1]).toMatchObject({ cause: { code: "22P02" } });
    expect(logged[2]).toMatchObject({ cause: { code: "22P02" } });
    // Where it was thrown is kept.
    expect(logged[0]?.stack).toMatch(/^at /);
  });

  it("logs other errors whole, with their cause", () => {
    const error = Object.assign(new Error("disk full", { cause: new Error("ENOSPC") }), { code: "ENOSPC" });
    expect(serializeError(error)).toMatchObject({
      type: "Error",
      message: "disk full",
      code: "ENOSPC",
      cause: { message: "ENOSPC" },
    });
    expect(serializeError(error).stack).toContain("disk full");
  });
});
