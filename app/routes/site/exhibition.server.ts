import type { AppLoadContext } from "react-router";
import type { ExhibitionEvent, PostalAddress, WithContext } from "schema-dts";
import type { Lang } from "../../../common/constants";
import { DATE_LOCALES, PAGE_SIZE_MAX } from "../../../common/constants";
import { today } from "../../../common/dates";
import type { ExhibitionCardData, PhotoData } from "../../components/site/exhibitions/types";
import { exhibitionCard } from "./exhibitions.server";
import { imageData, text } from "./loaders.server";

/** Photos of an exhibition per page (more than this are split into pages). */
export const PHOTO_PAGE_SIZE = PAGE_SIZE_MAX;

export async function loadExhibition(
  context: AppLoadContext,
  id: number,
  lng: Lang,
): Promise<ExhibitionCardData | null> {
  const e = await context.services.getPublicExhibition(context.ctx.db, id, lng);
  return e ? exhibitionCard(e, lng, today()) : null;
}

export async function loadPhotos(context: AppLoadContext, exhibitionId: number, lng: Lang, page: number) {
  const result = await context.services.listExhibitionPhotos(context.ctx.db, exhibitionId, {
    lng,
    page,
    pageSize: PHOTO_PAGE_SIZE,
  });
  if (!result) return null;
  const photos: PhotoData[] = result.items.map((p) => ({
    id: p.id,
    title: text(p.title),
    description: text(p.description),
    image: imageData(p.image),
  }));
  return { photos, pages: result.meta.pages };
}

/**
 * The fair as schema.org's ExhibitionEvent (JSON-LD) for search engines: its days, the venue
 * with our hall and stand as a place within it, and the company as an attendee. Null for an
 * exhibition without dates (nothing is an event without its day).
 */
export function exhibitionJsonLd(e: ExhibitionCardData, origin: string, url: string): string | null {
  if (!e.days) return null;
  const address: PostalAddress = {
    "@type": "PostalAddress",
    ...(e.city ? { addressLocality: e.city } : {}),
    addressCountry: e.countryName,
  };
  const event: WithContext<ExhibitionEvent> = {
    "@context": "https://schema.org",
    "@type": "ExhibitionEvent",
    "@id": `${url}#event`,
    name: e.title,
    description: e.description,
    url,
    startDate: e.days.start,
    endDate: e.days.end,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: e.venue ?? e.city ?? e.countryName,
      address,
      ...(e.standText ? { containsPlace: { "@type": "Place", name: e.standText } } : {}),
    },
    ...(e.image ? { image: new URL(e.image.src, origin).href } : {}),
    attendee: { "@id": `${origin}/#organization` },
  };
  return JSON.stringify(event).replace(/</g, "\\u003c");
}

/** A fair's days a meeting may still be asked for (today or later), at most this many. */
const MEETING_DAYS_MAX = 31;

/**
 * The days of a fair to come that a buyer may choose for a meeting, from today (Istanbul) on,
 * written as the page's language writes a day ("Dienstag, 9. Februar"); none for a past fair.
 */
export function meetingDays(
  e: ExhibitionCardData,
  lng: Lang,
  day: string,
): { value: string; label: string }[] {
  if (!e.upcoming || !e.days) return [];
  const format = new Intl.DateTimeFormat(DATE_LOCALES[lng], {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
  const days: { value: string; label: string }[] = [];
  const cursor = new Date(`${e.days.start < day ? day : e.days.start}T00:00:00Z`);
  const last = e.days.end;
  while (days.length < MEETING_DAYS_MAX) {
    const value = cursor.toISOString().slice(0, 10);
    if (value > last) break;
    days.push({ value, label: format.format(cursor) });
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return days;
}
