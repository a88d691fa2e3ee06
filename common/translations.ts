/**
 * The content that visitors read in five languages, as the admin's translation workflow sees it:
 * each kind of record and its localized fields (named as the API's write fields: `name`,
 * `name_en`, …). Shared by the server's completeness counts and the admin's screens.
 */
import { OTHER_LANGUAGES } from "./constants";
import { TRANSLATABLE_FIELDS } from "./entities";

/** Kind by kind, in the entity table's order (common/entities.ts). */
export const TRANSLATABLE = TRANSLATABLE_FIELDS;

export type TranslatableEntity = keyof typeof TRANSLATABLE;
export const TRANSLATABLE_ENTITIES = Object.keys(TRANSLATABLE) as TranslatableEntity[];
/** The languages translated from Turkish (the site's fallback). */
export const TRANSLATION_LANGUAGES = OTHER_LANGUAGES;
export type TranslationLang = (typeof TRANSLATION_LANGUAGES)[number];

export const isTranslatableEntity = (value: unknown): value is TranslatableEntity =>
  typeof value === "string" && Object.hasOwn(TRANSLATABLE, value);

/** `name_en` → { field: "name", lng: "en" }; null for a key that is not a translation of `entity`. */
export function parseFieldKey(
  entity: TranslatableEntity,
  key: string,
): { field: string; lng: TranslationLang } | null {
  const at = key.lastIndexOf("_");
  if (at < 1) return null;
  const field = key.slice(0, at);
  const lng = key.slice(at + 1);
  if (!(TRANSLATABLE[entity] as readonly string[]).includes(field)) return null;
  if (!(TRANSLATION_LANGUAGES as readonly string[]).includes(lng)) return null;
  return { field, lng: lng as TranslationLang };
}

/** Whether a localized value lacks `lng` while it has a Turkish text to translate. */
export function isMissing(value: unknown, lng: TranslationLang): boolean {
  if (!value || typeof value !== "object") return false;
  const texts = value as Record<string, unknown>;
  const filled = (text: unknown) => typeof text === "string" && text.trim() !== "";
  return filled(texts.tr) && !filled(texts[lng]);
}
