/** Reads of a part of the catalogue: the fabrics of a comparison (by id), the fabrics created since a time. */
import { desc, gt } from "drizzle-orm";
import type { ReadLang } from "../../http/write-context";
import { fabrics } from "../../db/schema";
import { FabricIndex } from "./fabric-index";
import {
  catalogueRecords,
  fabricIndex,
  INDEX_MAX_FABRICS,
  type PublicReadContext,
  readPublicFabrics,
} from "./catalogue";
import { type FabricDto, getPublicFabric, selectFabrics } from "./service";

/**
 * The fabrics created after `since`, newest first, as an index of their own: the finder's own
 * filtering over them alone (a followed search's new fabrics); null when there are none.
 */
export async function fabricsCreatedAfter(ctx: PublicReadContext, since: Date): Promise<FabricIndex | null> {
  const rows = await selectFabrics(ctx.db)
    .where(gt(fabrics.createdAt, since))
    .orderBy(desc(fabrics.createdAt), desc(fabrics.id))
    .limit(INDEX_MAX_FABRICS);
  return rows.length ? new FabricIndex(rows, [], await catalogueRecords(ctx)) : null;
}

/**
 * `GET /api/fabrics?ids=`: exactly these fabrics in this order, unknown ids left out, as one page
 * with the whole catalogue's facet counts.
 */
export async function readPublicFabricsByIds(ctx: PublicReadContext, ids: number[], lng: ReadLang) {
  const whole = await readPublicFabrics(ctx, { lng, page: 1, pageSize: 1 });
  const index = await fabricIndex(ctx);
  let items: FabricDto[];
  if (index) items = ids.flatMap((id) => index.get(id, lng)?.fabric ?? []);
  else {
    const found = await Promise.all(ids.map((id) => getPublicFabric(ctx.db, id, lng)));
    items = found.flatMap((read) => (read ? [read.fabric] : []));
  }
  return {
    items,
    meta: {
      page: 1,
      page_size: Math.max(1, items.length),
      total: items.length,
      pages: 1,
      facets: whole.meta.facets,
    },
  };
}
