import type { i18n as I18n, TFunction } from "i18next";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";

/** What a component reads: `t` of the current language and the instance (language, switching). */
export type Translation = { t: TFunction<"translation", undefined>; i18n: I18n };

const Context = createContext<Translation | null>(null);

/** One value per instance and language, made on first use: `t` is not rebuilt per component. */
const values = new WeakMap<I18n, Map<string, Translation>>();

function translationOf(i18n: I18n): Translation {
  let byLanguage = values.get(i18n);
  if (!byLanguage) {
    byLanguage = new Map();
    values.set(i18n, byLanguage);
  }
  const lng = i18n.language;
  let value = byLanguage.get(lng);
  if (!value) {
    value = { t: quickT(i18n, lng), i18n };
    byLanguage.set(lng, value);
  }
  return value;
}

type AnyT = (key: unknown, options?: unknown) => string;

/** Options that ask i18next for more than a text with values put in (plurals, context, fallbacks…). */
const I18NEXT_OPTIONS =
  /^(?:count|context|ordinal|lng|lngs|ns|keyPrefix|defaultValue.*|returnObjects|returnDetails|joinArrays|postProcess|interpolation|skipInterpolation|replace|fallbackLng)$/;
const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

/**
 * `t` of one language that answers from a table of the catalogue's texts, made on first use: a
 * plain key (no options), or a text with `{{name}}` placeholders and only their values as
 * options. A page asks for a few hundred texts; through i18next each lookup resolved the key
 * path, fallbacks, nesting and interpolation options again. A `count` picks the plural form
 * (`key_one`, `key_other`…) by the language's plural rules, as i18next does, or is a plain value
 * when the text has no plural forms (the finder's "Linen (3)", some sixty a page). Everything
 * else (context, a `_zero` form, texts with `$t(…)`, a placeholder without its value, keys or
 * forms missing in this language, which fall back to Turkish) goes to i18next's own `t`. A
 * catalogue added later (the admin sections in the browser) empties the table.
 */
function quickT(i18n: I18n, lng: string): Translation["t"] {
  const fixed = i18n.getFixedT(lng) as unknown as AnyT;
  let table: Map<string, string> | undefined;
  /** Keys that have plural forms (`a.b` for `a.b_one`, `a.b_other`…). */
  let plurals: Set<string> | undefined;
  const rules = new Intl.PluralRules(lng);
  i18n.store.on("added", () => {
    table = undefined;
    plurals = undefined;
  });
  const quick: AnyT = (key, options) => {
    if (typeof key !== "string") return fixed(key, options);
    table ??= texts(i18n.getResourceBundle(lng, "translation"));
    plurals ??= pluralKeys(table);
    if (options === undefined) {
      const text = table.get(key);
      return text === undefined || text.includes("{{") ? fixed(key, options) : text;
    }
    if (typeof options !== "object" || options === null) return fixed(key, options);
    const values = options as Record<string, unknown>;
    for (const name in values) if (name !== "count" && I18NEXT_OPTIONS.test(name)) return fixed(key, options);
    let text: string | undefined;
    if (!("count" in values)) text = table.get(key);
    else if (typeof values.count !== "number") return fixed(key, options);
    else if (!plurals.has(key)) text = table.get(key);
    else if (!table.has(`${key}_zero`)) text = table.get(`${key}_${rules.select(values.count)}`);
    if (text === undefined) return fixed(key, options);
    let missing = false;
    const out = text.replace(PLACEHOLDER, (_, name: string) => {
      const value = values[name];
      // i18next's own handling of these (formats, unescaped `-`, a missing value) is left to it.
      if (value === undefined || value === null || name.includes(",") || name.startsWith("-")) missing = true;
      return String(value);
    });
    return missing ? fixed(key, options) : out;
  };
  return quick as unknown as Translation["t"];
}

const PLURAL_FORM = /_(?:zero|one|two|few|many|other)$/;

function pluralKeys(table: Map<string, string>): Set<string> {
  const keys = new Set<string>();
  for (const key of table.keys()) if (PLURAL_FORM.test(key)) keys.add(key.replace(PLURAL_FORM, ""));
  return keys;
}

/** `a.b.c` → text, for every string of a catalogue but those that nest others (`$t(…)`) and empty ones. */
function texts(bundle: unknown, prefix = "", into = new Map<string, string>()): Map<string, string> {
  if (!bundle || typeof bundle !== "object") return into;
  for (const [key, value] of Object.entries(bundle)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") {
      if (value !== "" && !value.includes("$t(")) into.set(path, value);
    } else texts(value, path, into);
  }
  return into;
}

/**
 * Gives the tree its texts. react-i18next's hook built a fixed `t` and a copy of the instance
 * in every component at every server render (a sixth of a page's server time); here one value
 * per language is shared, and a language switch in the browser renders the tree again.
 */
export function TranslationProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [value, setValue] = useState(() => translationOf(i18n));
  useEffect(() => {
    const changed = () => setValue(translationOf(i18n));
    changed();
    i18n.on("languageChanged", changed);
    return () => i18n.off("languageChanged", changed);
  }, [i18n]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The texts of the page's language (inside TranslationProvider). */
export function useTranslation(): Translation {
  const value = useContext(Context);
  if (!value) throw new Error("useTranslation outside TranslationProvider");
  return value;
}
