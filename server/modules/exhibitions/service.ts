import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { ExhibitionDto } from "../../../common/api/exhibitions";
import type { Tx } from "../../db/client";
import { exhibitionsByDay, tableRows } from "../../db/counts";
import { countries, exhibitions, media } from "../../db/schema";
import { localize } from "../../http/lang";
import { pageMeta } from "../../http/pagination";
import { imageDto } from "../../media";
import { lockCountries } from "../../db/row-locks";
import { mediaColumns } from "../../media/images";
import { type PageRequest, toPage } from "../../http/pagination";
import type { ReadLang } from "../../http/write-context";
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
  hall: exhibitions.hall,
  stand: exhibitions.stand,
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
    hall: row.hall,
    stand: row.stand,
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
