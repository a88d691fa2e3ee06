/**
 * Collections: a season's line of fabrics (SS27 main, AW27 capsule...). A short list (four a
 * year), read whole: the public pages and the API answer it from memory between admin changes.
 */
import { count, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { CollectionDto } from "../../../common/api/collections";
import type { CollectionKind, Localized } from "../../../common/constants";
import type { Tx } from "../../db/client";
import { collections, fabrics, media } from "../../db/schema";
import type { AppContext } from "../../http/context";
import { notFound } from "../../http/errors";
import { applyLocalizedPatch, type LocalizedPatch } from "../../http/input";
import { localize } from "../../http/lang";
import type { ReadLang, WriteContext } from "../../http/write-context";
import { changeFreeingMedia, imageDto, insertMedia, type ProcessedImage } from "../../media";
import { mediaColumns } from "../../media/images";
import { logActivity } from "../activity";
import { inTurn } from "../../db/in-turn";

export type { CollectionDto };

/** What a public read needs: the database, and the read models kept in memory. */
type PublicReadContext = Pick<AppContext, "db" | "publicData">;

const collectionColumns = {
  id: collections.id,
  name: collections.name,
  description: collections.description,
  season: collections.season,
  kind: collections.kind,
  year: collections.year,
  image: mediaColumns,
};

type CollectionRow = Awaited<ReturnType<typeof selectCollections>>[number] & { fabricCount: number };

function selectCollections(db: Tx) {
  return db
    .select(collectionColumns)
    .from(collections)
    .leftJoin(media, eq(media.id, collections.coverImageId));
}

export function toCollectionDto(row: CollectionRow, lng: ReadLang): CollectionDto {
  const image = imageDto(row.image);
  return {
    id: row.id,
    name: localize(row.name, lng),
    description: localize(row.description, lng),
    season: row.season,
    kind: row.kind as CollectionKind,
    year: row.year,
    cover_image: image?.src ?? null,
    image,
    fabric_count: row.fabricCount,
  };
}

/** Every collection, newest year first; within a year autumn–winter, then spring–summer, main before capsule. */
export async function loadCollections(db: Tx): Promise<CollectionRow[]> {
  const [rows, counts] = await inTurn([
    selectCollections(db).orderBy(
      desc(collections.year),
      collections.season,
      desc(collections.kind),
      collections.id,
    ),
    db
      .select({ id: fabrics.collectionId, n: count() })
      .from(fabrics)
      .where(isNotNull(fabrics.collectionId))
      .groupBy(fabrics.collectionId),
  ]);
  const countOf = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((row) => ({ ...row, fabricCount: countOf.get(row.id) ?? 0 }));
}

/** The collections, from memory between admin changes. */
export function readCollections(ctx: PublicReadContext): Promise<CollectionRow[]> {
  return ctx.publicData.read("collections", () => loadCollections(ctx.db));
}

export async function listPublicCollections(ctx: PublicReadContext, lng: ReadLang): Promise<CollectionDto[]> {
  return (await readCollections(ctx)).map((row) => toCollectionDto(row, lng));
}

export async function getPublicCollection(ctx: PublicReadContext, id: number, lng: ReadLang) {
  const row = (await readCollections(ctx)).find((c) => c.id === id);
  return row ? toCollectionDto(row, lng) : null;
}

/** A collection read anew from the database (an admin write's answer: the memory is emptied only after it). */
export async function readCollectionNow(db: Tx, id: number, lng: ReadLang) {
  const row = (await loadCollections(db)).find((c) => c.id === id);
  return row ? toCollectionDto(row, lng) : null;
}

/** The current collections: those of the newest year there is (the home page's block). */
export function currentCollections(list: CollectionDto[]): CollectionDto[] {
  const year = list[0]?.year;
  return list.filter((c) => c.year === year);
}

export type CollectionInput = {
  name: Localized;
  description: Localized;
  season: string;
  kind: CollectionKind;
};

/** The year a season code names (SS27 → 2027). */
export const seasonYear = (season: string) => 2000 + Number(season.slice(2));

export async function createCollection(
  ctx: WriteContext,
  input: CollectionInput,
  cover: ProcessedImage | null,
) {
  return ctx.db.transaction(async (tx) => {
    const coverImageId = cover ? await insertMedia(tx, cover) : null;
    const [row] = await tx
      .insert(collections)
      .values({ ...input, year: seasonYear(input.season), coverImageId })
      .returning({ id: collections.id });
    await logActivity(tx, ctx.actorId, "create", "collection", row!.id, `${input.season} ${input.name.tr}`);
    return row!.id;
  });
}

export type CollectionPatch = {
  name: LocalizedPatch;
  description: LocalizedPatch;
  season: string | undefined;
  kind: CollectionKind | undefined;
};

async function lockCollection(tx: Tx, id: number) {
  const [row] = await tx.select().from(collections).where(eq(collections.id, id)).for("update");
  if (!row) throw notFound("Collection");
  return row;
}

export async function updateCollection(
  ctx: WriteContext,
  id: number,
  patch: CollectionPatch,
  cover: ProcessedImage | null,
) {
  await changeFreeingMedia(ctx, async (tx) => {
    const current = await lockCollection(tx, id);
    const season = patch.season ?? current.season;
    const name = applyLocalizedPatch(current.name, patch.name);
    const coverImageId = cover ? await insertMedia(tx, cover) : current.coverImageId;
    await tx
      .update(collections)
      .set({
        name,
        description: applyLocalizedPatch(current.description, patch.description),
        season,
        year: seasonYear(season),
        kind: patch.kind ?? current.kind,
        coverImageId,
        updatedAt: new Date(),
      })
      .where(eq(collections.id, id));
    await logActivity(tx, ctx.actorId, "update", "collection", id, `${season} ${name.tr}`);
    return cover ? [current.coverImageId] : [];
  });
}

/** Deletes a collection; its fabrics stay, without a collection. */
export async function deleteCollection(ctx: WriteContext, id: number) {
  await changeFreeingMedia(ctx, async (tx) => {
    const current = await lockCollection(tx, id);
    await tx.delete(collections).where(eq(collections.id, id));
    await logActivity(tx, ctx.actorId, "delete", "collection", id, `${current.season} ${current.name.tr}`);
    return [current.coverImageId];
  });
}

/** The ids among `ids` that name a collection. */
export async function existingCollections(db: Tx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: collections.id }).from(collections).where(inArray(collections.id, ids));
  return new Set(rows.map((r) => r.id));
}
