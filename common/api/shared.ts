/** Pieces every answer of the API is built from: the envelope, page meta, texts, images. */
import { z } from "zod";
import { LANGUAGES } from "../constants";

/** Every language of a text; tr always present (admins' `?lng=all`). */
export const Localized = z.strictObject({
  tr: z.string(),
  en: z.string().optional(),
  de: z.string().optional(),
  es: z.string().optional(),
  fr: z.string().optional(),
});

/** A content text: the asked language's string, or every language for `?lng=all`. */
export const LocalizedText = z.union([z.string(), Localized]);

/** Each language present, blank when unset (forms edit them side by side). */
export const AllLanguages = z.strictObject(
  Object.fromEntries(LANGUAGES.map((lang) => [lang, z.string()])) as Record<
    (typeof LANGUAGES)[number],
    z.ZodString
  >,
);
export type AllLanguages = z.infer<typeof AllLanguages>;

/** ISO 8601 instant as the API writes it (Date.toISOString()). */
export const Instant = z.iso.datetime();
/** A calendar day, YYYY-MM-DD. */
export const Day = z.iso.date();

/** An image: the URLs of its WebP variants. */
export const ImageDto = z.strictObject({
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  srcset: z.string(),
  variants: z.array(z.strictObject({ width: z.number().int(), height: z.number().int(), src: z.string() })),
});
export type ImageDto = z.infer<typeof ImageDto>;

/**
 * A row's picture: SPEC's field, named per entity, with the path of the image's default variant
 * (or null), and the image with all its variants.
 */
export function pictureFields<K extends string>(pathField: K) {
  const fields = { [pathField]: z.string().nullable(), image: ImageDto.nullable() };
  return fields as Record<K, z.ZodNullable<z.ZodString>> & Pick<typeof fields, "image">;
}

export const PageMeta = z.strictObject({
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
  total: z.number().int().min(0),
  pages: z.number().int().min(1),
});
export type PageMeta = z.infer<typeof PageMeta>;

/** `{data}`: one thing. */
export const dataOf = <T extends z.ZodType>(item: T) => z.strictObject({ data: item });
/** `{data: [...], meta}`: one page of a list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({ data: z.array(item), meta: PageMeta });

/** `{data: {id}}`: what a public form answers. */
export const Created = z.strictObject({ id: z.number().int() });
