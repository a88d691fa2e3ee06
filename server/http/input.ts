import { localizedKey } from "../../common/api/input";
import { LANGUAGES, type Lang, type Localized } from "../../common/constants";

/** The languages a write mentions, NFC and trimmed; '' means "remove this language". */
export type LocalizedPatch = Partial<Record<Lang, string>>;

export function readLocalizedPatch(body: Record<string, unknown>, field: string): LocalizedPatch {
  const patch: LocalizedPatch = {};
  for (const lang of LANGUAGES) {
    const value = body[localizedKey(field, lang)];
    if (typeof value === "string") patch[lang] = value.normalize("NFC").trim();
  }
  return patch;
}

/** A creation's text: the languages given (tr '' when the field allows a blank tr). */
export function localizedFrom(patch: LocalizedPatch): Localized {
  const out: Record<string, string> = { tr: "" };
  for (const [lang, text] of Object.entries(patch)) if (text) out[lang] = text;
  return out as Localized;
}

/** An update: languages given replace, blank ones are removed (tr stays, blank if allowed). */
export function applyLocalizedPatch(current: Localized, patch: LocalizedPatch): Localized {
  const out: Record<string, string> = { ...current };
  for (const [lang, text] of Object.entries(patch)) {
    if (text || lang === "tr") out[lang] = text;
    else delete out[lang];
  }
  return out as Localized;
}

