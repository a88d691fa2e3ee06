import type { i18n } from "i18next";
import { LANGUAGES, type Lang } from "../../common/constants";
import de from "../../common/i18n/locales/de";
import en from "../../common/i18n/locales/en";
import es from "../../common/i18n/locales/es";
import fr from "../../common/i18n/locales/fr";
import tr from "../../common/i18n/locales/tr";
import { createI18n } from "./instance";

const catalogues = { tr, en, de, es, fr } satisfies Record<Lang, object>;

/** Every catalogue, loaded once per process. */
const server = createI18n(
  "tr",
  Object.fromEntries(LANGUAGES.map((lng) => [lng, { translation: catalogues[lng] }])),
);

/**
 * One instance per language, sharing the store, made at start: a render only reads it (nothing
 * on the server switches languages), so requests need no copy of their own.
 */
const byLanguage = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, server.cloneInstance({ lng, initAsync: false })]),
) as Record<Lang, i18n>;

export function i18nFor(lng: Lang): i18n {
  return byLanguage[lng];
}

/** `t` of one language, for loaders and `meta` texts computed on the server. */
export function fixedT(lng: Lang) {
  return server.getFixedT(lng);
}
