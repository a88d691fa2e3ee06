/* Admin changes to exhibitions: create, edit, delete (with their photos and files). */
import { eq } from "drizzle-orm";
import type { Localized } from "../../../common/constants";
import type { Tx } from "../../db/client";
import { exhibitionPhotos, exhibitions } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import { changeFreeingMedia, insertMedia, type ProcessedImage } from "../../media";
import { logActivity } from "../activity";
import { applyLocalizedPatch, type LocalizedPatch } from "../../http/input";
import { lockCountries } from "../../db/row-locks";
import type { WriteContext } from "../../http/write-context";

import { lockExhibition } from "./service";

export type ExhibitionFields = {
  city?: string | null | undefined;
  venue?: string | null | undefined;
  hall?: string | null | undefined;
  stand?: string | null | undefined;
  start_date?: string | null | undefined;
  end_date?: string | null | undefined;
  website?: string | null | undefined;
};

export type ExhibitionInput = ExhibitionFields & {
  countryId: number;
  title: Localized;
  description: Localized;
};

/** The end may not come before the start (the database refuses it too, less politely). */
function assertDates(start: string | null | undefined, end: string | null | undefined) {
  if (start && end && end < start)
    throw badRequest("The end date is before the start date", { end_date: "invalid_date" });
}

async function lockCountryOfInput(tx: Tx, countryId: number) {
  if ((await lockCountries(tx, [countryId])).length === 0) {
    throw badRequest("Unknown country", { countryId: "invalid" });
  }
}

export async function createExhibition(
  ctx: WriteContext,
  input: ExhibitionInput,
  image: ProcessedImage,
): Promise<number> {
  assertDates(input.start_date, input.end_date);
  return ctx.db.transaction(async (tx) => {
    await lockCountryOfInput(tx, input.countryId);
    const imageId = await insertMedia(tx, image);
    const [row] = await tx
      .insert(exhibitions)
      .values({
        countryId: input.countryId,
        title: input.title,
        description: input.description,
        imageId,
        city: input.city ?? null,
        venue: input.venue ?? null,
        hall: input.hall ?? null,
        stand: input.stand ?? null,
        startDate: input.start_date ?? null,
        endDate: input.end_date ?? null,
        website: input.website ?? null,
      })
      .returning({ id: exhibitions.id });
    const id = row!.id;
    await logActivity(tx, ctx.actorId, "create", "exhibition", id, input.title.tr);
    return id;
  });
}

/** Optional fields: undefined keeps the stored value, null clears it. */
export type ExhibitionPatch = ExhibitionFields & {
  countryId?: number | undefined;
  title: LocalizedPatch;
  description: LocalizedPatch;
};

const keep = <T>(next: T | undefined, current: T): T => (next === undefined ? current : next);

export async function updateExhibition(
  ctx: WriteContext,
  id: number,
  patch: ExhibitionPatch,
  image: ProcessedImage | null,
): Promise<void> {
  await changeFreeingMedia(ctx, async (tx) => {
    const current = await lockExhibition(tx, id, patch.countryId);
    if (!current) throw notFound("Exhibition");
    const countryId = keep(patch.countryId, current.countryId);
    if (countryId !== current.countryId) await lockCountryOfInput(tx, countryId);
    const startDate = keep(patch.start_date, current.startDate);
    const endDate = keep(patch.end_date, current.endDate);
    assertDates(startDate, endDate);
    const title = applyLocalizedPatch(current.title, patch.title);
    const imageId = image ? await insertMedia(tx, image) : current.imageId;
    await tx
      .update(exhibitions)
      .set({
        countryId,
        title,
        description: applyLocalizedPatch(current.description, patch.description),
        imageId,
        city: keep(patch.city, current.city),
        venue: keep(patch.venue, current.venue),
        hall: keep(patch.hall, current.hall),
        stand: keep(patch.stand, current.stand),
        startDate,
        endDate,
        website: keep(patch.website, current.website),
        updatedAt: new Date(),
      })
      .where(eq(exhibitions.id, id));
    await logActivity(tx, ctx.actorId, "update", "exhibition", id, title.tr);
    return image ? [current.imageId] : [];
  });
}

/** Deletes the exhibition, its photos (cascade) and all their images. */
export async function deleteExhibition(ctx: WriteContext, id: number): Promise<void> {
  await changeFreeingMedia(ctx, async (tx) => {
    const current = await lockExhibition(tx, id);
    if (!current) throw notFound("Exhibition");
    const photos = await tx
      .select({ mediaId: exhibitionPhotos.mediaId })
      .from(exhibitionPhotos)
      .where(eq(exhibitionPhotos.exhibitionId, id));
    await tx.delete(exhibitions).where(eq(exhibitions.id, id));
    const summary = `${current.title.tr} (${photos.length} photos)`;
    await logActivity(tx, ctx.actorId, "delete", "exhibition", id, summary);
    return [current.imageId, ...photos.map((p) => p.mediaId)];
  });
}
