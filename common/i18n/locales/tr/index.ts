import { merged } from "../merge";
import * as all from "./sections";

/**
 * The reference catalogue, one JSON file per section (an i18next namespace of the site: its
 * top-level keys belong to it alone, tests/unit/i18n.test.ts): every other language has the same
 * keys. A page embeds only the sections it reads (app/i18n/page-sections.ts).
 */
export const sections = { ...all };
const tr = merged(sections);

/**
 * The shape of a catalogue with every text widened to string. A plural takes the categories of its
 * language (CLDR, as Intl.PluralRules names them): Turkish, English and German have `one` and
 * `other`, Spanish and French also `many` (a million, or millions), allowed beside every `_other`;
 * tests/unit/i18n.test.ts requires exactly each language's categories.
 */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> } & {
  [K in keyof T as K extends `${infer B}_other` ? `${B}_many` : never]?: string;
};
export type Catalogue = Texts<typeof tr>;
export type Sections = { [S in keyof typeof sections]: Texts<(typeof sections)[S]> };
export type SectionName = keyof Sections;

export default tr satisfies Catalogue;
