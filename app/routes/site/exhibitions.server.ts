import type { ExhibitionDto } from "../../../common/api/exhibitions";
import type { ImageDto } from "../../../common/api/shared";
import type { AppLoadContext } from "react-router";
import type { Lang } from "../../../common/constants";
import { PAGE_SIZE_MAX } from "../../../common/constants";
import { today } from "../../../common/dates";
import type { ImageData } from "../../lib/images";
import type { CountryCardData, ExhibitionCardData, FairDates } from "../../components/site/exhibitions/types";

/**
 * Dates of fairs as each language writes them (12–14 March 2025, 12.–14. März 2025…), on the
 * server only, in the company's time zone: the page gets finished text, so hydration matches.
 */
const TIME_ZONE = "Europe/Istanbul";
const LOCALES: Record<Lang, string> = { tr: "tr-TR", en: "en-GB", de: "de-DE", es: "es-ES", fr: "fr-FR" };
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day `YYYY-MM-DD` is read at noon UTC: the same day in Istanbul. */
function toDate(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(DATE_ONLY.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const longDate = (lng: Lang) =>
  new Intl.DateTimeFormat(LOCALES[lng], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: TIME_ZONE,
  });

function formatDateRange(start: string | null, end: string | null, lng: Lang): string {
  const from = toDate(start);
  const to = toDate(end);
  if (from && to && to.getTime() > from.getTime()) return longDate(lng).formatRange(from, to);
  const one = from ?? to;
  return one ? longDate(lng).format(one) : "";
}

/** `YYYY-MM-DD` (the Istanbul calendar day) for `<time dateTime>`. */
function isoDay(value: string | null): string {
  const date = toDate(value);
  return date
    ? new Intl.DateTimeFormat("en-CA", {
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        timeZone: TIME_ZONE,
      }).format(date)
    : "";
}

/** Countries and a country's fairs are short lists: one page of the largest size holds them. */
const LIST_SIZE = PAGE_SIZE_MAX;
/** Only what the page draws: the variants' srcset, not the variant list. */
export function imageData(image: ImageDto | null): ImageData | null {
  return image ? { src: image.src, width: image.width, height: image.height, srcset: image.srcset } : null;
}

export const text = (value: unknown): string => (typeof value === "string" ? value : "");

function fairDates(e: ExhibitionDto, lng: Lang): FairDates {
  if (e.start_date || e.end_date) {
    return {
      text: formatDateRange(e.start_date, e.end_date, lng),
      iso: isoDay(e.start_date ?? e.end_date),
      fair: true,
    };
  }
  return { text: formatDateRange(e.created_at, null, lng), iso: isoDay(e.created_at), fair: false };
}

export function exhibitionCard(e: ExhibitionDto, lng: Lang, day: string): ExhibitionCardData {
  const lastDay = e.end_date ?? e.start_date;
  return {
    id: e.id,
    countryId: e.country_id,
    countryName: text(e.country_name),
    title: text(e.title),
    description: text(e.description),
    image: imageData(e.image),
    dates: fairDates(e, lng),
    city: e.city,
    venue: e.venue,
    website: e.website,
    upcoming: lastDay !== null && lastDay >= day,
    photoCount: e.photo_count,
  };
}

export async function loadCountries(context: AppLoadContext, lng: Lang): Promise<CountryCardData[]> {
  const { items } = await context.services.listPublicCountries(context.ctx.db, { lng, page: 1, pageSize: LIST_SIZE });
  return items.map((c) => ({
    id: c.id,
    name: text(c.name),
    image: imageData(c.image),
    exhibitionCount: c.exhibition_count,
  }));
}

export async function loadCountry(context: AppLoadContext, id: number, lng: Lang): Promise<CountryCardData | null> {
  const c = await context.services.getPublicCountry(context.ctx.db, id, lng);
  return c
    ? { id: c.id, name: text(c.name), image: imageData(c.image), exhibitionCount: c.exhibition_count }
    : null;
}

export async function loadCountryExhibitions(
  context: AppLoadContext,
  countryId: number,
  lng: Lang,
): Promise<ExhibitionCardData[]> {
  const { items } = await context.services.listPublicExhibitions(context.ctx.db, { lng, page: 1, pageSize: LIST_SIZE, countryId });
  const day = today();
  return items.map((e) => exhibitionCard(e, lng, day));
}

/** A positive integer id from a URL, or null (then the page is a 404). */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^[0-9]{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
