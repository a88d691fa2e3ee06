/** Answers of /api/exhibitions and their photos. */
import { z } from "zod";
import { Day, Instant, LocalizedText, pictureFields } from "./shared";

export const ExhibitionDto = z.strictObject({
  id: z.number().int(),
  country_id: z.number().int(),
  /** SPEC's name for the same value. */
  countryId: z.number().int(),
  country_name: LocalizedText,
  title: LocalizedText,
  description: LocalizedText,
  ...pictureFields("image_url"),
  city: z.string().nullable(),
  venue: z.string().nullable(),
  /** The company's stand at the fair: hall and stand number (none = not announced yet). */
  hall: z.string().nullable(),
  stand: z.string().nullable(),
  start_date: Day.nullable(),
  end_date: Day.nullable(),
  website: z.string().nullable(),
  photo_count: z.number().int(),
  created_at: Instant,
});
export type ExhibitionDto = z.infer<typeof ExhibitionDto>;

export const ExhibitionPhotoDto = z.strictObject({
  id: z.number().int(),
  exhibition_id: z.number().int(),
  ...pictureFields("image_url"),
  /** May be empty: the screens show 'Untitled'. */
  title: LocalizedText,
  description: LocalizedText,
  display_order: z.number().int(),
  created_at: Instant,
});
export type ExhibitionPhotoDto = z.infer<typeof ExhibitionPhotoDto>;

/** An exhibition's photos in their new order, after a move. */
export const PhotoOrder = z.array(z.strictObject({ id: z.number().int(), display_order: z.number().int() }));
export type PhotoOrder = z.infer<typeof PhotoOrder>;
