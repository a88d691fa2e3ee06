/** The whole catalogue's facet counts, counted by the database (the list over the index's cap). */
import { sql } from "drizzle-orm";
import { FABRIC_CARD_FIELDS } from "../../../common/fabric-card-fields";
import type { FacetCounts, FacetName } from "../../../common/fabric-filter";
import type { PublicReadContext } from "./catalogue";
import type { CatalogueRecords } from "./fabric-index";
import { emptyFacetCounts } from "./finder";

/**
 * The counts of the card's facets, one `union all` part each: a list's keys each count the
 * fabric once, a single key counts its fabrics. The names are the card's own constants
 * (common/fabric-card-fields.ts), never a request's text.
 */
const CARD_FACET_COUNTS = FABRIC_CARD_FIELDS.flatMap((field) => {
  if (!("finder" in field) || field.finder !== "facet") return [];
  const name = sql.raw(`'${field.name}'`);
  return field.kind === "keys"
    ? [
        sql`union all select ${name}, use, count(distinct f.id)::int
      from fabrics f, jsonb_array_elements_text(coalesce(f.card->${name}, '[]')) use group by 2`,
      ]
    : [
        sql`union all select ${name}, card->>${name}, count(*)::int from fabrics where card->>${name} is not null group by 2`,
      ];
});

/** Every option's count over the whole catalogue, counted by the database (one query). */
export async function facetCounts(
  db: PublicReadContext["db"],
  records: CatalogueRecords,
): Promise<FacetCounts> {
  // Both drivers (PGlite, node-postgres) answer `{rows}`.
  const result = (await db.execute(sql`
    select 'fiber' as facet, share->>'fiber' as key, count(distinct f.id)::int as n
      from fabrics f, jsonb_array_elements(coalesce(f.card->'composition', '[]')) share group by 2
    ${sql.join(CARD_FACET_COUNTS, sql` `)}`)) as unknown as {
    rows: { facet: FacetName; key: string; n: number }[];
  };
  const facets = emptyFacetCounts(records.facets);
  facets.collection = { ...facets.collection, ...records.wholeCounts.collection };
  facets.certificate = { ...facets.certificate, ...records.wholeCounts.certificate };
  for (const { facet, key, n } of result.rows) {
    const counts = facets[facet] as Record<string, number> | undefined;
    if (counts && key in counts) counts[key] = n;
  }
  return facets;
}
