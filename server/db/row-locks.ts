import { inArray } from "drizzle-orm";
import type { Tx } from "./client";
import { countries } from "./schema";

/**
 * Row locks are always taken country first, then exhibition (then photo), the order the
 * cascades and the counter triggers follow: concurrent writes wait instead of deadlocking.
 */
export async function lockCountries(tx: Tx, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return [];
  const rows = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(inArray(countries.id, unique))
    .orderBy(countries.id)
    .for("update");
  return rows.map((r) => r.id);
}
