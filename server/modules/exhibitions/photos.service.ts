import { asc, eq, sql } from "drizzle-orm";
import type { ExhibitionPhotoDto, PhotoOrder } from "../../../common/api/exhibitions";
import type { Localized } from "../../../common/constants";
import type { Tx } from "../../db/client";
import { exhibitionPhotos, exhibitions, media } from "../../db/schema";
import { notFound } from "../../http/errors";
import { localize } from "../../http/lang";
import { pageMeta } from "../../http/pagination";
import { changeFreeingMedia, imageDto, insertMedia, type ProcessedImage } from "../../media";
import { logActivity } from "../activity";
import { applyLocalizedPatch, type LocalizedPatch } from "../../http/input";
import { lockExhibition } from "./service";
import { mediaColumns } from "../../media/images";
import { type PageRequest, toPage } from "../../http/pagination";
import type { ReadLang, WriteContext } from "../../http/write-context";

export type { ExhibitionPhotoDto, PhotoOrder };

const photoColumns = {
  id: exhibitionPhotos.id,
  exhibitionId: exhibitionPhotos.exhibitionId,
  title: exhibitionPhotos.title,
  description: exhibitionPhotos.description,
  displayOrder: exhibitionPhotos.displayOrder,
  createdAt: exhibitionPhotos.createdAt,
  image: mediaColumns,
};

function selectPhotos(db: Tx) {
  return db
    .select(photoColumns)
    .from(exhibitionPhotos)
    .leftJoin(media, eq(media.id, exhibitionPhotos.mediaId));
}

type PhotoRow = Awaited<ReturnType<typeof selectPhotos>>[number];

function toDto(row: PhotoRow, lng: ReadLang): ExhibitionPhotoDto {
  const image = imageDto(row.image);
  return {
    id: row.id,
    exhibition_id: row.exhibitionId,
    image_url: image?.src ?? null,
    image,
    title: localize(row.title, lng),
    description: localize(row.description, lng),
    display_order: row.displayOrder,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * An exhibition's photos in display order; null when the exhibition does not exist.
 * The total is the exhibition's counter column (kept by a trigger), not a count.
 */
export async function listExhibitionPhotos(
  db: Tx,
  exhibitionId: number,
  options: PageRequest & { lng: ReadLang },
) {
  const [exhibition] = await db
    .select({ photoCount: exhibitions.photoCount })
    .from(exhibitions)
    .where(eq(exhibitions.id, exhibitionId));
  if (!exhibition) return null;
  const page = toPage(options);
  const rows = await selectPhotos(db)
    .where(eq(exhibitionPhotos.exhibitionId, exhibitionId))
    .orderBy(asc(exhibitionPhotos.displayOrder), asc(exhibitionPhotos.id))
    .limit(page.pageSize)
    .offset(page.offset);
  return { items: rows.map((row) => toDto(row, options.lng)), meta: pageMeta(page, exhibition.photoCount) };
}

export async function getExhibitionPhoto(
  db: Tx,
  id: number,
  lng: ReadLang,
): Promise<ExhibitionPhotoDto | null> {
  const [row] = await selectPhotos(db).where(eq(exhibitionPhotos.id, id));
  return row ? toDto(row, lng) : null;
}

/** Locks a photo's exhibition (and country) before the photo itself; null when it is gone. */
async function lockPhoto(tx: Tx, id: number) {
  const [probe] = await tx
    .select({ exhibitionId: exhibitionPhotos.exhibitionId })
    .from(exhibitionPhotos)
    .where(eq(exhibitionPhotos.id, id));
  if (!probe || !(await lockExhibition(tx, probe.exhibitionId))) return null;
  const [row] = await tx.select().from(exhibitionPhotos).where(eq(exhibitionPhotos.id, id)).for("update");
  return row ?? null;
}

export type PhotoInput = { title: Localized; description: Localized };

/** Adds a photo after the exhibition's last one. */
export async function addExhibitionPhoto(
  ctx: WriteContext,
  exhibitionId: number,
  input: PhotoInput,
  image: ProcessedImage,
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    // The lock also serializes concurrent uploads, so each gets its own place at the end.
    if (!(await lockExhibition(tx, exhibitionId))) throw notFound("Exhibition");
    const mediaId = await insertMedia(tx, image);
    const [row] = await tx
      .insert(exhibitionPhotos)
      .values({
        exhibitionId,
        mediaId,
        title: input.title,
        description: input.description,
        displayOrder: sql`(select coalesce(max(${exhibitionPhotos.displayOrder}) + 1, 0) from ${exhibitionPhotos} where ${exhibitionPhotos.exhibitionId} = ${exhibitionId})`,
      })
      .returning({ id: exhibitionPhotos.id });
    const id = row!.id;
    await logActivity(tx, ctx.actorId, "create", "exhibition_photo", id, input.title.tr);
    return id;
  });
}

export type PhotoPatch = { title: LocalizedPatch; description: LocalizedPatch };

export async function updateExhibitionPhoto(ctx: WriteContext, id: number, patch: PhotoPatch): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(exhibitionPhotos)
      .where(eq(exhibitionPhotos.id, id))
      .for("update");
    if (!current) throw notFound("Photo");
    const title = applyLocalizedPatch(current.title, patch.title);
    await tx
      .update(exhibitionPhotos)
      .set({
        title,
        description: applyLocalizedPatch(current.description, patch.description),
        updatedAt: new Date(),
      })
      .where(eq(exhibitionPhotos.id, id));
    await logActivity(tx, ctx.actorId, "update", "exhibition_photo", id, title.tr);
  });
}

/**
 * Moves a photo to a position (0-based; past the end means last) and renumbers the
 * exhibition's photos 0..n-1. Answers the new order.
 */
export async function moveExhibitionPhoto(
  ctx: WriteContext,
  id: number,
  position: number,
): Promise<PhotoOrder> {
  return ctx.db.transaction(async (tx) => {
    const photo = await lockPhoto(tx, id);
    if (!photo) throw notFound("Photo");
    const siblings = await tx
      .select({ id: exhibitionPhotos.id, displayOrder: exhibitionPhotos.displayOrder })
      .from(exhibitionPhotos)
      .where(eq(exhibitionPhotos.exhibitionId, photo.exhibitionId))
      .orderBy(asc(exhibitionPhotos.displayOrder), asc(exhibitionPhotos.id));
    const ids = siblings.map((s) => s.id).filter((s) => s !== id);
    ids.splice(Math.min(position, ids.length), 0, id);
    const before = new Map(siblings.map((s) => [s.id, s.displayOrder]));
    const changed = ids
      .map((photoId, index) => ({ photoId, index }))
      .filter((c) => before.get(c.photoId) !== c.index);
    if (changed.length > 0) {
      const cases = sql.join(
        changed.map((c) => sql`when ${c.photoId}::int then ${c.index}::int`),
        sql` `,
      );
      const changedIds = sql.join(
        changed.map((c) => sql`${c.photoId}::int`),
        sql`, `,
      );
      await tx.execute(
        sql`update ${exhibitionPhotos} set display_order = case id ${cases} end, updated_at = now() where id in (${changedIds})`,
      );
    }
    const summary = `moved to position ${ids.indexOf(id)}`;
    await logActivity(tx, ctx.actorId, "update", "exhibition_photo", id, summary);
    return ids.map((photoId, index) => ({ id: photoId, display_order: index }));
  });
}

export async function deleteExhibitionPhoto(ctx: WriteContext, id: number): Promise<void> {
  await changeFreeingMedia(ctx, async (tx) => {
    const photo = await lockPhoto(tx, id);
    if (!photo) throw notFound("Photo");
    await tx.delete(exhibitionPhotos).where(eq(exhibitionPhotos.id, id));
    await logActivity(tx, ctx.actorId, "delete", "exhibition_photo", id, photo.title.tr);
    return [photo.mediaId];
  });
}
