import { inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Lang } from "../../../common/constants";
import type { Db, Tx } from "../../db/client";
import { countries, media } from "../../db/schema";
import type { Page } from "../../http/pagination";
import type { Storage } from "../../storage/storage";

/** A public read's language, or `all` (admins: every language per field). */
export type ReadLang = Lang | "all";

/** What an admin change needs: the database, the files, and who acts (for the activity log). */
export type WriteContext = { db: Db; storage: Storage; actorId: number };

/** The write context of an admin route (after requireAdmin, so `admin` is set). */
export const writeContext = (request: FastifyRequest): WriteContext => ({
  db: request.server.ctx.db,
  storage: request.server.ctx.storage,
  actorId: request.admin!.userId,
});

export type PageRequest = { page: number; pageSize: number };

export const toPage = (request: PageRequest): Page => ({
  page: request.page,
  pageSize: request.pageSize,
  offset: (request.page - 1) * request.pageSize,
});

/** The media columns imageDto() needs, for a left join. */
export const mediaColumns = {
  id: media.id,
  storageKey: media.storageKey,
  width: media.width,
  height: media.height,
  variants: media.variants,
};

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

/** Today's date where the company works (exhibition dates are local calendar days). */
export function today(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Istanbul",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
