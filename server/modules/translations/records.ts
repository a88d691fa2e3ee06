/**
 * The localized texts of every content record, read for the translation workflow: one short
 * query per table (a mill's content is hundreds of rows, not millions).
 */
import { eq, getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Localized } from "../../../common/constants";
import { TRANSLATABLE, type TranslatableEntity } from "../../../common/translations";
import type { Db, Tx } from "../../db/client";
import {
  certificates,
  collections,
  contactInfo,
  countries,
  exhibitionPhotos,
  exhibitions,
  fabrics,
  facilities,
  positions,
} from "../../db/schema";

type Texts = Partial<Localized>;

/** One record: its texts by API field name (`name`, `hours_weekday`, …). */
export type ContentRecord = {
  entity: TranslatableEntity;
  id: number;
  parentId: number | null;
  label: string;
  texts: Record<string, Texts>;
};

const join = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(" · ");

type Reader = (db: Db | Tx, id?: number) => Promise<ContentRecord[]>;

/** The columns `keys` names of a table's rows, in id order; only the row `id` names, when given. */
async function rowsOf<T extends PgTable & { id: PgColumn }, K extends keyof T["$inferSelect"] & string>(
  db: Db | Tx,
  table: T,
  keys: readonly K[],
  id?: number,
): Promise<Pick<T["$inferSelect"], K>[]> {
  const columns = getTableColumns(table);
  const rows = await db
    .select(Object.fromEntries(keys.map((key) => [key, columns[key]!])))
    .from(table as PgTable)
    .where(id === undefined ? undefined : eq(table.id, id))
    .orderBy(table.id);
  return rows as Pick<T["$inferSelect"], K>[];
}

/** How each kind of record is read, optionally one row by id. */
const READERS: Record<TranslatableEntity, Reader> = {
  async fabric(db, id) {
    const rows = await rowsOf(db, fabrics, ["id", "code", "name", "description"], id);
    return rows.map((r) => record("fabric", r.id, null, join(r.code, r.name.tr), r));
  },
  async collection(db, id) {
    const rows = await rowsOf(db, collections, ["id", "season", "name", "description"], id);
    return rows.map((r) => record("collection", r.id, null, join(r.name.tr, r.season), r));
  },
  async certificate(db, id) {
    const rows = await rowsOf(db, certificates, ["id", "standard", "number", "scope"], id);
    return rows.map((r) => record("certificate", r.id, null, join(r.standard, r.number), r));
  },
  async country(db, id) {
    const rows = await rowsOf(db, countries, ["id", "name"], id);
    return rows.map((r) => record("country", r.id, null, r.name.tr, r));
  },
  async exhibition(db, id) {
    const rows = await rowsOf(db, exhibitions, ["id", "countryId", "title", "description"], id);
    return rows.map((r) => record("exhibition", r.id, r.countryId, r.title.tr, r));
  },
  async exhibition_photo(db, id) {
    const rows = await db
      .select({
        id: exhibitionPhotos.id,
        exhibitionId: exhibitionPhotos.exhibitionId,
        title: exhibitionPhotos.title,
        description: exhibitionPhotos.description,
        fair: exhibitions.title,
      })
      .from(exhibitionPhotos)
      .innerJoin(exhibitions, eq(exhibitions.id, exhibitionPhotos.exhibitionId))
      .where(id === undefined ? undefined : eq(exhibitionPhotos.id, id))
      .orderBy(exhibitionPhotos.id);
    return rows.map((r) =>
      record("exhibition_photo", r.id, r.exhibitionId, join(r.fair.tr, r.title.tr || `#${r.id}`), r),
    );
  },
  async position(db, id) {
    const rows = await rowsOf(db, positions, ["id", "title", "description"], id);
    return rows.map((r) => record("position", r.id, null, r.title.tr, r));
  },
  async facility(db, id) {
    const rows = await rowsOf(db, facilities, ["id", "name", "description"], id);
    return rows.map((r) => record("facility", r.id, null, r.name, r));
  },
  async contact(db, id) {
    if (id !== undefined && id !== 1) return [];
    const rows = await db
      .select({ id: contactInfo.id, weekday: contactInfo.hoursWeekday, weekend: contactInfo.hoursWeekend })
      .from(contactInfo)
      .where(eq(contactInfo.id, 1));
    return rows.map((r) =>
      record("contact", r.id, null, "", { hours_weekday: r.weekday, hours_weekend: r.weekend }),
    );
  },
};

function record(
  entity: TranslatableEntity,
  id: number,
  parentId: number | null,
  label: string,
  row: Record<string, unknown>,
): ContentRecord {
  const texts: Record<string, Texts> = {};
  for (const field of TRANSLATABLE[entity]) texts[field] = (row[field] ?? {}) as Texts;
  return { entity, id, parentId, label, texts };
}

/** Every content record with localized texts, kind by kind in TRANSLATABLE's order. */
export async function readAllRecords(db: Db | Tx): Promise<ContentRecord[]> {
  const out: ContentRecord[] = [];
  for (const reader of Object.values(READERS)) out.push(...(await reader(db)));
  return out;
}

/** One record, or null when it does not exist. */
export async function readRecord(
  db: Db | Tx,
  entity: TranslatableEntity,
  id: number,
): Promise<ContentRecord | null> {
  return (await READERS[entity](db, id))[0] ?? null;
}
