import type { Lang, Localized } from "../../../../common/constants";
import type { CountryDto } from "../../../../common/api/countries";
import type { ExhibitionDto, ExhibitionPhotoDto } from "../../../../common/api/exhibitions";

/** Admin reads ask for `?lng=all`: every localized field comes as {tr, en, ...}. */
export const ALL_LANGUAGES = { lng: "all" } as const;

/** What `?lng=all` answers: the localized fields of a DTO as every language at once. */
type AllLanguages<T, K extends keyof T> = Omit<T, K> & { [P in K]: Localized };

/** The API's answers (common/api), read by an admin with `?lng=all`. */
export type AdminCountry = AllLanguages<CountryDto, "name">;
export type AdminExhibition = AllLanguages<ExhibitionDto, "country_name" | "title" | "description">;
export type AdminPhoto = AllLanguages<ExhibitionPhotoDto, "title" | "description">;

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
