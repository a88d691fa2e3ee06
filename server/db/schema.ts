// Over 300 lines: the whole database in one file, as drizzle reads it (tables refer to one another; migrations follow it).
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  ACTIVITY_ACTIONS,
  API_TOKEN_SCOPES,
  APPLICATION_STATUSES,
  COLLECTION_KINDS,
  CUT_LINE_STATUSES,
  CV_MIME_TYPES,
  EMPLOYMENT_TYPES,
  FACILITY_KINDS,
  FACILITY_OWNERSHIPS,
  LANGUAGES,
  type Localized,
  MAIL_KINDS,
  MEETING_STATUSES,
  MESSAGE_STATUSES,
  OTHER_LANGUAGES,
  SAMPLE_KINDS,
  SAMPLE_STATUSES,
  WEBHOOK_EVENTS,
} from "../../common/constants";
import { OUTBOX_STATUSES } from "../../common/api/inbox";
import type { PassportBody } from "../../common/api/contracts/passport";
import type { FabricCardInput } from "../../common/fabric-card";
import { WEBHOOK_DELIVERY_EVENTS, WEBHOOK_DELIVERY_STATUSES } from "../../common/webhooks";

/** A technical card as stored: everything but the code (a column of its own, unique). */
export type FabricCard = Omit<FabricCardInput, "code">;

/** A card's columns: the code apart (empty = none), the rest as one JSON value; nothing when no card is given. */
export function fabricCardColumns(card: FabricCardInput | undefined): {
  code?: string | null;
  card?: FabricCard;
} {
  if (!card) return {};
  const { code, ...rest } = card;
  return { code: code || null, card: rest };
}

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** A text visitors read, in five languages; tr must be present and non-empty. */
const localized = (name: string) => jsonb(name).$type<Localized>().notNull();
/** A CHECK that a column holds one of a constant list's values (the SQL spells the list out). */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(","))})`;
const trRequired = (column: string) => sql.raw(`coalesce(length(trim(${column}->>'tr')), 0) > 0`);

/** An image uploaded by an admin, re-encoded to WebP variants under DATA_DIR/uploads. */
export type ImageVariant = { width: number; height: number; file: string; bytes: number };

export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    storageKey: text("storage_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonb("variants").$type<ImageVariant[]>().notNull(),
    bytes: integer("bytes").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("media_storage_key_uq").on(t.storageKey),
    check("media_dimensions_ck", sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

/** A private file (a CV): never under /uploads, served only to admins. */
export const privateFiles = pgTable(
  "private_files",
  {
    id: serial("id").primaryKey(),
    storageKey: text("storage_key").notNull(),
    originalName: text("original_name").notNull(),
    mimeType: text("mime_type").notNull(),
    bytes: integer("bytes").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("private_files_storage_key_uq").on(t.storageKey),
    check("private_files_mime_ck", oneOf(t.mimeType, CV_MIME_TYPES)),
  ],
);

/** A season's line: two main and two capsule collections a year (SPEC §1). */
export const collections = pgTable(
  "collections",
  {
    id: serial("id").primaryKey(),
    name: localized("name"),
    description: localized("description"),
    /** SS or AW and the year's two digits (SS27); its digits are the year's. */
    season: text("season").notNull(),
    kind: text("kind").notNull(),
    year: integer("year").notNull(),
    coverImageId: integer("cover_image_id").references(() => media.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("collections_order_idx").on(t.year, t.season, t.kind, t.id),
    index("collections_cover_idx").on(t.coverImageId),
    check("collections_name_tr_ck", trRequired("name")),
    check("collections_kind_ck", oneOf(t.kind, COLLECTION_KINDS)),
    check(
      "collections_season_ck",
      sql`${t.season} ~ '^(SS|AW)[0-9]{2}$' and substr(${t.season}, 3) = lpad((${t.year} % 100)::text, 2, '0')`,
    ),
  ],
);

export const fabrics = pgTable(
  "fabrics",
  {
    id: serial("id").primaryKey(),
    name: localized("name"),
    description: localized("description"),
    mainImageId: integer("main_image_id").references(() => media.id, { onDelete: "set null" }),
    photoCount: integer("photo_count").notNull().default(0),
    /** The article code (e.g. KM-2041), unique; null until the card is filled in. */
    code: text("code"),
    /** The rest of the technical card (common/fabric-card.ts, without the code). */
    card: jsonb("card").$type<FabricCard>(),
    /**
     * The passport (common/api/contracts/passport.ts, as checked and completed by
     * server/modules/fabrics/passport.ts: each step's country filled, GTINs as 14 digits); null
     * until one is given.
     */
    passport: jsonb("passport").$type<PassportBody>(),
    /** The collection the fabric belongs to; null until an admin assigns one. */
    collectionId: integer("collection_id").references(() => collections.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("fabrics_code_uq").on(t.code),
    index("fabrics_collection_idx").on(t.collectionId),
    index("fabrics_created_idx").on(t.createdAt, t.id),
    index("fabrics_main_image_idx").on(t.mainImageId),
    check("fabrics_name_tr_ck", trRequired("name")),
  ],
);

/**
 * A deleted fabric's id and when it went (the catalogue feed's `since` lists it as deleted);
 * written in the deletion's transaction, kept a year (server/modules/retention).
 */
export const fabricDeletions = pgTable(
  "fabric_deletions",
  {
    fabricId: integer("fabric_id").primaryKey(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("fabric_deletions_deleted_idx").on(t.deletedAt)],
);

export const fabricPhotos = pgTable(
  "fabric_photos",
  {
    id: serial("id").primaryKey(),
    fabricId: integer("fabric_id")
      .notNull()
      .references(() => fabrics.id, { onDelete: "cascade" }),
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    displayOrder: integer("display_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("fabric_photos_fabric_order_idx").on(t.fabricId, t.displayOrder, t.id),
    index("fabric_photos_media_idx").on(t.mediaId),
  ],
);

/**
 * A laboratory's report behind a test result of a fabric's passport (its `tests[].report`), the
 * file kept with the private files: the passport says whether visitors may open it. Goes with
 * its fabric; its file row goes with it (server/modules/fabrics/reports.ts).
 */
export const fabricReports = pgTable(
  "fabric_reports",
  {
    id: serial("id").primaryKey(),
    fabricId: integer("fabric_id")
      .notNull()
      .references(() => fabrics.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => privateFiles.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [
    index("fabric_reports_fabric_idx").on(t.fabricId),
    uniqueIndex("fabric_reports_file_uq").on(t.fileId),
  ],
);

/** A certificate the company holds (ISO 9001, GOTS...): public while valid, with its file and the fabrics it covers. */
export const certificates = pgTable(
  "certificates",
  {
    id: serial("id").primaryKey(),
    standard: text("standard").notNull(),
    number: text("number").notNull(),
    issuer: text("issuer").notNull(),
    scope: localized("scope"),
    validFrom: date("valid_from").notNull(),
    validUntil: date("valid_until").notNull(),
    /** The certificate's scan (PDF or picture), served to visitors only while it is valid. */
    fileId: integer("file_id").references(() => privateFiles.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("certificates_valid_idx").on(t.validUntil, t.validFrom),
    index("certificates_file_idx").on(t.fileId),
    check("certificates_dates_ck", sql`${t.validFrom} <= ${t.validUntil}`),
  ],
);

/** Which fabrics a certificate covers. */
export const certificateFabrics = pgTable(
  "certificate_fabrics",
  {
    certificateId: integer("certificate_id")
      .notNull()
      .references(() => certificates.id, { onDelete: "cascade" }),
    fabricId: integer("fabric_id")
      .notNull()
      .references(() => fabrics.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.certificateId, t.fabricId] }),
    index("certificate_fabrics_fabric_idx").on(t.fabricId),
  ],
);

export const countries = pgTable(
  "countries",
  {
    id: serial("id").primaryKey(),
    name: localized("name"),
    code: text("code"),
    coverImageId: integer("cover_image_id").references(() => media.id, { onDelete: "set null" }),
    displayOrder: integer("display_order").notNull().default(0),
    exhibitionCount: integer("exhibition_count").notNull().default(0),
    photoCount: integer("photo_count").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("countries_order_idx").on(t.displayOrder, t.id),
    index("countries_cover_idx").on(t.coverImageId),
    check("countries_name_tr_ck", trRequired("name")),
    check("countries_code_ck", sql`${t.code} is null or ${t.code} ~ '^[A-Z]{2}$'`),
  ],
);

export const exhibitions = pgTable(
  "exhibitions",
  {
    id: serial("id").primaryKey(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id, { onDelete: "cascade" }),
    title: localized("title"),
    description: localized("description"),
    imageId: integer("image_id").references(() => media.id, { onDelete: "set null" }),
    city: text("city"),
    venue: text("venue"),
    /** Where the company's stand is at the fair: hall and stand number, as the organiser names them. */
    hall: text("hall"),
    stand: text("stand"),
    startDate: date("start_date"),
    endDate: date("end_date"),
    website: text("website"),
    photoCount: integer("photo_count").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("exhibitions_country_idx").on(t.countryId, t.startDate, t.id),
    // Upcoming and past lists filter and sort on the day an exhibition is over.
    index("exhibitions_last_day_idx").on(sql`coalesce(${t.endDate}, ${t.startDate})`, t.startDate, t.id),
    index("exhibitions_dates_idx").on(t.endDate, t.startDate),
    index("exhibitions_created_idx").on(t.createdAt, t.id),
    index("exhibitions_image_idx").on(t.imageId),
    check("exhibitions_title_tr_ck", trRequired("title")),
    check(
      "exhibitions_dates_ck",
      sql`${t.startDate} is null or ${t.endDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
    check("exhibitions_website_ck", sql`${t.website} is null or ${t.website} ~ '^https?://'`),
  ],
);

export const exhibitionPhotos = pgTable(
  "exhibition_photos",
  {
    id: serial("id").primaryKey(),
    exhibitionId: integer("exhibition_id")
      .notNull()
      .references(() => exhibitions.id, { onDelete: "cascade" }),
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    title: localized("title"),
    description: localized("description"),
    displayOrder: integer("display_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("exhibition_photos_order_idx").on(t.exhibitionId, t.displayOrder, t.id),
    index("exhibition_photos_media_idx").on(t.mediaId),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    language: text("language").notNull().default("tr"),
    status: text("status").notNull().default("new"),
    ...timestamps,
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt, t.id),
    index("contact_messages_status_idx").on(t.status, t.createdAt),
    check("contact_messages_status_ck", oneOf(t.status, MESSAGE_STATUSES)),
  ],
);

/**
 * A buyer's request for a meeting at our stand at a fair. The fair's title (in Turkish) is kept
 * with it: deleting the fair leaves the request, its personal data under the retention rules.
 */
export const meetingRequests = pgTable(
  "meeting_requests",
  {
    id: serial("id").primaryKey(),
    exhibitionId: integer("exhibition_id").references(() => exhibitions.id, { onDelete: "set null" }),
    fairTitle: text("fair_title").notNull(),
    meetingDate: date("meeting_date").notNull(),
    meetingTime: text("meeting_time").notNull(),
    company: text("company").notNull(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    topic: text("topic").notNull().default(""),
    language: text("language").notNull().default("tr"),
    status: text("status").notNull().default("new"),
    notes: text("notes").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    index("meeting_requests_created_idx").on(t.createdAt, t.id),
    index("meeting_requests_status_idx").on(t.status, t.createdAt),
    index("meeting_requests_exhibition_idx").on(t.exhibitionId),
    check("meeting_requests_status_ck", oneOf(t.status, MEETING_STATUSES)),
    check("meeting_requests_time_ck", sql`${t.meetingTime} ~ '^[0-2][0-9]:[0-5][0-9]$'`),
  ],
);

/** The staff's replies to a meeting request, each sent to the buyer through the outbox. */
export const meetingReplies = pgTable(
  "meeting_replies",
  {
    id: serial("id").primaryKey(),
    meetingRequestId: integer("meeting_request_id")
      .notNull()
      .references(() => meetingRequests.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    authorId: integer("author_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("meeting_replies_request_idx").on(t.meetingRequestId, t.createdAt)],
);

/**
 * A buyer's request for samples of one or more fabrics: a swatch card, or a sample length of
 * `metres` of each. Personal data, under the retention rules.
 */
export const sampleRequests = pgTable(
  "sample_requests",
  {
    id: serial("id").primaryKey(),
    company: text("company").notNull(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    country: text("country").notNull(),
    phone: text("phone").notNull().default(""),
    kind: text("kind").notNull(),
    metres: integer("metres"),
    intendedUse: text("intended_use").notNull().default(""),
    quantity: text("quantity").notNull().default(""),
    message: text("message").notNull().default(""),
    language: text("language").notNull().default("tr"),
    status: text("status").notNull().default("new"),
    notes: text("notes").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    index("sample_requests_created_idx").on(t.createdAt, t.id),
    index("sample_requests_status_idx").on(t.status, t.createdAt),
    index("sample_requests_country_idx").on(t.country),
    check("sample_requests_status_ck", oneOf(t.status, SAMPLE_STATUSES)),
    check("sample_requests_kind_ck", oneOf(t.kind, SAMPLE_KINDS)),
    check("sample_requests_metres_ck", sql`(${t.kind} = 'length') = (${t.metres} is not null)`),
    check("sample_requests_country_ck", sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);

/**
 * The fabrics of a sample request, in the buyer's order. The code and Turkish name are kept as
 * they were: deleting the fabric leaves the line (fabric_id null).
 */
export const sampleRequestItems = pgTable(
  "sample_request_items",
  {
    id: serial("id").primaryKey(),
    sampleRequestId: integer("sample_request_id")
      .notNull()
      .references(() => sampleRequests.id, { onDelete: "cascade" }),
    fabricId: integer("fabric_id").references(() => fabrics.id, { onDelete: "set null" }),
    fabricCode: text("fabric_code").notNull(),
    fabricName: text("fabric_name").notNull(),
    colourway: text("colourway"),
    position: integer("position").notNull(),
    /**
     * A cut length of the colourway in metres (one decimal), and the metres the stock figures
     * gave for it when the request was sent; null for a sample.
     */
    cutM: numeric("cut_m", { precision: 7, scale: 1, mode: "number" }),
    stockM: numeric("stock_m", { precision: 9, scale: 1, mode: "number" }),
    /** The staff's progress with the cut length (CUT_LINE_STATUSES); null until one is set. */
    cutStatus: text("cut_status"),
  },
  (t) => [
    index("sample_request_items_request_idx").on(t.sampleRequestId, t.position),
    index("sample_request_items_fabric_idx").on(t.fabricId),
    check("sample_request_items_cut_ck", sql`${t.cutM} is null or (${t.cutM} >= 1 and ${t.colourway} is not null)`),
    check("sample_request_items_cut_status_ck", sql`${t.cutStatus} is null or (${t.cutM} is not null and ${oneOf(t.cutStatus, CUT_LINE_STATUSES)})`),
  ],
);

/** The staff's replies to a sample request, each sent to the buyer through the outbox. */
export const sampleReplies = pgTable(
  "sample_replies",
  {
    id: serial("id").primaryKey(),
    sampleRequestId: integer("sample_request_id")
      .notNull()
      .references(() => sampleRequests.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    authorId: integer("author_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sample_replies_request_idx").on(t.sampleRequestId, t.createdAt)],
);

/** An open position on /careers (a job the mill is hiring for); closed ones leave the site. */
export const positions = pgTable(
  "positions",
  {
    id: serial("id").primaryKey(),
    title: localized("title"),
    description: localized("description"),
    department: text("department").notNull().default(""),
    location: text("location").notNull().default("İstanbul"),
    employmentType: text("employment_type").notNull().default("FULL_TIME"),
    open: boolean("open").notNull().default(true),
    validThrough: date("valid_through"),
    ...timestamps,
  },
  (t) => [
    index("positions_open_idx").on(t.open, t.createdAt),
    check("positions_title_tr_ck", trRequired("title")),
    check("positions_employment_type_ck", oneOf(t.employmentType, EMPLOYMENT_TYPES)),
  ],
);

/**
 * Where the fabrics are made (/traceability): the company's own plants and its partners', each
 * with its kinds of work (one or more of FACILITY_KINDS), its place and its identifiers.
 */
export const facilities = pgTable(
  "facilities",
  {
    id: serial("id").primaryKey(),
    /** A proper name, the same in every language. */
    name: text("name").notNull(),
    kinds: text("kinds").array().notNull(),
    ownership: text("ownership").notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text("country").notNull(),
    city: text("city").notNull(),
    address: text("address").notNull(),
    /** GS1 Global Location Number: 13 digits, the last its check digit (checked by the API). */
    gln: text("gln"),
    /** Open Supply Hub ID. */
    osId: text("os_id"),
    description: localized("description"),
    ...timestamps,
  },
  (t) => [
    check("facilities_description_tr_ck", trRequired("description")),
    check(
      "facilities_kinds_ck",
      sql`cardinality(${t.kinds}) > 0 and ${t.kinds} <@ array[${sql.raw(FACILITY_KINDS.map((k) => `'${k}'`).join(","))}]::text[]`,
    ),
    check("facilities_ownership_ck", oneOf(t.ownership, FACILITY_OWNERSHIPS)),
    check("facilities_country_ck", sql`${t.country} ~ '^[A-Z]{2}$'`),
    check("facilities_gln_ck", sql`${t.gln} ~ '^[0-9]{13}$'`),
    check("facilities_os_id_ck", sql`${t.osId} ~ '^[A-Z]{2}[A-Z0-9]{13}$'`),
  ],
);

/** The certificates a facility holds; a deleted certificate (or facility) drops out of the link. */
export const facilityCertificates = pgTable(
  "facility_certificates",
  {
    facilityId: integer("facility_id")
      .notNull()
      .references(() => facilities.id, { onDelete: "cascade" }),
    certificateId: integer("certificate_id")
      .notNull()
      .references(() => certificates.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.certificateId] }),
    index("facility_certificates_certificate_idx").on(t.certificateId),
  ],
);

export const jobApplications = pgTable(
  "job_applications",
  {
    id: serial("id").primaryKey(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    position: text("position").notNull(),
    message: text("message").notNull().default(""),
    language: text("language").notNull().default("tr"),
    status: text("status").notNull().default("pending"),
    notes: text("notes").notNull().default(""),
    fileId: integer("file_id").references(() => privateFiles.id, { onDelete: "set null" }),
    /** The open position applied to; null for an open application (the free-text position says what). */
    positionId: integer("position_id").references(() => positions.id, { onDelete: "set null" }),
    /** The applicant asked us to keep the application for future openings (APPLICATION_RETENTION_MONTHS.talentPool). */
    talentPool: boolean("talent_pool").notNull().default(false),
    /** The version of the careers form's retention wording the applicant saw (CONSENT_VERSION); null before it existed. */
    consentVersion: text("consent_version"),
    /** When the application was accepted or rejected; null while undecided. Retention counts from it. */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("job_applications_created_idx").on(t.createdAt, t.id),
    index("job_applications_status_idx").on(t.status, t.createdAt),
    index("job_applications_file_idx").on(t.fileId),
    index("job_applications_position_idx").on(t.positionId),
    check("job_applications_status_ck", oneOf(t.status, APPLICATION_STATUSES)),
  ],
);

export type SocialLinks = { facebook?: string; instagram?: string; linkedin?: string };

/** The company's contact details: a single row (id = 1). */
export const contactInfo = pgTable(
  "contact_info",
  {
    id: integer("id").primaryKey().default(1),
    address: text("address").notNull().default(""),
    addressLink: text("address_link").notNull().default(""),
    phone: text("phone").notNull().default(""),
    whatsapp: text("whatsapp").notNull().default(""),
    email: text("email").notNull().default(""),
    hoursWeekday: jsonb("hours_weekday").$type<Partial<Localized>>().notNull().default({}),
    hoursWeekend: jsonb("hours_weekend").$type<Partial<Localized>>().notNull().default({}),
    social: jsonb("social").$type<SocialLinks>().notNull().default({}),
    ...timestamps,
  },
  (t) => [check("contact_info_single_row_ck", sql`${t.id} = 1`)],
);

export const adminUsers = pgTable(
  "admin_users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /** Second factor (RFC 6238): the base32 secret once enrolled; null when off. */
    totpSecret: text("totp_secret"),
    /** A secret shown during enrolment, kept until the first code confirms it. */
    totpPendingSecret: text("totp_pending_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The last 30-second step a code was accepted for: a code is never taken twice. */
    totpLastStep: integer("totp_last_step"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("admin_users_username_uq").on(sql`lower(${t.username})`),
    check("admin_users_username_ck", sql`length(${t.username}) between 1 and 64`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    csrfToken: text("csrf_token").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_uq").on(t.tokenHash),
    index("sessions_user_idx").on(t.userId),
    index("sessions_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Login and password-check attempts. A row is written before the password is checked
 * (`success` null while the check runs), so parallel guesses are counted as they arrive.
 * `device` is the nonce of a valid device cookie (or `password:<user id>` for the current
 * password of a password change); null for a client the account has never seen log in.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    ip: text("ip").notNull(),
    device: text("device"),
    success: boolean("success"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("login_attempts_username_idx").on(t.username, t.createdAt),
    index("login_attempts_ip_idx").on(t.ip, t.createdAt),
    index("login_attempts_device_idx").on(t.device, t.createdAt),
  ],
);

/** Ten one-time recovery codes per admin with a second factor, stored as SHA-256 hashes. */
export const recoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("admin_recovery_codes_uq").on(t.userId, t.codeHash)],
);

/** Keys the server makes once and every process shares (the device-cookie signing key). */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** One text attachment (a calendar file), written with the mail; never a path or a URL. */
    attachmentName: text("attachment_name"),
    attachmentType: text("attachment_type"),
    attachment: text("attachment"),
    /**
     * A followed search's mails: the address that unsubscribes in one click (RFC 8058), sent as
     * `List-Unsubscribe` with `List-Unsubscribe-Post`.
     */
    listUnsubscribe: text("list_unsubscribe"),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * While 'sending': the claiming worker's lease. Past it, the worker is taken for dead (crash,
     * kill -9) and any process's worker claims the mail again.
     */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    check("mail_outbox_status_ck", oneOf(t.status, OUTBOX_STATUSES)),
    check("mail_outbox_kind_ck", oneOf(t.kind, MAIL_KINDS)),
  ],
);

/**
 * A search a visitor follows by e-mail (server/modules/search-alerts): the finder's query string
 * (canonical, as fabricFilterParams writes it), the language of its mails, and only hashes of its
 * two tokens (the confirmation link's, spent once used; the unsubscribe link's, in every mail).
 * Until `confirmed_at` it sends nothing; `seen_until`: fabrics created after it are new to the
 * alert (set at the confirmation, moved on by each digest); `last_sent_at` the last digest.
 */
export const searchAlerts = pgTable(
  "search_alerts",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    language: text("language").notNull(),
    query: text("query").notNull(),
    confirmTokenHash: text("confirm_token_hash"),
    unsubscribeTokenHash: text("unsubscribe_token_hash"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    seenUntil: timestamp("seen_until", { withTimezone: true }),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("search_alerts_confirm_uq").on(t.confirmTokenHash),
    uniqueIndex("search_alerts_unsubscribe_uq").on(t.unsubscribeTokenHash),
    index("search_alerts_email_idx").on(sql`lower(${t.email})`),
    index("search_alerts_confirmed_idx").on(t.confirmedAt),
    check("search_alerts_language_ck", oneOf(t.language, LANGUAGES)),
  ],
);
export type SearchAlertRow = typeof searchAlerts.$inferSelect;

/**
 * The public forms' per-address counters (@fastify/rate-limit's store, server/http/rate-store.ts):
 * in the database, so every process sharing it counts together. One row per route and address;
 * a row past `expires_at` starts a new window, and the retention run deletes it.
 */
export const formRateLimits = pgTable(
  "form_rate_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("form_rate_limits_expires_idx").on(t.expiresAt)],
);

export const activityLog = pgTable(
  "activity_log",
  {
    id: serial("id").primaryKey(),
    actorId: integer("actor_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** A change made with an API token (no staff member): the token, never deleted, names it. */
    tokenId: integer("token_id").references((): AnyPgColumn => apiTokens.id),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: integer("entity_id"),
    summary: text("summary").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("activity_log_created_idx").on(t.createdAt, t.id),
    check("activity_log_action_ck", oneOf(t.action, ACTIVITY_ACTIONS)),
  ],
);

/**
 * Rows per table (fabrics, countries, exhibitions), kept by statement triggers (migration
 * 0002): list totals read one row instead of counting the table.
 */
export const rowCounts = pgTable(
  "row_counts",
  {
    name: text("name").primaryKey(),
    n: integer("n").notNull().default(0),
  },
  (t) => [check("row_counts_n_ck", sql`${t.n} >= 0`)],
);

/**
 * Exhibitions per day they are over (end date, or start date without one), kept by a trigger
 * (migration 0002): upcoming and past totals add up at most one row per day.
 */
export const exhibitionDays = pgTable(
  "exhibition_days",
  {
    day: date("day").primaryKey(),
    n: integer("n").notNull().default(0),
  },
  (t) => [check("exhibition_days_n_ck", sql`${t.n} >= 0`)],
);

/**
 * A localized field of a content row filled by copying another language (admin "copy from
 * Turkish / English"): to review until someone saves it by hand. `text` is what was copied: once
 * the field holds anything else (edited in a form, an import, the API), the mark no longer
 * applies. Rows of any content table (entity: fabric, collection, …), so no foreign key; marks of
 * a deleted row are never counted.
 */
export const translationReviews = pgTable(
  "translation_reviews",
  {
    entity: text("entity").notNull(),
    recordId: integer("record_id").notNull(),
    field: text("field").notNull(),
    lng: text("lng").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.recordId, t.field, t.lng] }),
    check("translation_reviews_lng_ck", oneOf(t.lng, OTHER_LANGUAGES)),
  ],
);

/**
 * API tokens for the mill's other systems (ERP, CRM, PLM): the secret only as its SHA-256 hash,
 * a few of its characters to recognise it in the list, its scopes; revoked, never deleted (the
 * activity log names it). Last use is written at most once a minute.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The characters after `dkt_` the list shows (API_TOKEN_LIMITS.shownChars). */
    shown: text("shown").notNull(),
    scopes: text("scopes").array().notNull(),
    createdBy: integer("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    lastUsedIp: text("last_used_ip"),
  },
  (t) => [
    uniqueIndex("api_tokens_token_hash_uq").on(t.tokenHash),
    index("api_tokens_created_idx").on(t.createdAt, t.id),
    check(
      "api_tokens_scopes_ck",
      sql`cardinality(${t.scopes}) > 0 and ${t.scopes} <@ array[${sql.raw(API_TOKEN_SCOPES.map((k) => `'${k}'`).join(","))}]::text[]`,
    ),
  ],
);

/**
 * An outgoing webhook (server/modules/webhooks): where staff want the events they subscribed to
 * POSTed, and the secret each body is signed with (HMAC-SHA256; kept as given, for it signs, and
 * never answered again: the API shows its last four characters).
 */
export const webhooks = pgTable(
  "webhooks",
  {
    id: serial("id").primaryKey(),
    url: text("url").notNull(),
    events: text("events").array().notNull(),
    secret: text("secret").notNull(),
    ...timestamps,
  },
  (t) => [
    check(
      "webhooks_events_ck",
      sql`cardinality(${t.events}) > 0 and ${t.events} <@ array[${sql.raw(WEBHOOK_EVENTS.map((e) => `'${e}'`).join(","))}]::text[]`,
    ),
  ],
);

/**
 * One event for one webhook, queued in the transaction of the change it reports (none without its
 * commit, none lost on a crash), and its delivery: claimed by one worker at a time (`FOR UPDATE
 * SKIP LOCKED`, the lease `claimed_until`, as the mail outbox), retried with backoff for 24 hours
 * after `first_attempt_at`, then failed. `event_id` is the body's `id`, the same on every attempt
 * and on "send again" (a new row), so a receiver can drop what it has seen. `body` is the JSON
 * sent, written once.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: serial("id").primaryKey(),
    webhookId: integer("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    eventId: text("event_id").notNull(),
    event: text("event").notNull(),
    body: text("body").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    firstAttemptAt: timestamp("first_attempt_at", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    responseStatus: integer("response_status"),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_webhook_idx").on(t.webhookId, t.id),
    check("webhook_deliveries_status_ck", oneOf(t.status, WEBHOOK_DELIVERY_STATUSES)),
    check("webhook_deliveries_event_ck", oneOf(t.event, WEBHOOK_DELIVERY_EVENTS)),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * Stock per colourway from the mill's ERP (`PUT /api/stock`, server/modules/stock): metres on
 * the shelf as whole decimetres (common/stock.ts), the next batch when known. An import writes
 * the lines it names (updated_at: that import) and, with `?replace=all`, removes the others.
 * The colourway is the card's `ref` (no foreign key: the card is JSON); a colourway removed from
 * the card leaves its figure unread until the next full import.
 */
export const fabricStock = pgTable(
  "fabric_stock",
  {
    fabricId: integer("fabric_id")
      .notNull()
      .references(() => fabrics.id, { onDelete: "cascade" }),
    colourwayRef: text("colourway_ref").notNull(),
    availableDm: integer("available_dm").notNull(),
    nextBatchOn: date("next_batch_on", { mode: "string" }),
    nextBatchDm: integer("next_batch_dm"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.fabricId, t.colourwayRef] }),
    check("fabric_stock_available_ck", sql`${t.availableDm} >= 0`),
    check("fabric_stock_next_batch_ck", sql`${t.nextBatchDm} is null or ${t.nextBatchDm} >= 0`),
  ],
);

/** The stock's settings and the last import, one row (id 1) as contact_info. */
export const stockSettings = pgTable(
  "stock_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** Under this many metres (and above 0) a colourway is "limited". */
    limitedBelowM: integer("limited_below_m").notNull().default(100),
    /** Figures older than this many hours claim nothing ("ask us"). */
    staleAfterH: integer("stale_after_h").notNull().default(48),
    lastImportAt: timestamp("last_import_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("stock_settings_single_row_ck", sql`${t.id} = 1`),
    check("stock_settings_limited_ck", sql`${t.limitedBelowM} > 0`),
    check("stock_settings_stale_ck", sql`${t.staleAfterH} > 0`),
  ],
);
