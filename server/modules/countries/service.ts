import { asc, eq } from "drizzle-orm";
import type { CountryDto } from "../../../common/api/countries";
import type { Localized } from "../../../common/constants";
import type { Tx } from "../../db/client";
import { tableRows } from "../../db/counts";
import { countries, exhibitionPhotos, exhibitions, media } from "../../db/schema";
import { notFound } from "../../http/errors";
import { localize } from "../../http/lang";
import { pageMeta } from "../../http/pagination";
import { changeFreeingMedia, imageDto, insertMedia, type ProcessedImage } from "../../media";
import { logActivity } from "../activity";
import { applyLocalizedPatch, type LocalizedPatch } from "../../http/input";
import { lockCountries } from "../../db/row-locks";
import { mediaColumns } from "../../media/images";
import { type PageRequest, toPage } from "../../http/pagination";
import type { ReadLang, WriteContext } from "../../http/write-context";

export type { CountryDto };

const countryColumns = {
  id: countries.id,
  name: countries.name,
  code: countries.code,
  exhibitionCount: countries.exhibitionCount,
  photoCount: countries.photoCount,
  image: mediaColumns,
};

function selectCountries(db: Tx) {
  return db.select(countryColumns).from(countries).leftJoin(media, eq(media.id, countries.coverImageId));
}

type CountryRow = Awaited<ReturnType<typeof selectCountries>>[number];

function toDto(row: CountryRow, lng: ReadLang): CountryDto {
  const image = imageDto(row.image);
  return {
    id: row.id,
    name: localize(row.name, lng),
    code: row.code,
    cover_image: image?.src ?? null,
    image,
    exhibition_count: row.exhibitionCount,
    totalPhotos: row.photoCount,
  };
}

/** Countries in display order (then creation order), as the API and the pages show them. */
export async function listPublicCountries(db: Tx, options: PageRequest & { lng: ReadLang }) {
  const page = toPage(options);
  const rows = await selectCountries(db)
    .orderBy(asc(countries.displayOrder), asc(countries.id))
    .limit(page.pageSize)
    .offset(page.offset);
  const total = await tableRows(db, "countries");
  return { items: rows.map((row) => toDto(row, options.lng)), meta: pageMeta(page, total) };
}

export async function getPublicCountry(db: Tx, id: number, lng: ReadLang): Promise<CountryDto | null> {
  const [row] = await selectCountries(db).where(eq(countries.id, id));
  return row ? toDto(row, lng) : null;
}

export async function countryExists(db: Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return Boolean(row);
}

export type CountryInput = { name: Localized; code: string | null };

export async function createCountry(
  ctx: WriteContext,
  input: CountryInput,
  cover: ProcessedImage,
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const coverImageId = await insertMedia(tx, cover);
    const [row] = await tx
      .insert(countries)
      .values({ name: input.name, code: input.code, coverImageId })
      .returning({ id: countries.id });
    const id = row!.id;
    await logActivity(tx, ctx.actorId, "create", "country", id, input.name.tr);
    return id;
  });
}

/** `code`: undefined keeps it, null clears it. */
export type CountryPatch = { name: LocalizedPatch; code: string | null | undefined };

/** Updates texts and, when a new cover is sent, replaces it; the old files go after the commit. */
export async function updateCountry(
  ctx: WriteContext,
  id: number,
  patch: CountryPatch,
  cover: ProcessedImage | null,
): Promise<void> {
  await changeFreeingMedia(ctx, async (tx) => {
    if ((await lockCountries(tx, [id])).length === 0) throw notFound("Country");
    const [current] = await tx.select().from(countries).where(eq(countries.id, id));
    if (!current) throw notFound("Country");
    const name = applyLocalizedPatch(current.name, patch.name);
    let coverImageId = current.coverImageId;
    if (cover) coverImageId = await insertMedia(tx, cover);
    await tx
      .update(countries)
      .set({
        name,
        code: patch.code === undefined ? current.code : patch.code,
        coverImageId,
        updatedAt: new Date(),
      })
      .where(eq(countries.id, id));
    await logActivity(tx, ctx.actorId, "update", "country", id, name.tr);
    return cover ? [current.coverImageId] : [];
  });
}

/** Deletes the country, its exhibitions and their photos (cascades), and every image of them. */
export async function deleteCountry(ctx: WriteContext, id: number): Promise<void> {
  await changeFreeingMedia(ctx, async (tx) => {
    if ((await lockCountries(tx, [id])).length === 0) throw notFound("Country");
    const [country] = await tx
      .select({ name: countries.name, coverImageId: countries.coverImageId })
      .from(countries)
      .where(eq(countries.id, id));
    if (!country) throw notFound("Country");
    const shows = await tx
      .select({ imageId: exhibitions.imageId })
      .from(exhibitions)
      .where(eq(exhibitions.countryId, id))
      .for("update");
    const photos = await tx
      .select({ mediaId: exhibitionPhotos.mediaId })
      .from(exhibitionPhotos)
      .innerJoin(exhibitions, eq(exhibitions.id, exhibitionPhotos.exhibitionId))
      .where(eq(exhibitions.countryId, id));
    // The cascade removes the exhibitions and photos; their media rows go after them.
    await tx.delete(countries).where(eq(countries.id, id));
    const summary = `${country.name.tr} (${shows.length} exhibitions, ${photos.length} photos)`;
    await logActivity(tx, ctx.actorId, "delete", "country", id, summary);
    return [country.coverImageId, ...shows.map((s) => s.imageId), ...photos.map((p) => p.mediaId)];
  });
}
