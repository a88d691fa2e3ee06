import { asc, desc } from "drizzle-orm";
import { type Lang, PAGE_SIZE_MAX } from "../../../common/constants";
import { tableRows } from "../../db/counts";
import { fabricPhotos, fabrics } from "../../db/schema";
import type { AppContext } from "../../http/context";
import { pageMeta, type PageRequest, toPage } from "../../http/pagination";
import type { ReadLang } from "../../http/write-context";
import {
  type FabricDetail,
  type FabricDto,
  type FabricRow,
  getPublicFabric,
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
 * Largest catalogue held in memory (fabrics, and their gallery photos). A mill's catalogue is a
 * few hundred articles; above these, lists are read from the database as before (they stay
 * correct, they only cost more).
 */
export const INDEX_MAX_FABRICS = 2_000;
export const INDEX_MAX_PHOTOS = 20_000;

/**
 * The public fabric catalogue in memory, newest first as the site lists it, with each fabric's
 * gallery; answers for each language are made once, on first use.
 */
export class FabricIndex {
  /** A fabric's position in `rows`. */
  private readonly positionOf: Map<number, number>;
  private readonly photosOf = new Map<number, PhotoRow[]>();
  private readonly dtos = new Map<Lang, FabricDto[]>();

  constructor(
    private readonly rows: FabricRow[],
    photos: PhotoRow[],
  ) {
    this.positionOf = new Map(rows.map((row, position) => [row.id, position]));
    for (const photo of photos) {
      const list = this.photosOf.get(photo.fabricId);
      if (list) list.push(photo);
      else this.photosOf.set(photo.fabricId, [photo]);
    }
  }

  private dtosOf(lng: ReadLang): FabricDto[] {
    if (lng === "all") return this.rows.map((row) => toFabricDto(row, lng));
    let list = this.dtos.get(lng);
    if (!list) {
      list = this.rows.map((row) => toFabricDto(row, lng));
      this.dtos.set(lng, list);
    }
    return list;
  }

  list(options: PageRequest & { lng: ReadLang }) {
    const page = toPage(options);
    const items = this.dtosOf(options.lng).slice(page.offset, page.offset + page.pageSize);
    return { items, meta: pageMeta(page, this.rows.length) };
  }

  get(id: number, lng: ReadLang): FabricDetail | null {
    const position = this.positionOf.get(id);
    if (position === undefined) return null;
    const fabric = lng === "all" ? toFabricDto(this.rows[position]!, lng) : this.dtosOf(lng)[position]!;
    // As getPublicFabric: the first PAGE_SIZE_MAX photos (the rest through the gallery's pages).
    return { fabric, photos: (this.photosOf.get(id) ?? []).slice(0, PAGE_SIZE_MAX).map(toPhotoDto) };
  }
}

/** Every fabric and gallery photo (all are public) in the orders the site shows them, or null over the caps. */
async function loadIndex(db: PublicReadContext["db"]): Promise<FabricIndex | null> {
  if ((await tableRows(db, "fabrics")) > INDEX_MAX_FABRICS) return null;
  const rows = await selectFabrics(db).orderBy(desc(fabrics.createdAt), desc(fabrics.id));
  if (rows.length > INDEX_MAX_FABRICS) return null;
  const photos =
    rows.length === 0
      ? []
      : await selectPhotos(db)
          .orderBy(asc(fabricPhotos.displayOrder), asc(fabricPhotos.id))
          .limit(INDEX_MAX_PHOTOS + 1);
  if (photos.length > INDEX_MAX_PHOTOS) return null;
  return new FabricIndex(rows, photos);
}

const fabricIndex = (ctx: PublicReadContext) => ctx.publicData.read("fabrics", () => loadIndex(ctx.db));

/** Fabrics, newest first, as the public pages and the API list them: from memory when held. */
export async function readPublicFabrics(ctx: PublicReadContext, options: PageRequest & { lng: ReadLang }) {
  const index = await fabricIndex(ctx);
  return index ? index.list(options) : listPublicFabrics(ctx.db, options);
}

/** A fabric with its gallery for the public pages and the API, or null: from memory when held. */
export async function readPublicFabric(ctx: PublicReadContext, id: number, lng: ReadLang) {
  const index = await fabricIndex(ctx);
  return index ? index.get(id, lng) : getPublicFabric(ctx.db, id, lng);
}
