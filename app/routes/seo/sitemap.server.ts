import { asc } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { countries, exhibitions, fabrics } from "../../../server/db/schema";

export type SitemapEntity = { id: number; updatedAt: Date };

/** Every published fabric, country and exhibition: ids and last change, read in-process. */
export async function sitemapEntities(db: Db) {
  const [fabricRows, countryRows, exhibitionRows] = await Promise.all([
    db.select({ id: fabrics.id, updatedAt: fabrics.updatedAt }).from(fabrics).orderBy(asc(fabrics.id)),
    db
      .select({ id: countries.id, updatedAt: countries.updatedAt })
      .from(countries)
      .orderBy(asc(countries.id)),
    db
      .select({ id: exhibitions.id, updatedAt: exhibitions.updatedAt })
      .from(exhibitions)
      .orderBy(asc(exhibitions.id)),
  ]);
  return { fabrics: fabricRows, countries: countryRows, exhibitions: exhibitionRows };
}
