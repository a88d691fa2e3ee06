import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../common/constants";
import { SAME_TEXT_ALLOWED } from "../../app/i18n/allow-same";
import de from "../../common/i18n/locales/de";
import en from "../../common/i18n/locales/en";
import es from "../../common/i18n/locales/es";
import fr from "../../common/i18n/locales/fr";
import tr from "../../common/i18n/locales/tr";

const catalogues: Record<Lang, unknown> = { tr, en, de, es, fr };

function flatten(value: unknown, prefix = ""): Record<string, string> {
  if (typeof value === "string") return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce(
    (all, [key, inner]) => Object.assign(all, flatten(inner, prefix ? `${prefix}.${key}` : key)),
    {} as Record<string, string>,
  );
}

const flat = Object.fromEntries(LANGUAGES.map((l) => [l, flatten(catalogues[l])])) as Record<Lang, Record<string, string>>;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("translation catalogues", () => {
  it.each(LANGUAGES)("%s has exactly the keys of tr", (lng) => {
    expect(Object.keys(flat[lng]).sort()).toEqual(Object.keys(flat.tr).sort());
  });

  it.each(LANGUAGES)("%s has no empty text", (lng) => {
    expect(Object.entries(flat[lng]).filter(([, text]) => text.trim() === "").map(([key]) => key)).toEqual([]);
  });

  it.each(LANGUAGES)("%s keeps the placeholders of tr", (lng) => {
    const wrong = Object.keys(flat.tr).filter(
      (key) => JSON.stringify(placeholders(flat[lng][key] ?? "")) !== JSON.stringify(placeholders(flat.tr[key] ?? "")),
    );
    expect(wrong).toEqual([]);
  });

  it("has Spanish that is neither French nor Turkish", () => {
    const copied = Object.keys(flat.tr).filter(
      (key) => !SAME_TEXT_ALLOWED.has(key) && (flat.es[key] === flat.fr[key] || flat.es[key] === flat.tr[key]),
    );
    expect(copied).toEqual([]);
  });

  it.each(["en", "de", "fr"] as const)("%s is translated, not Turkish", (lng) => {
    const copied = Object.keys(flat.tr).filter((key) => !SAME_TEXT_ALLOWED.has(key) && flat[lng][key] === flat.tr[key]);
    expect(copied).toEqual([]);
  });
});
