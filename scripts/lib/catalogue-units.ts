// The catalogue files (common/i18n/locales/<lng>/<section>.json) as a list of texts to translate,
// in the order and nesting of the Turkish reference, and back. A plural (`x_one`, `x_other`) is one
// text per CLDR category of the language: a category Turkish lacks (`many` in es and fr) follows
// the Turkish ones and is translated from the Turkish `_other` (as tests/unit/i18n.test.ts expects).
import fs from "node:fs";
import path from "node:path";

export interface Catalogue {
  [key: string]: string | Catalogue;
}

export const REFERENCE = "tr";
const CATEGORIES = ["zero", "one", "two", "few", "many", "other"] as const;

/** One text of a language: its dotted key, where it sits, and the Turkish text it translates. */
export interface Unit {
  key: string;
  path: string[];
  /** The key of the Turkish text: the key itself, or the `_other` of a category Turkish lacks. */
  sourceKey: string;
  source: string;
  /** The CLDR plural category, for a plural. */
  category?: string;
}

export const pluralCategories = (lng: string): string[] =>
  new Intl.PluralRules(lng).resolvedOptions().pluralCategories as string[];

/** The sections of the reference: the names of its JSON files. */
export function sectionNames(localesDir: string): string[] {
  return fs
    .readdirSync(path.join(localesDir, REFERENCE))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.slice(0, -5))
    .sort();
}

export const sectionFile = (localesDir: string, lng: string, section: string) =>
  path.join(localesDir, lng, `${section}.json`);

/** A section of a language, or undefined when the language has no file for it yet. */
export function readSection(localesDir: string, lng: string, section: string): Catalogue | undefined {
  const file = sectionFile(localesDir, lng, section);
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, "utf8")) as Catalogue;
}

/** The catalogue file's text: how every catalogue file is written (and biome leaves it). */
export const catalogueJson = (catalogue: Catalogue) => `${JSON.stringify(catalogue, null, 2)}\n`;

/** The texts a section has in `lng`, in the order of the Turkish section. */
export function unitsOf(reference: Catalogue, lng: string): Unit[] {
  const own = new Set(pluralCategories(lng));
  const units: Unit[] = [];
  const walk = (node: Catalogue, at: string[]) => {
    const names = Object.keys(node);
    // The plural bases of this level: `x` for an `x_other` text.
    const bases = new Set(
      names.filter((n) => n.endsWith("_other") && typeof node[n] === "string").map((n) => n.slice(0, -6)),
    );
    const pluralOf = (name: string) => {
      const cut = name.lastIndexOf("_");
      const base = name.slice(0, cut);
      const category = name.slice(cut + 1);
      return cut > 0 && bases.has(base) && (CATEGORIES as readonly string[]).includes(category)
        ? { base, category }
        : undefined;
    };
    for (const [index, name] of names.entries()) {
      const value = node[name] as string | Catalogue;
      const here = [...at, name];
      if (typeof value !== "string") {
        walk(value, here);
        continue;
      }
      const key = here.join(".");
      const plural = pluralOf(name);
      if (!plural) {
        units.push({ key, path: here, sourceKey: key, source: value });
        continue;
      }
      if (own.has(plural.category))
        units.push({ key, path: here, sourceKey: key, source: value, category: plural.category });
      // After the last Turkish form of a plural, the forms Turkish lacks, from its `_other`.
      if (names.slice(index + 1).some((n) => pluralOf(n)?.base === plural.base)) continue;
      const turkish = new Set(
        names.flatMap((n) => (pluralOf(n)?.base === plural.base ? [pluralOf(n)?.category] : [])),
      );
      for (const category of pluralCategories(lng).filter((c) => !turkish.has(c))) {
        const otherPath = [...at, `${plural.base}_other`];
        units.push({
          key: [...at, `${plural.base}_${category}`].join("."),
          path: [...at, `${plural.base}_${category}`],
          sourceKey: otherPath.join("."),
          source: node[`${plural.base}_other`] as string,
          category,
        });
      }
    }
  };
  walk(reference, []);
  return units;
}

/** A section rebuilt from texts by key, nested and ordered as `units` (from unitsOf). */
export function buildSection(units: Unit[], texts: ReadonlyMap<string, string>): Catalogue {
  const root: Catalogue = {};
  for (const unit of units) {
    let node = root;
    for (const name of unit.path.slice(0, -1)) {
      node[name] ??= {};
      node = node[name] as Catalogue;
    }
    const text = texts.get(unit.key);
    if (text === undefined) throw new Error(`no text for ${unit.key}`);
    node[unit.path.at(-1) as string] = text;
  }
  return root;
}

/** A section's texts by dotted key (plural forms included). */
export function flatTexts(catalogue: Catalogue | undefined, at: string[] = []): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, value] of Object.entries(catalogue ?? {})) {
    if (typeof value === "string") out.set([...at, name].join("."), value);
    else for (const entry of flatTexts(value, [...at, name])) out.set(...entry);
  }
  return out;
}

/**
 * Why a key is not a text of `lng` in a section: not in the Turkish section (`reference`), or a
 * plural form `lng` lacks.
 */
export function whyNotAKey(key: string, reference: Catalogue, lng: string): string {
  const plural = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  if (plural && flatTexts(reference).has(`${plural[1]}_other`))
    return `"${plural[2]}" is not a plural category of ${lng} (it has ${pluralCategories(lng).join(", ")})`;
  const [top = ""] = key.split(".");
  return top in reference
    ? "not a key of the Turkish reference"
    : `not a key of the Turkish reference's section (its keys start with ${Object.keys(reference).join(", ")})`;
}
