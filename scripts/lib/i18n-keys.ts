/**
 * The core of `npm run check:i18n` (scripts/check-i18n.ts): which keys of the reference catalogue
 * no code uses, which keys the code asks for literally that the catalogue lacks, and which keys of a
 * dynamic family (common/i18n/dynamic-keys.ts) have no text. Pure: it reads what it is given.
 */

export type Source = { file: string; text: string };
/**
 * Keys built at run time. An enumerated family lists every key it can ask for (built from the
 * code's constants): each must have its text. A relative family is a key prefix that files read
 * relative keys under (a keyPrefix, a helper such as useInboxText, a server text section read as
 * `texts.subject`): prefix + each string literal or `.property` of those files (+ each suffix)
 * counts as used when the catalogue has it.
 */
export type Family =
  | { name: string; where: string; keys: readonly string[] }
  | { name: string; where: string; prefix: string; files: readonly string[]; suffixes?: readonly string[] };
export type Problem = { key: string; where: string };
export type Report = { unused: Problem[]; missing: Problem[]; familyMissing: Problem[]; keys: number };
/** Keys no code reads that stay on purpose, each with its reason (they must still exist). */
export type Kept = Readonly<Record<string, string>>;

const PLURAL = /_(zero|one|two|few|many|other)$/;
const KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;

/** Every leaf of a nested catalogue, as a dotted key. */
export function leafKeys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === "string" ? [`${prefix}${k}`] : leafKeys(v as object, `${prefix}${k}.`),
  );
}

/** A string constant of the file (`const i = "adminFabrics.import";`), by name. */
function fileConstants(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(/\bconst\s+([A-Za-z_$][\w$]*)\s*=\s*(["'])([^"'`\n]*)\2/g))
    out.set(m[1] ?? "", m[3] ?? "");
  return out;
}

/** The file's string literals, templates whose every `${name}` is a string constant of the file included. */
export function literals(text: string): string[] {
  const consts = fileConstants(text);
  const out: string[] = [];
  // Quotes one kind at a time: a "…" inside a template, or an apostrophe in a comment, hides nothing.
  for (const m of text.matchAll(/"((?:[^"\\\n]|\\.)*)"/g)) out.push(m[1] ?? "");
  for (const m of text.matchAll(/'((?:[^'\\\n]|\\.)*)'/g)) out.push(m[1] ?? "");
  for (const m of text.matchAll(/`((?:[^`\\]|\\.)*)`/g)) {
    const body = m[1] ?? "";
    if (!body.includes("${")) {
      out.push(body);
      continue;
    }
    let whole = true;
    const resolved = body.replace(/\$\{\s*([A-Za-z_$][\w$]*)\s*\}/g, (_, name: string) => {
      const value = consts.get(name);
      if (value === undefined) whole = false;
      return value ?? "";
    });
    if (whole && !resolved.includes("${")) out.push(resolved);
  }
  return out;
}

/** Keys asked for literally: the first argument of t(…)/i18n.t(…), or an i18nKey="…". */
function askedFor(source: string): string[] {
  const consts = fileConstants(source);
  // A key in a comment (an example, "t('home.titel') is an error") asks for nothing.
  const text = source.replace(/^\s*(\/\/|\*|\/\*).*$/gm, "");
  const out: string[] = [];
  const re = /\bt\(\s*(?:"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`)|i18nKey=\{?\s*(?:"([^"\n]*)"|'([^'\n]*)')/g;
  for (const m of text.matchAll(re)) {
    let key = m[1] ?? m[2] ?? m[4] ?? m[5];
    if (m[3] !== undefined) {
      const body = m[3].replace(
        /\$\{\s*([A-Za-z_$][\w$]*)\s*\}/g,
        (all, name: string) => consts.get(name) ?? all,
      );
      if (!body.includes("${")) key = body;
    }
    if (key !== undefined && KEY.test(key)) out.push(key);
  }
  return out;
}

const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split("\n").length;

export function checkKeys(
  catalogue: object,
  sources: readonly Source[],
  families: readonly Family[],
  kept: Kept = {},
): Report {
  const keys = leafKeys(catalogue);
  const known = new Set(keys.flatMap((k) => [k, k.replace(PLURAL, "")]));
  const used = new Set<string>();
  const missing: Problem[] = [];
  for (const { file, text } of sources) {
    // useTranslation(…, { keyPrefix: "admin.table" }): the file's literals are relative to it too.
    const prefixes = [...text.matchAll(/\bkeyPrefix:\s*["']([^"'\n]+)["']/g)].map((m) => `${m[1]}.`);
    for (const lit of literals(text)) {
      for (const prefix of ["", ...prefixes]) if (known.has(prefix + lit)) used.add(prefix + lit);
    }
    for (const key of askedFor(text)) {
      if (known.has(key)) used.add(key);
      else missing.push({ key, where: `${file}:${lineOf(text, key)}` });
    }
  }
  const familyMissing: Problem[] = [];
  const byFile = new Map(sources.map((s) => [s.file, s.text]));
  for (const family of families) {
    if ("prefix" in family) {
      for (const file of family.files) {
        const text = byFile.get(file);
        if (text === undefined) {
          familyMissing.push({ key: `${family.prefix}…`, where: `${family.name}: no file ${file}` });
          continue;
        }
        const names = [...literals(text), ...[...text.matchAll(/\.([A-Za-z_$][\w$]*)/g)].map((m) => m[1])];
        for (const name of names) {
          for (const suffix of family.suffixes ?? [""]) {
            const key = `${family.prefix}${name}${suffix}`;
            if (known.has(key)) used.add(key);
          }
        }
      }
      continue;
    }
    for (const key of family.keys) {
      if (known.has(key)) used.add(key);
      else familyMissing.push({ key, where: `${family.name} (${family.where})` });
    }
  }
  for (const key of Object.keys(kept)) {
    if (known.has(key)) used.add(key);
    else familyMissing.push({ key, where: `kept on purpose (${kept[key]}) but not in the catalogue` });
  }
  const unused = keys
    .filter((k) => !used.has(k) && !used.has(k.replace(PLURAL, "")))
    .map((key) => ({ key, where: "no code uses it" }));
  return { unused, missing, familyMissing, keys: keys.length };
}
