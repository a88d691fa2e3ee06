import { eq, gte, lt, sql, sum } from "drizzle-orm";
import type { Tx } from "./client";
import { exhibitionDays, rowCounts } from "./schema";

/** Rows in a table, as the triggers of migration 0002 keep them: one row read, not a count. */
export async function tableRows(db: Tx, name: "fabrics" | "countries" | "exhibitions"): Promise<number> {
  const [row] = await db.select({ n: rowCounts.n }).from(rowCounts).where(eq(rowCounts.name, name));
  return row?.n ?? 0;
}

/** Exhibitions over on `day` or later (upcoming) or before it (past): one row per day added up. */
export async function exhibitionsByDay(db: Tx, when: "upcoming" | "past", day: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string | null>`${sum(exhibitionDays.n)}` })
    .from(exhibitionDays)
    .where(when === "upcoming" ? gte(exhibitionDays.day, day) : lt(exhibitionDays.day, day));
  return Number(row?.n ?? 0);
}
