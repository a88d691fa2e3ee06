/** The pieces of request schemas (bodies, forms) that recur: localized fields, plain text, ids sent as form values. */
import { z } from "zod";
import { LANGUAGES, type Lang } from "../constants";
import { CONTROL, isCleanText, localizedLines, type TextLines } from "../text";

/** The key a language of a localized field arrives under: `title` is tr, `title_en` and so on. */
export const localizedKey = (field: string, lang: Lang) => (lang === "tr" ? field : `${field}_${lang}`);

/** Every key of a localized field, for the multipart text-field allow-list. */
export const localizedKeys = (field: string) => LANGUAGES.map((lang) => localizedKey(field, lang));

/**
 * How the tr text of a localized field is checked:
 *   required  present and non-blank (a creation),
 *   keep      may be absent, but not blanked (an update of a field tr must keep),
 *   free      anything, blank included (photo titles and descriptions).
 */
export type TrRule = "required" | "keep" | "free";

/** A one-line (or multi-line) text of at most `max` characters, trimmed, under the text rule (common/text.ts). */
export const plainText = (max: number, lines: TextLines = "one") =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => isCleanText(value, lines));

/**
 * A zod shape for one localized field: each language a string of at most `max` characters,
 * under the text rule (one line, or several for descriptions: common/text.ts).
 */
export function localizedShape(
  field: string,
  max: number,
  tr: TrRule,
): Record<string, z.ZodType<string | undefined>> {
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const lang of LANGUAGES) {
    const text = plainText(max, localizedLines(field));
    let schema: z.ZodType<string | undefined> = text.optional();
    if (lang === "tr" && tr === "required") schema = text.min(1);
    if (lang === "tr" && tr === "keep") schema = text.min(1).optional();
    shape[localizedKey(field, lang)] = schema;
  }
  return shape;
}

/** Blank form values count as "not given" for required fields and as "clear it" for optional ones. */
export const blankToNull = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? null : value;

/** An optional one-line plain text: undefined = untouched, null = cleared. */
export const optionalText = (max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(max)
      .refine((value) => !CONTROL.test(value))
      .nullable()
      .optional(),
  );

/** A referenced row's id sent as a form value. */
export const formId = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .regex(/^[0-9]{1,10}$/)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2_147_483_647),
);
