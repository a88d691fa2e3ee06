import type { Lang, Localized } from "../../../../common/constants";
import type { ImageData } from "../../../lib/images";

/** Admin reads ask for `?lng=all`: every localized field comes as {tr, en, ...}. */
export const ALL_LANGUAGES = { lng: "all" } as const;

export type AdminCountry = {
  id: number;
  name: Localized;
  code: string | null;
  cover_image: string | null;
  image: ImageData | null;
  exhibition_count: number;
  totalPhotos: number;
};

export type AdminExhibition = {
  id: number;
  country_id: number;
  country_name: Localized;
  title: Localized;
  description: Localized;
  image_url: string | null;
  image: ImageData | null;
  city: string | null;
  venue: string | null;
  start_date: string | null;
  end_date: string | null;
  website: string | null;
  photo_count: number;
  created_at: string;
};

export type AdminPhoto = {
  id: number;
  exhibition_id: number;
  image_url: string | null;
  image: ImageData | null;
  title: Localized;
  description: Localized;
  display_order: number;
  created_at: string;
};

/** A localized text in one language, falling back to tr (as the site shows it). */
export function textIn(value: Localized | string | null | undefined, lng: Lang): string {
  if (!value) return "";
  if (typeof value === "string") return value;
  return value[lng]?.trim() ? (value[lng] as string) : value.tr;
}

/** The form key of a language of a localized field: `title` is tr, `title_en` and so on. */
export function localizedKey(field: string, lng: Lang): string {
  return lng === "tr" ? field : `${field}_${lng}`;
}
