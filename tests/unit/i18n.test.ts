import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../common/constants";
import { SAME_TEXT_ALLOWED } from "../../app/i18n/allow-same";
import de from "../../common/i18n/locales/de";
import en from "../../common/i18n/locales/en";
import es from "../../common/i18n/locales/es";
import fr from "../../common/i18n/locales/fr";
import tr, { sections as trSections } from "../../common/i18n/locales/tr";

const catalogues: Record<Lang, unknown> = { tr, en, de, es, fr };

function flatten(value: unknown, prefix = ""): Record<string, string> {
  if (typeof value === "string") return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce(
    (all, [key, inner]) => Object.assign(all, flatten(inner, prefix ? `${prefix}.${key}` : key)),
    {} as Record<string, string>,
  );
}

const flat = Object.fromEntries(LANGUAGES.map((l) => [l, flatten(catalogues[l])])) as Record<
  Lang,
  Record<string, string>
>;
/** tr's keys with each plural (`x_one`, `x_other`) in the categories CLDR gives `lng`. */
function keysIn(lng: Lang): string[] {
  const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  const plurals = new Set(
    Object.keys(flat.tr).flatMap((key) => (key.endsWith("_other") ? [key.slice(0, -6)] : [])),
  );
  const single = Object.keys(flat.tr).filter((key) => {
    const at = key.lastIndexOf("_");
    return at < 0 || !plurals.has(key.slice(0, at));
  });
  return [...single, ...[...plurals].flatMap((base) => categories.map((category) => `${base}_${category}`))];
}
/** The text of tr a key of `lng` says: its `_other` for a category Turkish lacks. */
const trKeyOf = (key: string) => (key in flat.tr ? key : key.replace(/_(many|few|two|zero)$/, "_other"));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("translation catalogues", () => {
  it("gives each top-level key to one section only: no section silently overwrites another's texts", () => {
    const owners = new Map<string, string[]>();
    for (const [section, texts] of Object.entries(trSections))
      for (const key of Object.keys(texts)) owners.set(key, [...(owners.get(key) ?? []), section]);
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
  });

  it.each(LANGUAGES)("%s has exactly the keys of tr, each plural in the language's own categories", (lng) => {
    expect(Object.keys(flat[lng]).sort()).toEqual(keysIn(lng).sort());
  });

  it.each([
    ["fr", "finder.results", "1000000 de tissus"],
    ["es", "finder.results", "1000000 de tejidos"],
    ["fr", "adminPrivacy.found", "1000000 d’éléments sont conservés sous a@example.com."],
    ["fr", "finder.results", "2 tissus"],
    ["es", "finder.results", "1 tejido"],
  ] as const)("%s says a count in its own plural form (%s)", async (lng, key, expected) => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng,
      resources: { [lng]: { translation: catalogues[lng] as object } },
      interpolation: { escapeValue: false },
    });
    const count = Number(expected.match(/^\d+/)?.[0] ?? 1_000_000);
    expect(i18n.t(key, { count, email: "a@example.com" })).toBe(expected);
  });

  it.each(LANGUAGES)("%s has no empty text", (lng) => {
    expect(
      Object.entries(flat[lng])
        .filter(([, text]) => text.trim() === "")
        .map(([key]) => key),
    ).toEqual([]);
  });

  it.each(LANGUAGES)("%s keeps the placeholders of tr", (lng) => {
    const wrong = Object.keys(flat[lng]).filter(
      (key) =>
        JSON.stringify(placeholders(flat[lng][key] ?? "")) !==
        JSON.stringify(placeholders(flat.tr[trKeyOf(key)] ?? "")),
    );
    expect(wrong).toEqual([]);
  });

  it("has Spanish that is neither French nor Turkish", () => {
    const copied = Object.keys(flat.tr).filter(
      (key) =>
        !SAME_TEXT_ALLOWED.has(key) && (flat.es[key] === flat.fr[key] || flat.es[key] === flat.tr[key]),
    );
    expect(copied).toEqual([]);
  });

  it.each(["en", "de", "fr"] as const)("%s is translated, not Turkish", (lng) => {
    const copied = Object.keys(flat.tr).filter(
      (key) => !SAME_TEXT_ALLOWED.has(key) && flat[lng][key] === flat.tr[key],
    );
    expect(copied).toEqual([]);
  });
});
