/** Answers of /api/collections. */
import { z } from "zod";
import { COLLECTION_KINDS } from "../constants";
import { LocalizedText, pictureFields } from "./shared";

export const CollectionDto = z.strictObject({
  id: z.number().int(),
  name: LocalizedText,
  description: LocalizedText,
  /** SS or AW and the year's two digits, e.g. SS27. */
  season: z.string(),
  kind: z.enum(COLLECTION_KINDS),
  year: z.number().int(),
  ...pictureFields("cover_image"),
  fabric_count: z.number().int(),
});
export type CollectionDto = z.infer<typeof CollectionDto>;

/** What a fabric answer says of its collection. */
export const CollectionRef = z.strictObject({
  id: z.number().int(),
  name: LocalizedText,
  season: z.string(),
  kind: z.enum(COLLECTION_KINDS),
});
export type CollectionRef = z.infer<typeof CollectionRef>;
