import type { i18n } from "i18next";
import type { Lang } from "../../common/constants";
import type { Catalogue } from "./locales/tr";

/** One chunk per language: the browser downloads only the catalogue of the page's language. */
const loaders: Record<Lang, () => Promise<{ default: Catalogue }>> = {
  tr: () => import("./locales/tr"),
  en: () => import("./locales/en"),
  de: () => import("./locales/de"),
  es: () => import("./locales/es"),
  fr: () => import("./locales/fr"),
};

export async function loadCatalogue(lng: Lang): Promise<Catalogue> {
  return (await loaders[lng]()).default;
}

/** Fetches a language's catalogue into a browser instance without switching to it yet. */
export async function preloadCatalogue(instance: i18n, lng: Lang): Promise<void> {
  if (!instance.hasResourceBundle(lng, "translation")) {
    instance.addResourceBundle(lng, "translation", await loadCatalogue(lng));
  }
}

/** Switches a browser instance to another language, fetching its catalogue first. */
export async function switchLanguage(instance: i18n, lng: Lang): Promise<void> {
  await preloadCatalogue(instance, lng);
  await instance.changeLanguage(lng);
}
