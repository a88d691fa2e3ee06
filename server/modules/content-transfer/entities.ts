/**
 * The content an export holds, one entity per table: its table, the columns left out (counters
 * the database keeps itself, recomputed by its triggers on import) and the zod schema every row
 * of an imported file must meet. Rows are written with the columns' database names, sorted.
 */
import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { ContentEntity } from "../../../common/content-transfer";
import {
  CV_MIME_TYPES,
  EMPLOYMENT_TYPES,
  FACILITY_KINDS,
  FACILITY_OWNERSHIPS,
  ID_MAX,
  LANGUAGES,
} from "../../../common/constants";
import { FACILITY_LIMITS, isCountryCode, OS_ID } from "../../../common/facilities";
import { isGln } from "../../../common/gs1";
import { isCleanText, localizedLines, type TextLines } from "../../../common/text";
import {
  certificateFabrics,
  certificates,
  collections,
  contactInfo,
  countries,
  exhibitionPhotos,
  exhibitions,
  fabricPhotos,
  fabricReports,
  facilities,
  facilityCertificates,
  fabrics,
  media,
  positions,
  privateFiles,
} from "../../db/schema";

const TEXT_MAX = 50_000;
/** A text under the one rule of the admin API (common/text.ts): one line unless said otherwise. */
const text = (max = TEXT_MAX, lines: TextLines = "one") =>
  z
    .string()
    .max(max)
    .refine((v) => isCleanText(v, lines));
const id = z.number().int().min(1).max(ID_MAX);
const ref = id.nullable();
const count = z.number().int().min(0).max(ID_MAX);
const timestamp = z.iso.datetime({ offset: true });
const day = z.iso.date();

/**
 * A text in five languages, one line or several as the admin form's field (`field`: its name);
 * `trRequired`: the Turkish one non-blank (the table's check).
 */
const localized = (field: string, trRequired: boolean) => {
  const one = () => text(TEXT_MAX, localizedLines(field));
  return z.strictObject(
    Object.fromEntries(
      LANGUAGES.map((lang) => [
        lang,
        lang === "tr" ? (trRequired ? one().refine((v) => v.trim().length > 0) : one()) : one().optional(),
      ]),
    ),
  );
};
const partialLocalized = z.strictObject(Object.fromEntries(LANGUAGES.map((l) => [l, text().optional()])));
const stamps = { created_at: timestamp, updated_at: timestamp };

/** A storage key as storage.newKey() makes them: letters and digits, nothing a path could use. */
export const STORAGE_KEY = /^[A-Za-z0-9]{8,64}$/;
const storageKey = z.string().regex(STORAGE_KEY);

const variant = z.strictObject({
  width: z.number().int().min(1).max(100_000),
  height: z.number().int().min(1).max(100_000),
  file: z.string().regex(/^[A-Za-z0-9]{8,64}-[0-9]{1,6}\.webp$/),
  bytes: z.number().int().min(1).max(ID_MAX),
});

const schemas = {
  media: z
    .strictObject({
      id,
      storage_key: storageKey,
      width: z.number().int().min(1).max(100_000),
      height: z.number().int().min(1).max(100_000),
      variants: z.array(variant).min(1).max(8),
      bytes: count,
      ...stamps,
    })
    .refine((m) => m.variants.every((v) => v.file === `${m.storage_key}-${v.width}.webp`), {
      path: ["variants"],
    })
    .refine((m) => new Set(m.variants.map((v) => v.width)).size === m.variants.length, {
      path: ["variants"],
    }),
  private_files: z.strictObject({
    id,
    storage_key: storageKey,
    original_name: text(255).refine((v) => v.length > 0 && !/[/\\]/.test(v)),
    mime_type: z.enum(CV_MIME_TYPES),
    bytes: count,
    ...stamps,
  }),
  collections: z.strictObject({
    id,
    name: localized("name", true),
    description: localized("description", false),
    season: z.string().regex(/^(SS|AW)[0-9]{2}$/),
    kind: z.enum(["main", "capsule"]),
    year: z.number().int().min(1900).max(2999),
    cover_image_id: ref,
    ...stamps,
  }),
  fabrics: z.strictObject({
    id,
    name: localized("name", true),
    description: localized("description", false),
    main_image_id: ref,
    code: text(64).nullable(),
    card: z.record(z.string(), z.unknown()).nullable(),
    passport: z.record(z.string(), z.unknown()).nullable(),
    collection_id: ref,
    ...stamps,
  }),
  fabric_photos: z.strictObject({ id, fabric_id: id, media_id: id, display_order: count, ...stamps }),
  fabric_reports: z.strictObject({ id, fabric_id: id, file_id: id, ...stamps }),
  certificates: z.strictObject({
    id,
    standard: text(200).min(1),
    number: text(200).min(1),
    issuer: text(200).min(1),
    scope: localized("scope", false),
    valid_from: day,
    valid_until: day,
    file_id: ref,
    ...stamps,
  }),
  certificate_fabrics: z.strictObject({ certificate_id: id, fabric_id: id }),
  countries: z.strictObject({
    id,
    name: localized("name", true),
    code: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullable(),
    cover_image_id: ref,
    display_order: z.number().int().min(-ID_MAX).max(ID_MAX),
    ...stamps,
  }),
  exhibitions: z.strictObject({
    id,
    country_id: id,
    title: localized("title", true),
    description: localized("description", false),
    image_id: ref,
    city: text(500).nullable(),
    venue: text(500).nullable(),
    hall: text(200).nullable(),
    stand: text(200).nullable(),
    start_date: day.nullable(),
    end_date: day.nullable(),
    website: text(2000)
      .regex(/^https?:\/\//)
      .nullable(),
    ...stamps,
  }),
  exhibition_photos: z.strictObject({
    id,
    exhibition_id: id,
    media_id: id,
    title: localized("title", false),
    description: localized("description", false),
    display_order: z.number().int().min(-ID_MAX).max(ID_MAX),
    ...stamps,
  }),
  positions: z.strictObject({
    id,
    title: localized("title", true),
    description: localized("description", false),
    department: text(500),
    location: text(500),
    employment_type: z.enum(EMPLOYMENT_TYPES),
    open: z.boolean(),
    valid_through: day.nullable(),
    ...stamps,
  }),
  facilities: z.strictObject({
    id,
    name: text(FACILITY_LIMITS.name).refine((v) => v.trim().length > 0),
    kinds: z
      .array(z.enum(FACILITY_KINDS))
      .min(1)
      .refine((kinds) => new Set(kinds).size === kinds.length),
    ownership: z.enum(FACILITY_OWNERSHIPS),
    country: z.string().refine(isCountryCode),
    city: text(FACILITY_LIMITS.city),
    address: text(FACILITY_LIMITS.address),
    gln: z.string().refine(isGln).nullable(),
    os_id: z.string().regex(OS_ID).nullable(),
    description: localized("description", true),
    ...stamps,
  }),
  facility_certificates: z.strictObject({ facility_id: id, certificate_id: id }),
  contact_info: z.strictObject({
    id: z.literal(1),
    address: text(),
    address_link: text(),
    phone: text(500),
    whatsapp: text(500),
    email: text(500),
    hours_weekday: partialLocalized,
    hours_weekend: partialLocalized,
    social: z.strictObject({
      facebook: text(2000).optional(),
      instagram: text(2000).optional(),
      linkedin: text(2000).optional(),
    }),
    ...stamps,
  }),
} satisfies Record<ContentEntity, z.ZodType>;

export type EntityDef = {
  name: ContentEntity;
  table: PgTable;
  /** Counters the triggers keep (migration 0001): recomputed as the rows go in. */
  omit: readonly string[];
  schema: z.ZodType<Record<string, unknown>>;
  /** The columns a row is ordered by (its primary key). */
  orderBy: readonly string[];
};

const def = (
  name: ContentEntity,
  table: PgTable,
  omit: readonly string[] = [],
  orderBy: readonly string[] = ["id"],
): EntityDef => ({ name, table, omit, orderBy, schema: schemas[name] as z.ZodType<Record<string, unknown>> });

/** In the order an import inserts them: every reference points to an entity before it. */
export const ENTITIES: readonly EntityDef[] = [
  def("media", media),
  def("private_files", privateFiles),
  def("collections", collections),
  def("fabrics", fabrics, ["photo_count"]),
  def("fabric_photos", fabricPhotos),
  def("fabric_reports", fabricReports),
  def("certificates", certificates),
  def("certificate_fabrics", certificateFabrics, [], ["certificate_id", "fabric_id"]),
  def("countries", countries, ["exhibition_count", "photo_count"]),
  def("exhibitions", exhibitions, ["photo_count"]),
  def("exhibition_photos", exhibitionPhotos),
  def("positions", positions),
  def("facilities", facilities),
  def("facility_certificates", facilityCertificates, [], ["facility_id", "certificate_id"]),
  def("contact_info", contactInfo),
];

/** Database column name -> drizzle property, for the columns an export writes. */
export function columnsOf(entity: EntityDef): Map<string, string> {
  const columns = new Map<string, string>();
  for (const [key, column] of Object.entries(getTableColumns(entity.table))) {
    if (!entity.omit.includes(column.name)) columns.set(column.name, key);
  }
  return columns;
}
