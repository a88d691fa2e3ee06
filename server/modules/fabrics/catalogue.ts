import { asc, desc, inArray } from "drizzle-orm";
import { PAGE_SIZE_MAX } from "../../../common/constants";
import { isEmptyFilter, NO_FILTER } from "../../../common/fabric-filter";
import { today } from "../../../common/dates";
import { tableRows } from "../../db/counts";
import { fabricPhotos, fabrics } from "../../db/schema";
import type { AppContext } from "../../http/context";
import { pageMeta, toPage } from "../../http/pagination";
import type { ReadLang } from "../../http/write-context";
import { certificatesByFabric, isValidOn, readCertificates } from "../certificates";
import { readCollections } from "../collections";
import { fabricsInStock, readStockModel } from "../stock";
import { type CatalogueRecords, FabricIndex, type FinderRequest } from "./fabric-index";
import { facetCounts } from "./facet-counts";
import { addFacetCounts, emptyFacetCounts } from "./finder";
import { withPassport } from "./passport";
import { withStock } from "./stock";
import {
  type FabricDetail,
  type FabricDto,
  getPublicFabric,
  listFabricPhotos,
  listPublicFabrics,
  selectFabrics,
  selectPhotos,
} from "./service";

/** What a public read needs: the database, and the read models kept in memory. */
export type PublicReadContext = Pick<AppContext, "db" | "publicData">;

/**
 * Largest catalogue held in memory (fabrics; their gallery photos up to the second cap, else read
 * per fabric page). A mill's catalogue is a
 * few hundred articles; above these, lists are read from the database as before (they stay
 * correct, they only cost more).
 */
export const INDEX_MAX_FABRICS = 5_000;
export const INDEX_MAX_PHOTOS = 20_000;

/** The records as they stand today (memory between changes; the date change renews them). */
export async function catalogueRecords(ctx: PublicReadContext): Promise<CatalogueRecords> {
  const [certificates, collections, stock] = await Promise.all([
    readCertificates(ctx),
    readCollections(ctx),
    readStockModel(ctx),
  ]);
  const day = today();
  const valid = certificates.filter((row) => isValidOn(row, day));
  return {
    inStock: fabricsInStock(stock),
    certificatesOf: certificatesByFabric(valid),
    facets: { collection: collections.map((c) => c.id), certificate: valid.map((c) => c.id) },
    wholeCounts: {
      collection: Object.fromEntries(collections.map((c) => [String(c.id), c.fabricCount])),
      certificate: Object.fromEntries(valid.map((c) => [String(c.id), c.fabricIds.length])),
    },
  };
}

/** Every fabric and gallery photo (all are public) in the orders the site shows them, or null over the caps. */
async function loadIndex(ctx: PublicReadContext): Promise<FabricIndex | null> {
  const { db } = ctx;
  if ((await tableRows(db, "fabrics")) > INDEX_MAX_FABRICS) return null;
  const rows = await selectFabrics(db).orderBy(desc(fabrics.createdAt), desc(fabrics.id));
  if (rows.length > INDEX_MAX_FABRICS) return null;
  const photos =
    rows.length === 0
      ? []
      : await selectPhotos(db)
          .orderBy(asc(fabricPhotos.displayOrder), asc(fabricPhotos.id))
          .limit(INDEX_MAX_PHOTOS + 1);
  // Over the photos' cap the fabrics stay in memory; a fabric's gallery is then read when asked for.
  return new FabricIndex(rows, photos.length > INDEX_MAX_PHOTOS ? null : photos, await catalogueRecords(ctx));
}

export const fabricIndex = (ctx: PublicReadContext) => ctx.publicData.read("fabrics", () => loadIndex(ctx));

/**
 * Fabrics, newest first, narrowed by the finder's filter, with the facet counts, as the public
 * pages and the API list them: from memory when held; over the caps, from every row read anew
 * (correct, and as slow as a catalogue of that size makes it).
 */
export async function readPublicFabrics(ctx: PublicReadContext, options: FinderRequest) {
  const index = await fabricIndex(ctx);
  if (index) return index.list(options);
  const records = await catalogueRecords(ctx);
  if (!options.filter || isEmptyFilter(options.filter)) {
    // The whole list: a page of rows and the counts, each one query.
    const [list, facets] = await Promise.all([
      listPublicFabrics(ctx.db, options),
      facetCounts(ctx.db, records),
    ]);
    return { items: list.items, meta: { ...list.meta, facets } };
  }
  return scanPublicFabrics(ctx, records, options);
}

/** Rows a filtered list over the caps reads and filters at a time: its memory is this many rows'. */
export const SCAN_BATCH = 1_000;

/**
 * A filtered list over the caps: every fabric's id in list order (one small query), then the rows
 * SCAN_BATCH at a time, each batch through the finder; a facet's counts are sums over the
 * fabrics, so the batches' counts add up to the whole catalogue's, and the page's answers are
 * made from the batches its positions fall in. Reading every row at once, with its names and
 * pictures, took the whole heap of `npm start` at 50,000 fabrics.
 */
async function scanPublicFabrics(ctx: PublicReadContext, records: CatalogueRecords, options: FinderRequest) {
  const page = toPage(options);
  const order = await ctx.db
    .select({ id: fabrics.id })
    .from(fabrics)
    .orderBy(desc(fabrics.createdAt), desc(fabrics.id));
  const facets = emptyFacetCounts(records.facets);
  const items: FabricDto[] = [];
  let kept = 0;
  for (let start = 0; start < order.length; start += SCAN_BATCH) {
    const ids = order.slice(start, start + SCAN_BATCH).map((row) => row.id);
    const read = new Map((await selectFabrics(ctx.db).where(inArray(fabrics.id, ids))).map((row) => [row.id, row]));
    // A fabric deleted since the ids were read is left out.
    const rows = ids.flatMap((id) => read.get(id) ?? []);
    const from = Math.max(0, page.offset - kept);
    const to = Math.max(from, page.offset + page.pageSize - kept);
    const part = new FabricIndex(rows, [], records).window(options.filter ?? NO_FILTER, options.lng, from, to - from);
    addFacetCounts(facets, part.facets);
    items.push(...part.items);
    kept += part.kept;
  }
  return { items, meta: { ...pageMeta(page, kept), facets } };
}

/** A fabric with its passport and gallery for the public pages and the API, or null: from memory when held. */
export async function readPublicFabric(ctx: PublicReadContext, id: number, lng: ReadLang): Promise<FabricDetail | null> {
  const detail = await readFabricDetail(ctx, id, lng);
  return detail && withStock(ctx, detail);
}

async function readFabricDetail(ctx: PublicReadContext, id: number, lng: ReadLang): Promise<FabricDetail | null> {
  const index = await fabricIndex(ctx);
  if (!index) {
    const read = await getPublicFabric(ctx.db, id, lng);
    return read && { fabric: await withPassport(ctx.db, read.fabric), photos: read.photos };
  }
  const held = index.get(id, lng);
  if (!held) return null;
  const fabric = await index.item(id, lng, () => withPassport(ctx.db, held.fabric));
  if (held.photos) return { fabric, photos: held.photos };
  const photos = await listFabricPhotos(ctx.db, id, { page: 1, pageSize: PAGE_SIZE_MAX });
  return { fabric, photos: photos.items };
}
