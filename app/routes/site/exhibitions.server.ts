import type { ExhibitionDto } from "../../../common/api/exhibitions";
import type { AppLoadContext } from "react-router";
import type { Lang } from "../../../common/constants";
import { PAGE_SIZE_MAX } from "../../../common/constants";
import { today } from "../../../common/dates";
import type { CountryCardData, ExhibitionCardData, FairDates } from "../../components/site/exhibitions/types";
import { formatDateRange, isoDay } from "../../lib/format";
import { imageData, text } from "./loaders.server";
import { fixedT } from "../../i18n/i18n.server";

/** Countries and a country's fairs are short lists: one page of the largest size holds them. */
const LIST_SIZE = PAGE_SIZE_MAX;

/**
 * Dates of fairs as each language writes them (12–14 March 2025, 12.–14. März 2025…), on the
 * server: the page gets finished text, so hydration matches.
 */
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

/** "Hall 6 · Stand C12", either part alone, or null when neither is announced. */
function standText(e: Pick<ExhibitionDto, "hall" | "stand">, lng: Lang): string | null {
  const t = fixedT(lng);
  const parts = [
    e.hall ? t("exhibition.hallNumber", { hall: e.hall }) : null,
    e.stand ? t("exhibition.standNumber", { stand: e.stand }) : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(" · ") : null;
}

export function exhibitionCard(e: ExhibitionDto, lng: Lang, day: string): ExhibitionCardData {
  const lastDay = e.end_date ?? e.start_date;
  const firstDay = e.start_date ?? e.end_date;
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
    hall: e.hall,
    stand: e.stand,
    standText: standText(e, lng),
    website: e.website,
    upcoming: lastDay !== null && lastDay >= day,
    nowOn: firstDay !== null && lastDay !== null && firstDay <= day && day <= lastDay,
    days: firstDay && lastDay ? { start: firstDay, end: lastDay } : null,
    photoCount: e.photo_count,
  };
}

/** Upcoming fairs on /exhibitions (soonest over first), across countries. */
export const UPCOMING_LISTED = 12;
/** Past fairs on /exhibitions (latest first); older ones are on their country's page. */
export const PAST_LISTED = 6;

/** The fairs not over yet, soonest first, and the latest past ones, across countries. */
export async function loadCalendar(context: AppLoadContext, lng: Lang) {
  const [upcoming, past] = await Promise.all([
    context.services.listPublicExhibitions(context.ctx, {
      lng,
      page: 1,
      pageSize: UPCOMING_LISTED,
      when: "upcoming",
    }),
    context.services.listPublicExhibitions(context.ctx, {
      lng,
      page: 1,
      pageSize: PAST_LISTED,
      when: "past",
    }),
  ]);
  const day = today();
  return {
    upcoming: upcoming.items.map((e) => exhibitionCard(e, lng, day)),
    past: past.items.map((e) => exhibitionCard(e, lng, day)),
  };
}

export async function loadCountries(context: AppLoadContext, lng: Lang): Promise<CountryCardData[]> {
  const { items } = await context.services.listPublicCountries(context.ctx, {
    lng,
    page: 1,
    pageSize: LIST_SIZE,
  });
  return items.map((c) => ({
    id: c.id,
    name: text(c.name),
    image: imageData(c.image),
    exhibitionCount: c.exhibition_count,
  }));
}

export async function loadCountry(
  context: AppLoadContext,
  id: number,
  lng: Lang,
): Promise<CountryCardData | null> {
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
  const { items } = await context.services.listPublicExhibitions(context.ctx, {
    lng,
    page: 1,
    pageSize: LIST_SIZE,
    countryId,
  });
  const day = today();
  return items.map((e) => exhibitionCard(e, lng, day));
}
