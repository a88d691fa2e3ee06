import type { Lang, Localized } from "../../../../common/constants";
import type { contracts } from "../../../../common/api/contracts";
import type { AllLanguagesOf, AnswerOf, RowOf } from "../../../lib/admin/api";

/** Admin reads ask for `?lng=all`: every localized field comes as {tr, en, ...}. */
export const ALL_LANGUAGES = { lng: "all" } as const;

/** The API's answers (common/api/contracts), read by an admin with `?lng=all`. */
export type AdminCountry = AllLanguagesOf<AnswerOf<typeof contracts.countries.item>>;
export type AdminExhibition = AllLanguagesOf<AnswerOf<typeof contracts.exhibitions.item>>;
export type AdminPhoto = AllLanguagesOf<RowOf<typeof contracts.exhibitions.photos>>;

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
