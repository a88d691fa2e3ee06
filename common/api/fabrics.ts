/** Answers of /api/fabrics. */
import { z } from "zod";
import { Instant, LocalizedText, pictureFields } from "./shared";

export const FabricDto = z.strictObject({
  id: z.number().int(),
  name: LocalizedText,
  description: LocalizedText,
  ...pictureFields("main_image"),
  photo_count: z.number().int(),
  created_at: Instant,
});
export type FabricDto = z.infer<typeof FabricDto>;

export const FabricPhotoDto = z.strictObject({
  id: z.number().int(),
  ...pictureFields("image_path"),
  display_order: z.number().int(),
  created_at: Instant,
});
export type FabricPhotoDto = z.infer<typeof FabricPhotoDto>;

export const FabricDetail = z.strictObject({ fabric: FabricDto, photos: z.array(FabricPhotoDto) });
export type FabricDetail = z.infer<typeof FabricDetail>;
