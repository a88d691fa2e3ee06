/** Answers of /api/fabrics. */
import { z } from "zod";
import { FIBERS, SHADES } from "../constants";
import {
  CARD_FACETS,
  type CardFacet,
  type CardFieldSpec,
  FABRIC_CARD_FIELDS,
  type FabricCardInput,
} from "../fabric-card-fields";
import { CertificateRef } from "./certificates";
import { CollectionRef } from "./collections";
import { Instant, LocalizedText, PageMeta, pictureFields } from "./shared";

/** A field of the card as an answer carries it, by its kind. */
function cardFieldDto(field: CardFieldSpec): z.ZodType {
  switch (field.kind) {
    case "code":
    case "text":
      return z.string().nullable();
    case "composition":
      return z.array(z.strictObject({ fiber: z.enum(FIBERS), percent: z.number().int() }));
    case "int":
      return z.number().int().nullable();
    case "enum":
      return z.enum(field.values).nullable();
    case "keys":
      return z.array(z.enum(field.values));
    case "colourways":
      // The colours it is made in: reference, colour family (a key), colour (#rrggbb), a gallery photo's id.
      return z.array(
        z.strictObject({
          ref: z.string(),
          shade: z.enum(SHADES),
          hex: z.string(),
          photo_id: z.number().int().nullable(),
        }),
      );
  }
}

/**
 * The technical card (common/fabric-card-fields.ts), as every fabric answer carries it: keys are
 * stable English values (labels come from the catalogue); null or [] where it is not known.
 */
export const fabricCardFields = Object.fromEntries(
  FABRIC_CARD_FIELDS.map((field) => [field.name, cardFieldDto(field)]),
) as { [K in keyof FabricCardInput]: z.ZodType<FabricCardInput[K]> };

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

/** The counts of the facets that are fields of the card (weave, end use…), in the card's order. */
const cardFacetCounts = Object.fromEntries(
  Object.entries(CARD_FACETS).map(([name, keys]): [string, unknown] => [name, counts(keys)]),
) as { [N in CardFacet]: ReturnType<typeof counts<(typeof CARD_FACETS)[N]>> };

/** How many fabrics each option of each facet would give, the other facets as they are. */
export const FacetCounts = z.strictObject({
  fiber: counts(FIBERS),
  ...cardFacetCounts,
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
