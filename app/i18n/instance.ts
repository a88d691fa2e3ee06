import { createInstance, type i18n, type Resource } from "i18next";
import { DEFAULT_LANGUAGE, type Lang } from "../../common/constants";

/**
 * An i18next instance that is ready when this returns (resources given, no backend), so the
 * first render, on the server and at hydration, already has its texts.
 */
export function createI18n(lng: Lang, resources: Resource): i18n {
  const instance = createInstance();
  instance.init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // A text asked for that no section held (a page whose sections were counted short) shows
    // its key: said in the console, which the browser tests read.
    saveMissing: true,
    missingKeyHandler: (lngs, _ns, key) => console.error(`Missing text: ${key} (${lngs.join(", ")})`),
  });
  return instance;
}
