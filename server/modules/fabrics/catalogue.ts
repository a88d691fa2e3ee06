import { asc, desc } from "drizzle-orm";
import { type Lang, PAGE_SIZE_MAX } from "../../../common/constants";
import { FINDER_RANGE } from "../../../common/fabric-card-fields";
import { tableRows } from "../../db/counts";
import { fabricPhotos, fabrics } from "../../db/schema";
import type { AppContext } from "../../http/context";
import { pageMeta, type PageRequest, toPage } from "../../http/pagination";
import {
  type FabricFilter,
  isEmptyFilter,
  NO_FILTER,
} from "../../../common/fabric-filter";
import { facetCounts } from "./facet-counts";
import { type FacetRecords, facetValues, type FinderResult, searchText } from "./finder";
import { FinderBits } from "./finder-bits";
import { withPassport } from "./passport";
import { withStock } from "./stock";
import { fabricsInStock, readStockModel } from "../stock";
import type { FabricItemDto } from "../../../common/api/fabrics";
import { today } from "../../../common/dates";
import { type CertificateRow, certificatesByFabric, isValidOn, readCertificates } from "../certificates";
import { readCollections } from "../collections";
import type { ReadLang } from "../../http/write-context";
import {
  type FabricDetail,
  type FabricDto,
  type FabricRow,
  getPublicFabric,
  listFabricPhotos,
  listPublicFabrics,
  type PhotoRow,
  selectFabrics,
  selectPhotos,
  toFabricDto,
  toPhotoDto,
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

/**
 * The public fabric catalogue in memory, newest first as the site lists it, with each fabric's
 * gallery; answers for each language are made once, on first use.
 */
export class FabricIndex {
  /** A fabric's position in `rows`. */
  private readonly positionOf: Map<number, number>;
  /** Each fabric's gallery, or null when there are more photos than INDEX_MAX_PHOTOS (read per page then). */
  private readonly photosOf: Map<number, PhotoRow[]> | null;
  private readonly dtos = new Map<Lang, FabricDto[]>();

  constructor(
    private readonly rows: FabricRow[],
    photos: PhotoRow[] | null,
    private readonly records: CatalogueRecords,
  ) {
    this.positionOf = new Map(rows.map((row, position) => [row.id, position]));
    this.photosOf = photos ? new Map() : null;
    for (const photo of photos ?? []) {
      const list = this.photosOf!.get(photo.fabricId);
      if (list) list.push(photo);
      else this.photosOf!.set(photo.fabricId, [photo]);
    }
  }

  private dto(row: FabricRow, lng: ReadLang): FabricDto {
    return toFabricDto(row, lng, this.records.certificatesOf.get(row.id));
  }

  private dtosOf(lng: ReadLang): FabricDto[] {
    if (lng === "all") return this.rows.map((row) => this.dto(row, lng));
    let list = this.dtos.get(lng);
    if (!list) {
      list = this.rows.map((row) => this.dto(row, lng));
      this.dtos.set(lng, list);
    }
    return list;
  }

  /** Folded search texts per language, made on a language's first search. */
  private readonly texts = new Map<Lang, string[]>();

  private textsOf(lng: Lang): string[] {
    let list = this.texts.get(lng);
    if (!list) {
      list = this.rows.map((row) => searchText(row, lng));
      this.texts.set(lng, list);
    }
    return list;
  }

  /** The finder's sets of positions, made on the first filtered list. */
  private bits: FinderBits | undefined;
  /** The whole list's result (no filter): the same until the index is rebuilt. */
  private whole: FinderResult | undefined;

  private find(filter: FabricFilter, lng: ReadLang): FinderResult {
    const empty = isEmptyFilter(filter);
    if (empty && this.whole) return this.whole;
    const { certificatesOf, facets } = this.records;
    this.bits ??= new FinderBits(
      this.rows.length,
      this.rows.map((row) =>
        facetValues(
          row,
          (certificatesOf.get(row.id) ?? []).map((c) => c.id),
        ),
      ),
      this.rows.map((row) => row.card?.[FINDER_RANGE.name] ?? null),
      facets,
    );
    const texts = filter.q ? this.textsOf(lng === "all" ? "tr" : lng) : [];
    const inStock = this.records.inStock;
    const found = this.bits.find(
      filter,
      (position) => texts[position]!,
      (position) => inStock.has(this.rows[position]!.id),
    );
    if (empty) this.whole = found;
    return found;
  }

  list(options: FinderRequest) {
    const page = toPage(options);
    const found = this.find(options.filter ?? NO_FILTER, options.lng);
    const dtos = this.dtosOf(options.lng);
    const items = found.positions
      .slice(page.offset, page.offset + page.pageSize)
      .map((position) => dtos[position]!);
    return { items, meta: { ...pageMeta(page, found.positions.length), facets: found.facets } };
  }

  /** Every fabric the filter keeps, newest first, each with its row (a followed search's digest). */
  matching(filter: FabricFilter, lng: Lang): { row: FabricRow; fabric: FabricDto }[] {
    const dtos = this.dtosOf(lng);
    return this.find(filter, lng).positions.map((position) => ({
      row: this.rows[position]!,
      fabric: dtos[position]!,
    }));
  }

  /** A fabric's answer and its gallery (null when the index holds no photos), or null when there is no such fabric. */
  get(id: number, lng: ReadLang): { fabric: FabricDto; photos: FabricDetail["photos"] | null } | null {
    const position = this.positionOf.get(id);
    if (position === undefined) return null;
    const fabric = lng === "all" ? this.dto(this.rows[position]!, lng) : this.dtosOf(lng)[position]!;
    // As getPublicFabric: the first PAGE_SIZE_MAX photos (the rest through the gallery's pages).
    const photos = this.photosOf
      ? (this.photosOf.get(id) ?? []).slice(0, PAGE_SIZE_MAX).map(toPhotoDto)
      : null;
    return { fabric, photos };
  }

  /** Each fabric's page answer with its passport, per language, once read. */
  private readonly items = new Map<string, Promise<FabricItemDto>>();

  /**
   * A fabric's answer with its passport (its facilities and certificates read from the
   * database): `load` once per fabric and language while this index is held, as the rest of it
   * (every admin write renews the index); a failed read is not kept.
   */
  item(id: number, lng: ReadLang, load: () => Promise<FabricItemDto>): Promise<FabricItemDto> {
    const key = `${id} ${lng}`;
    let held = this.items.get(key);
    if (!held) {
      held = load();
      this.items.set(key, held);
      held.catch(() => this.items.delete(key));
    }
    return held;
  }
}

/** What the fabrics' answers and facets take from the other records: certificates valid today, collections. */
export type CatalogueRecords = {
  /** The fabrics with a colourway in stock or limited now (the finder's "In stock now"). */
  inStock: Set<number>;
  certificatesOf: Map<number, CertificateRow[]>;
  /** The record facets' options, and each option's count over the whole catalogue. */
  facets: FacetRecords;
  wholeCounts: { collection: Record<string, number>; certificate: Record<string, number> };
};

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

/** A page of the finder's list: the filter (NO_FILTER for all), the page, the language. */
export type FinderRequest = PageRequest & { lng: ReadLang; filter?: FabricFilter | undefined };

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
  const rows = await selectFabrics(ctx.db).orderBy(desc(fabrics.createdAt), desc(fabrics.id));
  return new FabricIndex(rows, [], records).list(options);
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
