/** Answers of /api/fabrics. */
import { z } from "zod";
import { ImageDto, Instant, LocalizedText } from "./shared";

export const FabricDto = z.strictObject({
  id: z.number().int(),
  name: LocalizedText,
  description: LocalizedText,
  /** Path of the main image's default variant (SPEC's field), or null. */
  main_image: z.string().nullable(),
  image: ImageDto.nullable(),
  photo_count: z.number().int(),
  created_at: Instant,
});
export type FabricDto = z.infer<typeof FabricDto>;

export const FabricPhotoDto = z.strictObject({
  id: z.number().int(),
  /** Path of the photo's default variant (SPEC's field). */
  image_path: z.string().nullable(),
  image: ImageDto.nullable(),
  display_order: z.number().int(),
  created_at: Instant,
});
export type FabricPhotoDto = z.infer<typeof FabricPhotoDto>;

export const FabricDetail = z.strictObject({ fabric: FabricDto, photos: z.array(FabricPhotoDto) });
export type FabricDetail = z.infer<typeof FabricDetail>;
