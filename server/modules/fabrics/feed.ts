/**
 * The catalogue feed's read model (docs/feeds.md): every fabric with its card, passport and
 * gallery, its last change (`fabrics.updated_at`, moved by every write to the fabric, its
 * passport and its photos, or a later change of a record it shows: feed-changes.ts) and the
 * deletions kept in `fabric_deletions`. Held in memory with the
 * other read models (`ctx.publicData`, one fixed key, emptied by every admin write and when the
 * day changes in Istanbul). The whole feed's bytes and the Atom feed are made once per language,
 * on first use; an answer to `since` makes only the articles changed after it.
 */
import { asc, desc } from "drizzle-orm";
import { ATOM_ENTRIES, type FabricFeed, type FeedArticle } from "../../../common/api/feeds";
import type { ImageDto } from "../../../common/api/shared";
import type { Lang } from "../../../common/constants";
import type { PassportBody } from "../../../common/api/contracts/passport";
import { fabricDeletions, fabricPhotos, fabrics } from "../../db/schema";
import { catalogueRecords, type PublicReadContext } from "./catalogue";
import type { CatalogueRecords } from "./fabric-index";
import { recordChanges } from "./feed-changes";
import { passportsOf } from "./passport";
import { fabricPageUrl, passportJsonLdUrl } from "./passport-jsonld";
import { type FabricRow, type PhotoRow, selectFabrics, selectPhotos, toFabricDto } from "./service";
import { imageDto } from "../../media";

type Stored = { updatedAt: Date; passport: PassportBody | null };
export type Deletion = { id: number; deletedAt: Date };

/** An image's URLs made absolute (an object store's public URLs already are). */
function absoluteImage(image: ImageDto, origin: string): ImageDto {
  const at = (src: string) => new URL(src, origin).toString();
  return {
    ...image,
    src: at(image.src),
    srcset: image.srcset
      .split(",")
      .map((part) => {
        const [src = "", width = ""] = part.trim().split(/\s+/);
        return `${at(src)} ${width}`.trim();
      })
      .join(", "),
    variants: image.variants.map((variant) => ({ ...variant, src: at(variant.src) })),
  };
}

/** The whole feed's bytes in a language are kept up to this size (a catalogue of a few hundred articles); larger ones are made per request. */
const WHOLE_KEPT_BYTES = 4 * 1024 * 1024;

export class FeedModel {
  private readonly whole = new Map<Lang, string>();
  private readonly atoms = new Map<Lang, { body: string; updatedAt: Date | null }>();
  /** The latest change the feed knows: an article's or a deletion's. */
  readonly updatedAt: Date | null;

  constructor(
    /** Newest first, as the site lists them. */
    private readonly rows: FabricRow[],
    private readonly stored: Map<number, Stored>,
    private readonly photos: Map<number, PhotoRow[]>,
    private readonly records: CatalogueRecords,
    private readonly passports: Awaited<ReturnType<typeof passportsOf>>,
    readonly deletions: Deletion[],
    private readonly origin: string,
  ) {
    const times = [...rows.map((row) => this.changedAt(row)), ...deletions.map((d) => d.deletedAt)];
    this.updatedAt = times.length ? new Date(Math.max(...times.map((time) => time.getTime()))) : null;
  }

  /** An article's last change (a fabric added while the model was read: its creation). */
  private changedAt(row: FabricRow): Date {
    return this.stored.get(row.id)?.updatedAt ?? row.createdAt;
  }

  private article(row: FabricRow, lng: Lang): FeedArticle {
    const { origin } = this;
    const stored = this.stored.get(row.id);
    const item = this.passports(toFabricDto(row, lng, this.records.certificatesOf.get(row.id)), stored?.passport ?? null);
    const image = item.image && absoluteImage(item.image, origin);
    return {
      ...item,
      main_image: image?.src ?? null,
      image,
      url: fabricPageUrl(origin, row.id, lng),
      passport_url: passportJsonLdUrl(origin, row.id, lng),
      spec_sheet_url: `${origin}/api/fabrics/${row.id}/spec-sheet.pdf?lng=${lng}`,
      photos: (this.photos.get(row.id) ?? []).flatMap((photo) => {
        const dto = imageDto(photo.image);
        return dto ? [absoluteImage(dto, origin)] : [];
      }),
      updated_at: this.changedAt(row).toISOString(),
    };
  }

  /**
   * The feed in one language: every article, or with `since` those changed and deleted after it
   * (only those are made: an import that asks every hour costs little).
   */
  answer(lng: Lang, since: Date | null): FabricFeed {
    const after = (at: Date) => since === null || at.getTime() > since.getTime();
    const data = this.rows.filter((row) => after(this.changedAt(row))).map((row) => this.article(row, lng));
    const deleted = since === null ? [] : this.deletions.filter((d) => after(d.deletedAt));
    return {
      data,
      deleted: deleted.map((d) => ({ id: d.id, deleted_at: d.deletedAt.toISOString() })),
      meta: {
        lng,
        since: since?.toISOString() ?? null,
        updated_at: this.updatedAt?.toISOString() ?? null,
        count: data.length,
      },
    };
  }

  /** The Atom feed in one language (the ATOM_ENTRIES newest articles), written once by `write`. */
  atom(lng: Lang, write: (articles: FeedArticle[], updated: Date | null) => string) {
    let held = this.atoms.get(lng);
    if (!held) {
      const rows = this.rows.slice(0, ATOM_ENTRIES);
      const times = rows.map((row) => this.changedAt(row).getTime());
      const updatedAt = times.length ? new Date(Math.max(...times)) : null;
      held = { body: write(rows.map((row) => this.article(row, lng)), updatedAt), updatedAt };
      this.atoms.set(lng, held);
    }
    return held;
  }

  /** The whole feed's JSON in one language, kept (up to WHOLE_KEPT_BYTES) until the next change. */
  wholeBody(lng: Lang): string {
    const held = this.whole.get(lng);
    if (held !== undefined) return held;
    const body = JSON.stringify(this.answer(lng, null));
    if (body.length <= WHOLE_KEPT_BYTES) this.whole.set(lng, body);
    return body;
  }
}

/**
 * Reads every fabric, its stored passport and last change, the galleries and the deletions kept
 * (not in one transaction: a fabric added meanwhile has no passport yet and its creation time as
 * its last change, and the next write empties the model anyway).
 */
async function loadFeed(ctx: PublicReadContext, origin: string): Promise<FeedModel> {
  const { db } = ctx;
  const records = await catalogueRecords(ctx);
  const rows = await selectFabrics(db).orderBy(desc(fabrics.createdAt), desc(fabrics.id));
  const extra = await db.select({ id: fabrics.id, updatedAt: fabrics.updatedAt, passport: fabrics.passport }).from(fabrics);
  const photos = await selectPhotos(db).orderBy(asc(fabricPhotos.displayOrder), asc(fabricPhotos.id));
  const gone = await db
    .select({ id: fabricDeletions.fabricId, deletedAt: fabricDeletions.deletedAt })
    .from(fabricDeletions)
    .orderBy(desc(fabricDeletions.deletedAt), desc(fabricDeletions.fabricId));
  const passportOf = new Map(extra.map((row) => [row.id, row.passport]));
  const changes = await recordChanges(
    db,
    rows.map((row) => ({ id: row.id, collectionId: row.collectionId, passport: passportOf.get(row.id) ?? null })),
  );
  const latest = (id: number, own: Date) => {
    const other = changes.get(id);
    return other && other.getTime() > own.getTime() ? other : own;
  };
  const stored = new Map(extra.map((row) => [row.id, { updatedAt: latest(row.id, row.updatedAt), passport: row.passport }]));
  const gallery = new Map<number, PhotoRow[]>();
  for (const photo of photos) {
    const list = gallery.get(photo.fabricId);
    if (list) list.push(photo);
    else gallery.set(photo.fabricId, [photo]);
  }
  const passports = await passportsOf(db, extra.map((row) => row.passport));
  // An id back in the catalogue (a content import keeps ids) is no longer deleted.
  const deletions = gone.filter((d) => !stored.has(d.id));
  return new FeedModel(rows, stored, gallery, records, passports, deletions, origin);
}

/** The feed's read model (one key: it does not depend on the request). */
export const readFeed = (ctx: PublicReadContext, origin: string) =>
  ctx.publicData.read("fabric feed", () => loadFeed(ctx, origin));
