import type { i18n } from "i18next";
import { isLang } from "../../common/constants";
import { ALL_SECTIONS, heldSections, loadSections } from "./sections";

/**
 * Fetches, into a browser instance, the sections of another language that the current one holds
 * (the page's, and those of pages seen before), without switching to it yet.
 */
export async function preloadCatalogue(instance: i18n, lng: string): Promise<void> {
  await loadSections(instance, lng, heldSections(instance.language));
}

/** Switches a browser instance to another language, fetching its sections first. */
export async function switchLanguage(instance: i18n, lng: string): Promise<void> {
  await preloadCatalogue(instance, lng);
  await instance.changeLanguage(lng);
}

let browserInstance: i18n | undefined;

/** The browser's i18next instance (set once by app/entry.client.tsx). */
export function setBrowserI18n(instance: i18n): void {
  browserInstance = instance;
}

export function browserI18n(): i18n | undefined {
  return browserInstance;
}

/**
 * Before an admin screen renders in a tab that started on a public page (whose HTML carried
 * that page's sections only): adds every section of the current language. On the server, and
 * when they are there, does nothing.
 */
export async function completeCatalogue(): Promise<void> {
  const instance = browserInstance;
  if (!instance || !isLang(instance.language)) return;
  await loadSections(instance, instance.language, ALL_SECTIONS);
}
