import { createHash } from "node:crypto";
import { isLang, LANGUAGES, type Lang } from "../../common/constants";
import { sections as de } from "../../common/i18n/locales/de";
import { sections as en } from "../../common/i18n/locales/en";
import { sections as es } from "../../common/i18n/locales/es";
import { sections as fr } from "../../common/i18n/locales/fr";
import { sections as tr } from "../../common/i18n/locales/tr";

/** Every language's sections (common/i18n/locales/<lng>/<section>.json). */
const SECTIONS: Record<Lang, Record<string, object>> = { tr, en, de, es, fr };

/**
 * The catalogues' version: a page names it, and a section fetched with it may be kept for a year
 * (a new text makes a new version, so a new URL).
 */
export const CATALOGUE_VERSION = createHash("sha256")
  .update(JSON.stringify(LANGUAGES.map((lng) => SECTIONS[lng])))
  .digest("hex")
  .slice(0, 12);

const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
const files = new Map<string, string>();

/** One section of one language as JSON, or undefined when there is no such language or section. */
export function sectionFile(lng: string, name: string): string | undefined {
  if (!isLang(lng) || !Object.hasOwn(SECTIONS[lng], name)) return undefined;
  const key = `${lng}/${name}`;
  let text = files.get(key);
  if (text === undefined) {
    text = json(SECTIONS[lng][name]);
    files.set(key, text);
  }
  return text;
}

const embedded = new Map<string, string>();

/**
 * These sections of a language merged, as the page embeds them (`<` escaped so no text can close
 * the script element), written once per language and set of sections.
 */
export function embeddedTexts(lng: Lang, names: readonly string[]): string {
  const key = `${lng}:${names.join(" ")}`;
  let text = embedded.get(key);
  if (text === undefined) {
    text = json(Object.assign({}, ...names.map((name) => SECTIONS[lng][name] ?? {})));
    embedded.set(key, text);
  }
  return text;
}
