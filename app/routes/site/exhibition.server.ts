import type { AppLoadContext } from "react-router";
import type { ExhibitionEvent, PostalAddress, WithContext } from "schema-dts";
import type { Lang } from "../../../common/constants";
import { PAGE_SIZE_MAX } from "../../../common/constants";
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
export function exhibitionJsonLd(
  e: ExhibitionCardData,
  origin: string,
  url: string,
  standText: string | null,
): string | null {
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
      ...(standText ? { containsPlace: { "@type": "Place", name: standText } } : {}),
    },
    ...(e.image ? { image: new URL(e.image.src, origin).href } : {}),
    attendee: { "@id": `${origin}/#organization` },
  };
  return JSON.stringify(event).replace(/</g, "\\u003c");
}
