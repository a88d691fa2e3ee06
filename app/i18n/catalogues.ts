import type { i18n } from "i18next";
import { isLang, type Lang } from "../../common/constants";
import { hasAdminSections } from "./embedded";
import type { Catalogue } from "../../common/i18n/locales/tr";

/** One chunk per language: the browser downloads only the catalogue of the page's language. */
const loaders: Record<Lang, () => Promise<{ default: Catalogue }>> = {
  tr: () => import("../../common/i18n/locales/tr"),
  en: () => import("../../common/i18n/locales/en"),
  de: () => import("../../common/i18n/locales/de"),
  es: () => import("../../common/i18n/locales/es"),
  fr: () => import("../../common/i18n/locales/fr"),
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

let browserInstance: i18n | undefined;

/** The browser's i18next instance (set once by app/entry.client.tsx). */
export function setBrowserI18n(instance: i18n): void {
  browserInstance = instance;
}

/**
 * Before an admin screen renders in a tab that started on a public page (whose HTML carried
 * the public sections only): adds the whole catalogue of the current language. On the server
 * and when the sections are there, does nothing.
 */
export async function completeCatalogue(): Promise<void> {
  const instance = browserInstance;
  if (!instance) return;
  const lng = instance.language;
  if (!isLang(lng) || hasAdminSections(instance.getResourceBundle(lng, "translation"))) return;
  instance.addResourceBundle(lng, "translation", await loadCatalogue(lng), true, true);
}
