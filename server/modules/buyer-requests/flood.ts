/**
 * A buyer's request mails the address it is given: a confirmation goes out for each one. So that
 * the forms cannot flood someone else's mailbox from many IPs, one address gets at most this many
 * requests of a kind a day.
 *
 * The count and the insert it allows happen in one transaction, under a transaction-scoped
 * advisory lock per kind and address (as the login throttle's counters): parallel posts, or posts
 * to several processes on one PostgreSQL, wait for each other and each counts the rows the others
 * committed. The address is compared as the cap sees it (capAddress): letter case and a `+tag`
 * sub-address do not make another address. Stored addresses stay as typed.
 */
import { and, count, eq, gt, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client";
import { AppError } from "../../http/errors";

export const REQUESTS_PER_ADDRESS_PER_DAY = 3;

/**
 * The address as the cap counts it, in SQL: lower case, the local part cut at its first `+`
 * (`Name+2@Example.com` is `name@example.com`). Applied to the stored column and to the address
 * posted alike, so the two can never disagree.
 */
export const capAddress = (value: SQL | PgColumn | string): SQL =>
  sql`lower(regexp_replace(${value}, '\\+[^@]*(@[^@]*)$', '\\1'))`;

/** Inside the transaction that inserts the request: waits for the address's lock, then counts. */
export async function assertAddressNotFlooded(
  tx: Tx,
  table: PgTable & { email: PgColumn; createdAt: PgColumn },
  kind: string,
  email: string,
  what: string,
) {
  await assertAddressCap(tx, { table, email: table.email, createdAt: table.createdAt }, kind, email, what);
}

/**
 * The same cap over any rows that stand for one mail to the address each (a followed search's
 * confirmation mails: `where` narrows the table to them).
 */
export async function assertAddressCap(
  tx: Tx,
  rows: { table: PgTable; email: PgColumn; createdAt: PgColumn; where?: SQL },
  kind: string,
  email: string,
  what: string,
) {
  const key = sql`'address-cap:' || ${kind}::text || ':' || ${capAddress(email)}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  const [row] = await tx
    .select({ n: count() })
    .from(rows.table)
    .where(
      and(
        eq(capAddress(rows.email), capAddress(email)),
        gt(rows.createdAt, sql`now() - interval '1 day'`),
        rows.where,
      ),
    );
  if ((row?.n ?? 0) >= REQUESTS_PER_ADDRESS_PER_DAY) {
    throw new AppError(429, "rate_limited", `Too many ${what} for this address today`);
  }
}
