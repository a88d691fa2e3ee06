/**
 * The catalogue's rows in memory with the finder over them: the whole public catalogue (held
 * between changes, up to the caps in catalogue.ts), or a batch of it read for one request.
 */
import { type Lang, PAGE_SIZE_MAX } from "../../../common/constants";
import { FINDER_RANGE } from "../../../common/fabric-card-fields";
import { type FabricFilter, isEmptyFilter, NO_FILTER } from "../../../common/fabric-filter";
import type { FabricItemDto } from "../../../common/api/fabrics";
import { pageMeta, type PageRequest, toPage } from "../../http/pagination";
import type { ReadLang } from "../../http/write-context";
import type { CertificateRow } from "../certificates";
import { type FacetRecords, facetValues, type FinderResult, searchText } from "./finder";
import { FinderBits } from "./finder-bits";
import {
  type FabricDetail,
  type FabricDto,
  type FabricRow,
  type PhotoRow,
  toFabricDto,
  toPhotoDto,
} from "./service";

/** A page of the finder's list: the filter (NO_FILTER for all), the page, the language. */
export type FinderRequest = PageRequest & { lng: ReadLang; filter?: FabricFilter | undefined };

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

  /**
   * The filter over these rows alone: how many it keeps, their facet counts, and the answers of
   * the kept ones from the `from`th, at most `count` (made for those only: a batch of a list
   * over the caps).
   */
  window(filter: FabricFilter, lng: ReadLang, from: number, count: number) {
    const found = this.find(filter, lng);
    const items = found.positions
      .slice(from, from + count)
      .map((position) => this.dto(this.rows[position]!, lng));
    return { kept: found.positions.length, facets: found.facets, items };
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

