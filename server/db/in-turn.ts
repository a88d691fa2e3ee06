/**
 * Awaits Drizzle queries one after the other, in the order given, with Promise.all's typing.
 * A query builder runs only when awaited, so none starts before the previous one has answered:
 * a transaction (or any single connection) runs one query at a time, and pg 9 refuses a query
 * sent while another is in flight on the same client. Use it where `db` may be a transaction.
 */
export async function inTurn<T extends readonly unknown[]>(
  queries: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
