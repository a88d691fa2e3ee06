import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LANGUAGES } from "../../common/constants";
import { i18nFor } from "./i18n.server";
import { type Translation, TranslationProvider, useTranslation } from "./translation";

/** The `t` a component gets in `lng` (rendered once on the server, as a page is). */
function tOf(lng: (typeof LANGUAGES)[number]): Translation["t"] {
  let got: Translation["t"] | undefined;
  function Probe() {
    got = useTranslation().t;
    return null;
  }
  renderToString(
    <TranslationProvider i18n={i18nFor(lng)}>
      <Probe />
    </TranslationProvider>,
  );
  return got!;
}

const lookup = (bundle: unknown, key: string): unknown =>
  key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);

/** Every key of a catalogue that holds a string. */
function keysOf(bundle: unknown, prefix = ""): string[] {
  if (!bundle || typeof bundle !== "object") return [];
  return Object.entries(bundle).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [path] : keysOf(value, path);
  });
}

describe("useTranslation", () => {
  // Both sides are asked for keys no text answers (a plural's base key, a form Turkish lacks):
  // the "Missing text" line the instance then logs is expected here, not a finding.
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(LANGUAGES)("gives every text of %s exactly as i18next does", (lng) => {
    const t = tOf(lng) as unknown as (key: string, options?: object) => string;
    const i18n = i18nFor(lng);
    const reference = i18n.getFixedT(lng) as unknown as (key: string, options?: object) => string;
    // Turkish keys cover every text: a key missing in another language falls back to Turkish.
    const keys = keysOf(i18nFor("tr").getResourceBundle("tr", "translation"));
    expect(keys.length).toBeGreaterThan(500);
    for (const key of keys) expect(t(key), key).toBe(reference(key));
    // Texts with placeholders, given every value (numbers too), or some missing.
    const bundle = i18nFor("tr").getResourceBundle("tr", "translation");
    let placeholders = 0;
    for (const key of keys) {
      const names = [...String(lookup(bundle, key)).matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((m) => m[1]!);
      if (names.length === 0) continue;
      placeholders++;
      const values = Object.fromEntries(names.map((name, i) => [name, i % 2 ? i : `<${name}>`]));
      expect(t(key, values), key).toBe(reference(key, values));
      expect(t(key, {}), key).toBe(reference(key, {}));
    }
    expect(placeholders).toBeGreaterThan(50);
    // Plural forms (every key with `_one`/`_other`… in any language), and `count` as a plain
    // value in texts without plural forms, for counts that pick each form of these languages.
    const tr = i18nFor("tr").getResourceBundle("tr", "translation");
    const plural = /_(?:zero|one|two|few|many|other)$/;
    const bases = new Set(keys.filter((key) => plural.test(key)).map((key) => key.replace(plural, "")));
    const withCount = keys.filter(
      (key) => /\{\{\s*count\s*\}\}/.test(String(lookup(tr, key))) && !plural.test(key),
    );
    expect(bases.size).toBeGreaterThan(20);
    expect(withCount).toContain("finder.option");
    for (const key of [...bases, ...withCount]) {
      for (const count of [0, 1, 2, 5, 21, 1.5]) {
        const values = { count, label: "<L>", name: "N", total: 9, days: 3, page: 2, pages: 4 };
        expect(t(key, values), `${key} ${count}`).toBe(reference(key, values));
        expect(t(key, { count }), `${key} ${count}`).toBe(reference(key, { count }));
      }
      expect(t(key, { count: "3" }), key).toBe(reference(key, { count: "3" }));
    }
    // Other options and unknown keys are i18next's own answers.
    expect(t("exhibitions.fairs", { count: 1 })).toBe(reference("exhibitions.fairs", { count: 1 }));
    expect(t("exhibitions.fairs", { count: 7 })).toBe(reference("exhibitions.fairs", { count: 7 }));
    expect(t("site.company", { lng: "tr" })).toBe(reference("site.company", { lng: "tr" }));
    expect(t("no.such.key")).toBe(reference("no.such.key"));
  });

  it("is the same function for every component of a language, and another per language", () => {
    expect(tOf("fr")).toBe(tOf("fr"));
    expect(tOf("fr")).not.toBe(tOf("de"));
    expect(tOf("de")("site.company")).toBe(i18nFor("de").t("site.company"));
  });
});
