/**
 * The catalogue for what the server writes outside React (mails, feeds, calendar files, answers
 * in the reader's language): one section in one language, as the pages read it, with the
 * company's name (`layout`'s `site.company`) that mails and feeds sign with.
 */
import type { Lang } from "../../common/constants";
import { sections as de } from "../../common/i18n/locales/de";
import { sections as en } from "../../common/i18n/locales/en";
import { sections as es } from "../../common/i18n/locales/es";
import { sections as fr } from "../../common/i18n/locales/fr";
import { type SectionName, type Sections, sections as tr } from "../../common/i18n/locales/tr";

const CATALOGUES: Record<Lang, Sections> = { tr, en, de, es, fr };

/** A section's texts (its top-level key's) in `lng`, and `company`. */
export function serverTexts<S extends SectionName, K extends keyof Sections[S]>(
  lng: Lang,
  section: S,
  key: K,
): Sections[S][K] & { company: string } {
  const catalogue = CATALOGUES[lng];
  return {
    ...(catalogue[section][key] as object),
    company: catalogue.layout.site.company,
  } as Sections[S][K] & {
    company: string;
  };
}
