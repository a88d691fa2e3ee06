/**
 * A buyer's request mails the address it is given: a confirmation goes out for each one. So that
 * the forms cannot flood someone else's mailbox from many IPs, one address gets at most this many
 * requests of a kind a day.
 */
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { AppError } from "../../http/errors";

export const REQUESTS_PER_ADDRESS_PER_DAY = 3;

export async function assertAddressNotFlooded(
  db: Db,
  table: PgTable & { email: PgColumn; createdAt: PgColumn },
  email: string,
  what: string,
) {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(
      and(
        eq(sql`lower(${table.email})`, email.toLowerCase()),
        gt(table.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  if ((row?.n ?? 0) >= REQUESTS_PER_ADDRESS_PER_DAY) {
    throw new AppError(429, "rate_limited", `Too many ${what} for this address today`);
  }
}
