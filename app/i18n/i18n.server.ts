import type { i18n } from "i18next";
import { LANGUAGES, type Lang } from "../../common/constants";
import { loadCatalogue } from "./catalogues";
import { createI18n } from "./instance";

/** Every catalogue, loaded once per process; requests get cheap clones sharing the store. */
const server = createI18n(
  "tr",
  Object.fromEntries(
    await Promise.all(
      LANGUAGES.map(async (lng) => [lng, { translation: await loadCatalogue(lng) }] as const),
    ),
  ),
);

export function i18nFor(lng: Lang): i18n {
  return server.cloneInstance({ lng, initAsync: false });
}

/** `t` of one language, for loaders and `meta` texts computed on the server. */
export function fixedT(lng: Lang) {
  return server.getFixedT(lng);
}
