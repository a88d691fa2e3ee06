// Over 300 lines: every write of a fabric and its gallery, each in its transaction with its activity line and webhook event.
import { asc, count, desc, eq, max } from "drizzle-orm";
import type { FabricDetail, FabricDto, FabricPhotoDto } from "../../../common/api/fabrics";
import { type Localized, PAGE_SIZE_MAX } from "../../../common/constants";
import type { Tx } from "../../db/client";
import { tableRows } from "../../db/counts";
import { collections, type FabricCard, fabricCardColumns, fabricDeletions, fabricPhotos, fabrics, media } from "../../db/schema";
import type { CollectionKind } from "../../../common/constants";
import { type CertificateRow, toCertificateRef } from "../certificates";
import { checkColourwayPhotos, validCertificatesByFabric } from "./card-links";
import { conflict, isUniqueViolation, notFound } from "../../http/errors";
import { EMPTY_CARD, type FabricCardInput } from "../../../common/fabric-card";
import { localize } from "../../http/lang";
import { pageMeta } from "../../http/pagination";
import { changeFreeingMedia, imageDto, insertMedia, type ProcessedImage } from "../../media";
import { logActivity } from "../activity";
import { fabricChanged } from "./webhook-events";
import { dropFabricReports } from "./reports";
import { applyLocalizedPatch, type LocalizedPatch } from "../../http/input";
import { mediaColumns } from "../../media/images";
import { type PageRequest, toPage } from "../../http/pagination";
import type { ReadLang, WriteContext } from "../../http/write-context";

export type { FabricDetail, FabricDto, FabricPhotoDto };
export type FabricWithPhotos = { fabric: FabricDto; photos: FabricPhotoDto[] };

const fabricColumns = {
  id: fabrics.id,
  name: fabrics.name,
  description: fabrics.description,
  photoCount: fabrics.photoCount,
  code: fabrics.code,
  card: fabrics.card,
  collectionId: fabrics.collectionId,
  collection: { id: collections.id, name: collections.name, season: collections.season, kind: collections.kind },
  createdAt: fabrics.createdAt,
  image: mediaColumns,
};

export function selectFabrics(db: Tx) {
  return db
    .select(fabricColumns)
    .from(fabrics)
    .leftJoin(media, eq(media.id, fabrics.mainImageId))
    .leftJoin(collections, eq(collections.id, fabrics.collectionId));
}

export type FabricRow = Awaited<ReturnType<typeof selectFabrics>>[number];

/** A fabric's answer; `certificates`: those valid today that cover it. */
export function toFabricDto(row: FabricRow, lng: ReadLang, certificates: readonly CertificateRow[] = []): FabricDto {
  const image = imageDto(row.image);
  const collection = row.collection;
  return {
    id: row.id,
    name: localize(row.name, lng),
    description: localize(row.description, lng),
    code: row.code,
    ...cardFields(row.card),
    collection: collection
      ? { id: collection.id, name: localize(collection.name, lng), season: collection.season, kind: collection.kind as CollectionKind }
      : null,
    certificates: certificates.map(toCertificateRef),
    main_image: image?.src ?? null,
    image,
    photo_count: row.photoCount,
    created_at: row.createdAt.toISOString(),
  };
}

/** The stored card's fields, with a default for every value a row may lack (older rows: none). */
function cardFields(card: FabricCard | null): Omit<FabricCardInput, "code"> {
  const { code: _none, ...empty } = EMPTY_CARD;
  return { ...empty, ...card };
}

const photoColumns = {
  id: fabricPhotos.id,
  fabricId: fabricPhotos.fabricId,
  displayOrder: fabricPhotos.displayOrder,
  createdAt: fabricPhotos.createdAt,
  image: mediaColumns,
};

/** Gallery photos with their images. */
export function selectPhotos(db: Tx) {
  return db.select(photoColumns).from(fabricPhotos).innerJoin(media, eq(media.id, fabricPhotos.mediaId));
}

export type PhotoRow = Awaited<ReturnType<typeof selectPhotos>>[number];

export function toPhotoDto(row: PhotoRow): FabricPhotoDto {
  const image = imageDto(row.image);
  return {
    id: row.id,
    image_path: image?.src ?? null,
    image,
    display_order: row.displayOrder,
    created_at: row.createdAt.toISOString(),
  };
}

/** Fabrics, newest first, as the API and the pages show them. */
export async function listPublicFabrics(db: Tx, options: PageRequest & { lng: ReadLang }) {
  const page = toPage(options);
  const [rows, certificates] = await Promise.all([
    selectFabrics(db).orderBy(desc(fabrics.createdAt), desc(fabrics.id)).limit(page.pageSize).offset(page.offset),
    validCertificatesByFabric(db),
  ]);
  const total = await tableRows(db, "fabrics");
  const items = rows.map((row) => toFabricDto(row, options.lng, certificates.get(row.id)));
  return { items, meta: pageMeta(page, total) };
}

/** A fabric's gallery in display order (then upload order). */
export async function listFabricPhotos(db: Tx, fabricId: number, options: PageRequest) {
  const page = toPage(options);
  const rows = await selectPhotos(db)
    .where(eq(fabricPhotos.fabricId, fabricId))
    .orderBy(asc(fabricPhotos.displayOrder), asc(fabricPhotos.id))
    .limit(page.pageSize)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(fabricPhotos).where(eq(fabricPhotos.fabricId, fabricId));
  return { items: rows.map(toPhotoDto), meta: pageMeta(page, total?.n ?? 0) };
}

/** A fabric with (the first PAGE_SIZE_MAX of) its photos, or null when there is none. */
export async function getPublicFabric(db: Tx, id: number, lng: ReadLang): Promise<FabricWithPhotos | null> {
  const [row] = await selectFabrics(db).where(eq(fabrics.id, id));
  if (!row) return null;
  const photos = await listFabricPhotos(db, id, { page: 1, pageSize: PAGE_SIZE_MAX });
  const certificates = await validCertificatesByFabric(db);
  return { fabric: toFabricDto(row, lng, certificates.get(id)), photos: photos.items };
}

export const fabricExists = async (db: Tx, id: number): Promise<boolean> =>
  (await db.select({ id: fabrics.id }).from(fabrics).where(eq(fabrics.id, id))).length > 0;

/**
 * Locks the fabric row for the rest of the transaction. Every write that touches a fabric's
 * photos takes it first (the photo-count trigger and the delete cascade lock it too), so
 * concurrent writes wait for each other instead of deadlocking.
 */
async function lockFabric(tx: Tx, id: number) {
  const [row] = await tx.select().from(fabrics).where(eq(fabrics.id, id)).for("update");
  if (!row) throw notFound("Fabric");
  return row;
}

/** A change of its gallery is a change of the fabric (the catalogue feed's `updated_at`, a fabric.updated event). */
async function touch(tx: Tx, id: number) {
  await tx.update(fabrics).set({ updatedAt: new Date() }).where(eq(fabrics.id, id));
  await fabricChanged(tx, "fabric.updated", id);
}

/** A fabric's texts and, when the form sent it, its technical card. */
export type FabricInput = {
  name: Localized;
  description: Localized;
  card?: FabricCardInput | undefined;
  /** The collection; undefined leaves it as it is (an update), null takes the fabric out of any. */
  collectionId?: number | null | undefined;
};

/** A code another fabric has is a 409 on the form's code field, not a database error. */
async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "fabrics_code_uq"))
      throw conflict("Article code already used", { "card.code": "taken" });
    throw error;
  }
}

export async function createFabric(
  ctx: WriteContext,
  input: FabricInput,
  image: ProcessedImage,
): Promise<number> {
  await checkColourwayPhotos(ctx.db, null, input.card);
  return unique(() =>
    ctx.db.transaction(async (tx) => {
      const mainImageId = await insertMedia(tx, image);
      const [row] = await tx
        .insert(fabrics)
        .values({
          name: input.name,
          description: input.description,
          mainImageId,
          collectionId: input.collectionId ?? null,
          ...fabricCardColumns(input.card),
        })
        .returning({ id: fabrics.id });
      const id = row!.id;
      await logActivity(tx, ctx.actorId, "create", "fabric", id, input.name.tr);
      await fabricChanged(tx, "fabric.created", id);
      return id;
    }),
  );
}

export type FabricPatch = {
  name: LocalizedPatch;
  description: LocalizedPatch;
  card?: FabricCardInput | undefined;
  collectionId?: number | null | undefined;
};

/** Updates the texts and, when a new image is sent, replaces it; the old files go after the commit. */
export async function updateFabric(
  ctx: WriteContext,
  id: number,
  patch: FabricPatch,
  image: ProcessedImage | null,
): Promise<void> {
  await unique(() =>
    changeFreeingMedia(ctx, async (tx) => {
      const current = await lockFabric(tx, id);
      await checkColourwayPhotos(tx, id, patch.card);
      const name = applyLocalizedPatch(current.name, patch.name);
      const description = applyLocalizedPatch(current.description, patch.description);
      const mainImageId = image ? await insertMedia(tx, image) : current.mainImageId;
      await tx
        .update(fabrics)
        .set({
          name,
          description,
          mainImageId,
          ...(patch.collectionId === undefined ? {} : { collectionId: patch.collectionId }),
          ...fabricCardColumns(patch.card),
          updatedAt: new Date(),
        })
        .where(eq(fabrics.id, id));
      await logActivity(tx, ctx.actorId, "update", "fabric", id, name.tr);
      await fabricChanged(tx, "fabric.updated", id);
      return image ? [current.mainImageId] : [];
    }),
  );
}

/** Deletes the fabric, its photos (cascade) and every image file of them. */
export async function deleteFabric(ctx: WriteContext, id: number): Promise<void> {
  let reports: string[] = [];
  await changeFreeingMedia(ctx, async (tx) => {
    const current = await lockFabric(tx, id);
    reports = await dropFabricReports(tx, id); // its lab reports: the rows now, the files once committed
    const photos = await tx
      .select({ mediaId: fabricPhotos.mediaId })
      .from(fabricPhotos)
      .where(eq(fabricPhotos.fabricId, id));
    // The cascade removes the photos; their media rows go after them.
    await tx.delete(fabrics).where(eq(fabrics.id, id));
    // The catalogue feed lists it as deleted from now on (its `since`).
    const deleted = { deletedAt: new Date() };
    await tx.insert(fabricDeletions).values({ fabricId: id, ...deleted }).onConflictDoUpdate({ target: fabricDeletions.fabricId, set: deleted });
    await logActivity(tx, ctx.actorId, "delete", "fabric", id, `${current.name.tr} (${photos.length} photos)`);
    await fabricChanged(tx, "fabric.deleted", id, { code: current.code, ...deleted });
    return [current.mainImageId, ...photos.map((p) => p.mediaId)];
  });
  await ctx.storage.remove("private", reports);
}

/** Adds a photo at the end of the fabric's gallery. */
export async function addFabricPhoto(
  ctx: WriteContext,
  fabricId: number,
  image: ProcessedImage,
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const fabric = await lockFabric(tx, fabricId);
    const [last] = await tx
      .select({ order: max(fabricPhotos.displayOrder) })
      .from(fabricPhotos)
      .where(eq(fabricPhotos.fabricId, fabricId));
    const mediaId = await insertMedia(tx, image);
    const [row] = await tx
      .insert(fabricPhotos)
      .values({ fabricId, mediaId, displayOrder: (last?.order ?? -1) + 1 })
      .returning({ id: fabricPhotos.id });
    const id = row!.id;
    await touch(tx, fabricId);
    await logActivity(tx, ctx.actorId, "create", "fabric_photo", id, fabric.name.tr);
    return id;
  });
}

export async function getFabricPhoto(db: Tx, photoId: number): Promise<FabricPhotoDto | null> {
  const [row] = await selectPhotos(db).where(eq(fabricPhotos.id, photoId));
  return row ? toPhotoDto(row) : null;
}

export async function deleteFabricPhoto(ctx: WriteContext, photoId: number): Promise<void> {
  await changeFreeingMedia(ctx, async (tx) => {
    const [photo] = await tx.select({ fabricId: fabricPhotos.fabricId }).from(fabricPhotos).where(eq(fabricPhotos.id, photoId));
    if (!photo) throw notFound("Photo");
    const fabric = await lockFabric(tx, photo.fabricId);
    // Deleted under the lock: a concurrent delete may have taken it since the first read.
    const [gone] = await tx
      .delete(fabricPhotos)
      .where(eq(fabricPhotos.id, photoId))
      .returning({ mediaId: fabricPhotos.mediaId });
    if (!gone) throw notFound("Photo");
    await touch(tx, photo.fabricId);
    await logActivity(tx, ctx.actorId, "delete", "fabric_photo", photoId, fabric.name.tr);
    return [gone.mediaId];
  });
}
