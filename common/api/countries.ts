/** Answers of /api/countries. */
import { z } from "zod";
import { ImageDto, LocalizedText } from "./shared";

export const CountryDto = z.strictObject({
  id: z.number().int(),
  name: LocalizedText,
  /** ISO 3166-1 alpha-2, upper case. */
  code: z.string().nullable(),
  /** Path of the cover's default variant (SPEC's field), or null. */
  cover_image: z.string().nullable(),
  image: ImageDto.nullable(),
  exhibition_count: z.number().int(),
  totalPhotos: z.number().int(),
});
export type CountryDto = z.infer<typeof CountryDto>;
