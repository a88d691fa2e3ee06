import { eq } from "drizzle-orm";
import { LANGUAGES, type Lang, type Localized } from "../../../common/constants";
import type { ContactInfoInput } from "../../../common/schemas";
import type { ContactInfoDto } from "../../../common/api/contact-info";
import type { AllLanguages } from "../../../common/api/shared";
import type { Db, Tx } from "../../db/client";
import { contactInfo, type SocialLinks } from "../../db/schema";
import type { AppContext } from "../../http/context";
import { pick, readLocalized } from "../../http/lang";
import { logActivity } from "../activity";

export type { AllLanguages, ContactInfoDto };

type Row = typeof contactInfo.$inferSelect;

const allLanguages = (value: Partial<Localized>): AllLanguages =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, value[lang] ?? ""])) as AllLanguages;

function toDto(row: Row | undefined, lng: Lang): ContactInfoDto;
function toDto(row: Row | undefined, lng: "all"): ContactInfoDto<AllLanguages>;
function toDto(row: Row | undefined, lng: Lang | "all"): ContactInfoDto | ContactInfoDto<AllLanguages>;
function toDto(row: Row | undefined, lng: Lang | "all") {
  const hours = (value: Partial<Localized> | undefined) =>
    lng === "all" ? allLanguages(value ?? {}) : pick(value, lng);
  return {
    address: row?.address ?? "",
    addressLink: row?.addressLink ?? "",
    phone: row?.phone ?? "",
    whatsapp: row?.whatsapp ?? "",
    email: row?.email ?? "",
    hours: { weekday: hours(row?.hoursWeekday), weekend: hours(row?.hoursWeekend) },
    social: {
      facebook: row?.social.facebook ?? "",
      instagram: row?.social.instagram ?? "",
      linkedin: row?.social.linkedin ?? "",
    },
  };
}

const readRow = async (tx: Tx) =>
  (await tx.select().from(contactInfo).where(eq(contactInfo.id, 1)).limit(1))[0];

/**
 * The company's contact details in one language (tr fallback), or every language for the
 * admin form. Never fails for a missing row: a fresh site answers empty values.
 */
export function getContactInfo(db: Db, lng: Lang): Promise<ContactInfoDto>;
export function getContactInfo(db: Db, lng: "all"): Promise<ContactInfoDto<AllLanguages>>;
export function getContactInfo(
  db: Db,
  lng: Lang | "all",
): Promise<ContactInfoDto | ContactInfoDto<AllLanguages>>;
export async function getContactInfo(db: Db, lng: Lang | "all") {
  return toDto(await readRow(db), lng);
}

/**
 * The same, for the public pages and the API's public read: the row is kept in memory until
 * the next admin change (server/http/cache/public-data.ts), every page's footer reads it.
 */
export function readPublicContactInfo(
  ctx: Pick<AppContext, "db" | "publicData">,
  lng: Lang,
): Promise<ContactInfoDto> {
  // One answer per language (five keys), made from the one row: the same object for every page
  // until the next change, so what is derived from it (the JSON-LD) can be kept with it.
  return ctx.publicData.read(`contact-info ${lng}`, async () =>
    toDto(await ctx.publicData.read("contact-info", () => readRow(ctx.db)), lng),
  );
}

const hoursKeys = (field: string) => LANGUAGES.map((lang) => (lang === "tr" ? field : `${field}_${lang}`));

/** A group of localized fields is replaced when any of its keys is sent, kept otherwise. */
function localizedChange(body: Record<string, unknown>, field: string): Partial<Localized> | undefined {
  return hoursKeys(field).some((key) => body[key] !== undefined) ? readLocalized(body, field) : undefined;
}

/**
 * Updates the single contact-info row (creating it on first save). Fields that are not sent
 * keep their value; an empty string clears one. Answers every language, as the form edits.
 */
export async function updateContactInfo(db: Db, body: ContactInfoInput, actorId: number) {
  const changes: Partial<typeof contactInfo.$inferInsert> = {
    address: body.address,
    addressLink: body.addressLink,
    phone: body.phone,
    whatsapp: body.whatsapp,
    email: body.email,
    hoursWeekday: localizedChange(body, "hours_weekday"),
    hoursWeekend: localizedChange(body, "hours_weekend"),
    social: body.social && dropEmpty(body.social),
    updatedAt: new Date(),
  };
  for (const key of Object.keys(changes) as (keyof typeof changes)[]) {
    if (changes[key] === undefined) delete changes[key];
  }
  return db.transaction(async (tx) => {
    await tx
      .insert(contactInfo)
      .values({ id: 1, ...changes })
      .onConflictDoUpdate({ target: contactInfo.id, set: changes });
    await logActivity(tx, actorId, "update", "contact_info", 1, "Contact details");
    return toDto(await readRow(tx), "all");
  });
}

function dropEmpty(social: Partial<Record<keyof SocialLinks, string | undefined>>): SocialLinks {
  return Object.fromEntries(Object.entries(social).filter(([, url]) => url)) as SocialLinks;
}
