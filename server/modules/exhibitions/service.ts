import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { ExhibitionDto } from "../../../common/api/exhibitions";
import type { Localized } from "../../../common/constants";
import type { Tx } from "../../db/client";
import { exhibitionsByDay, tableRows } from "../../db/counts";
import { countries, exhibitionPhotos, exhibitions, media } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import { localize } from "../../http/lang";
import { pageMeta } from "../../http/pagination";
import {
  collectMediaFiles,
  deleteMediaRows,
  imageDto,
  insertMedia,
  type ProcessedImage,
} from "../../media";
import { logActivity } from "../activity";
import { applyLocalizedPatch, type LocalizedPatch } from "../../http/input";
import { lockCountries } from "../../db/row-locks";
import { mediaColumns } from "../../media/images";
import { type PageRequest, toPage } from "../../http/pagination";
import type { ReadLang, WriteContext } from "../../http/write-context";
import { today } from "../../../common/dates";

export type { ExhibitionDto };

export type When = "upcoming" | "past";

const exhibitionColumns = {
  id: exhibitions.id,
  countryId: exhibitions.countryId,
  countryName: countries.name,
  title: exhibitions.title,
  description: exhibitions.description,
  city: exhibitions.city,
  venue: exhibitions.venue,
  startDate: exhibitions.startDate,
  endDate: exhibitions.endDate,
  website: exhibitions.website,
  photoCount: exhibitions.photoCount,
  createdAt: exhibitions.createdAt,
  image: mediaColumns,
};

function selectExhibitions(db: Tx) {
  return db
    .select(exhibitionColumns)
    .from(exhibitions)
    .innerJoin(countries, eq(countries.id, exhibitions.countryId))
    .leftJoin(media, eq(media.id, exhibitions.imageId));
}

type ExhibitionRow = Awaited<ReturnType<typeof selectExhibitions>>[number];

function toDto(row: ExhibitionRow, lng: ReadLang): ExhibitionDto {
  const image = imageDto(row.image);
  return {
    id: row.id,
    country_id: row.countryId,
    countryId: row.countryId,
    country_name: localize(row.countryName, lng),
    title: localize(row.title, lng),
    description: localize(row.description, lng),
    image_url: image?.src ?? null,
    image,
    city: row.city,
    venue: row.venue,
    start_date: row.startDate,
    end_date: row.endDate,
    website: row.website,
    photo_count: row.photoCount,
    created_at: row.createdAt.toISOString(),
  };
}

/** The day an exhibition is over: its end, or its start when it has no end. */
const lastDay = sql`coalesce(${exhibitions.endDate}, ${exhibitions.startDate})`;

/**
 * Upcoming: the soonest over first (then the soonest to start); past: the latest over first.
 * Both follow the index exhibitions_last_day_idx, so a page reads its rows and stops.
 */
function listOrder(when: When | undefined): SQL[] {
  if (when === "upcoming") return [asc(lastDay), sql`${exhibitions.startDate} asc`, asc(exhibitions.id)];
  if (when === "past") return [desc(lastDay), sql`${exhibitions.startDate} desc`, desc(exhibitions.id)];
  return [sql`${exhibitions.startDate} desc nulls last`, desc(exhibitions.createdAt), desc(exhibitions.id)];
}

/**
 * The total of a list without counting its rows where a kept count exists: all exhibitions
 * (row_counts), one country's (its counter column), upcoming or past ones (exhibition_days).
 * One country's upcoming or past ones are counted, through its index, among its own only.
 */
async function listTotal(db: Tx, where: SQL | undefined, options: ExhibitionListOptions, day: string) {
  if (options.countryId === undefined) {
    return options.when ? exhibitionsByDay(db, options.when, day) : tableRows(db, "exhibitions");
  }
  if (!options.when) {
    const [row] = await db
      .select({ n: countries.exhibitionCount })
      .from(countries)
      .where(eq(countries.id, options.countryId));
    return row?.n ?? 0;
  }
  const [row] = await db.select({ n: count() }).from(exhibitions).where(where);
  return row?.n ?? 0;
}

export type ExhibitionListOptions = PageRequest & {
  lng: ReadLang;
  countryId?: number | undefined;
  /** upcoming: not over before today, soonest first; past: over before today, latest first. */
  when?: When | undefined;
  /** YYYY-MM-DD; defaults to today in the company's time zone. */
  today?: string;
};

/** Exhibitions newest first (or upcoming / past), optionally of one country. */
export async function listPublicExhibitions(db: Tx, options: ExhibitionListOptions) {
  const page = toPage(options);
  const day = options.today ?? today();
  const where = and(
    options.countryId === undefined ? undefined : eq(exhibitions.countryId, options.countryId),
    options.when === "upcoming" ? gte(lastDay, day) : undefined,
    options.when === "past" ? lt(lastDay, day) : undefined,
  );
  const rows = await selectExhibitions(db)
    .where(where)
    .orderBy(...listOrder(options.when))
    .limit(page.pageSize)
    .offset(page.offset);
  const total = await listTotal(db, where, options, day);
  return { items: rows.map((row) => toDto(row, options.lng)), meta: pageMeta(page, total) };
}

export async function getPublicExhibition(db: Tx, id: number, lng: ReadLang): Promise<ExhibitionDto | null> {
  const [row] = await selectExhibitions(db).where(eq(exhibitions.id, id));
  return row ? toDto(row, lng) : null;
}

export async function exhibitionExists(db: Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: exhibitions.id }).from(exhibitions).where(eq(exhibitions.id, id));
  return Boolean(row);
}

/**
 * Locks an exhibition for a change, its country first (see lockCountries), plus any other
 * country the change involves. Null when the exhibition does not exist (any more).
 */
export async function lockExhibition(tx: Tx, id: number, alsoCountry?: number) {
  const [probe] = await tx
    .select({ countryId: exhibitions.countryId })
    .from(exhibitions)
    .where(eq(exhibitions.id, id));
  if (!probe) return null;
  await lockCountries(tx, alsoCountry === undefined ? [probe.countryId] : [probe.countryId, alsoCountry]);
  const [row] = await tx.select().from(exhibitions).where(eq(exhibitions.id, id)).for("update");
  return row ?? null;
}

export type ExhibitionFields = {
  city?: string | null | undefined;
  venue?: string | null | undefined;
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
        startDate: input.start_date ?? null,
        endDate: input.end_date ?? null,
        website: input.website ?? null,
      })
      .returning({ id: exhibitions.id });
    const id = row!.id;
    await logActivity(tx, {
      actorId: ctx.actorId,
      action: "create",
      entity: "exhibition",
      entityId: id,
      summary: input.title.tr,
    });
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
  const oldFiles = await ctx.db.transaction(async (tx) => {
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
        startDate,
        endDate,
        website: keep(patch.website, current.website),
        updatedAt: new Date(),
      })
      .where(eq(exhibitions.id, id));
    let files: string[] = [];
    if (image && current.imageId) {
      files = await collectMediaFiles(tx, [current.imageId], ctx.storage);
      await deleteMediaRows(tx, [current.imageId]);
    }
    await logActivity(tx, {
      actorId: ctx.actorId,
      action: "update",
      entity: "exhibition",
      entityId: id,
      summary: title.tr,
    });
    return files;
  });
  await ctx.storage.remove(oldFiles);
}

/** Deletes the exhibition, its photos (cascade) and all their images. */
export async function deleteExhibition(ctx: WriteContext, id: number): Promise<void> {
  const files = await ctx.db.transaction(async (tx) => {
    const current = await lockExhibition(tx, id);
    if (!current) throw notFound("Exhibition");
    const photos = await tx
      .select({ mediaId: exhibitionPhotos.mediaId })
      .from(exhibitionPhotos)
      .where(eq(exhibitionPhotos.exhibitionId, id));
    const mediaIds = [current.imageId, ...photos.map((p) => p.mediaId)].filter(
      (m): m is number => m !== null,
    );
    const collected = await collectMediaFiles(tx, mediaIds, ctx.storage);
    await tx.delete(exhibitions).where(eq(exhibitions.id, id));
    await deleteMediaRows(tx, mediaIds);
    await logActivity(tx, {
      actorId: ctx.actorId,
      action: "delete",
      entity: "exhibition",
      entityId: id,
      summary: `${current.title.tr} (${photos.length} photos)`,
    });
    return collected;
  });
  await ctx.storage.remove(files);
}
