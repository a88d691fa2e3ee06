/** Answers of /api/fabrics. */
import { z } from "zod";
import { END_USES, FIBERS, FINISHES, PATTERNS, SHADES, STOCK_SERVICES, WEAVES } from "../constants";
import { CertificateRef } from "./certificates";
import { CollectionRef } from "./collections";
import { Instant, LocalizedText, PageMeta, pictureFields } from "./shared";

/**
 * The technical card (common/fabric-card.ts), as every fabric answer carries it: keys are
 * stable English values (labels come from the catalogue); null or [] where it is not known.
 */
export const fabricCardFields = {
  code: z.string().nullable(),
  composition: z.array(z.strictObject({ fiber: z.enum(FIBERS), percent: z.number().int() })),
  weight_gsm: z.number().int().nullable(),
  width_cm: z.number().int().nullable(),
  weave: z.enum(WEAVES).nullable(),
  pattern: z.enum(PATTERNS).nullable(),
  yarn_count: z.string().nullable(),
  ends_per_cm: z.number().int().nullable(),
  picks_per_cm: z.number().int().nullable(),
  finishes: z.array(z.enum(FINISHES)),
  end_use: z.array(z.enum(END_USES)),
  stock_service: z.enum(STOCK_SERVICES).nullable(),
  min_order_m: z.number().int().nullable(),
  lead_time_weeks: z.number().int().nullable(),
  /** The colours it is made in: reference, colour family (a key), colour (#rrggbb), a gallery photo's id. */
  colourways: z.array(
    z.strictObject({
      ref: z.string(),
      shade: z.enum(SHADES),
      hex: z.string(),
      photo_id: z.number().int().nullable(),
    }),
  ),
};

export const FabricDto = z.strictObject({
  id: z.number().int(),
  name: LocalizedText,
  description: LocalizedText,
  ...fabricCardFields,
  collection: CollectionRef.nullable(),
  /** The certificates that cover it, valid today. */
  certificates: z.array(CertificateRef),
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

const counts = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.record(z.enum(keys), z.number().int().min(0));

/** How many fabrics each option of each facet would give, the other facets as they are. */
export const FacetCounts = z.strictObject({
  fiber: counts(FIBERS),
  weave: counts(WEAVES),
  pattern: counts(PATTERNS),
  end_use: counts(END_USES),
  stock_service: counts(STOCK_SERVICES),
  /** By collection id: every collection, 0 included. */
  collection: z.record(z.string().regex(/^\d+$/), z.number().int().min(0)),
  /** By certificate id: every valid certificate, 0 included. */
  certificate: z.record(z.string().regex(/^\d+$/), z.number().int().min(0)),
});

/** `GET /api/fabrics`: a page of the finder's list, with the facet counts in `meta.facets`. */
export const FabricFinderPage = z.strictObject({
  data: z.array(FabricDto),
  meta: PageMeta.extend({ facets: FacetCounts }),
});
export type FabricFinderPage = z.infer<typeof FabricFinderPage>;
