/** Answers of /api/fabrics. */
import { z } from "zod";
import { FIBERS, SHADES } from "../constants";
import {
  CARE,
  DYEING_PROCESSES,
  PASSPORT_PARTS,
  PASSPORT_STEPS,
  RECYCLED_SOURCES,
  TEST_PROPERTIES,
} from "../passport";
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
import { ColourwayStockDto } from "./stock";

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

const Day = z.iso.date();

/** A fabric's passport (common/passport.ts): empty values where nothing is known yet. */
export const FabricPassportDto = z.strictObject({
  hs_code: z.string().nullable(),
  dyeing_process: z.enum(DYEING_PROCESSES).nullable(),
  /** One per composition line, in the card's order. */
  fibres: z.array(
    z.strictObject({
      fiber: z.enum(FIBERS),
      percent: z.number().int(),
      origin_country: z.string().nullable(),
      recycled_percent: z.number().int().nullable(),
      recycled_source: z.enum(RECYCLED_SOURCES).nullable(),
      certificate_id: z.number().int().nullable(),
    }),
  ),
  /** In the making's order; `facility` null when it is not disclosed (or was deleted). */
  steps: z.array(
    z.strictObject({
      step: z.enum(PASSPORT_STEPS),
      country: z.string(),
      facility: z
        .strictObject({ id: z.number().int(), name: z.string(), city: z.string(), country: z.string() })
        .nullable(),
    }),
  ),
  care: z.strictObject({
    wash: z.enum(CARE.wash).nullable(),
    bleach: z.enum(CARE.bleach).nullable(),
    tumble_dry: z.enum(CARE.tumble_dry).nullable(),
    iron: z.enum(CARE.iron).nullable(),
    professional: z.enum(CARE.professional).nullable(),
  }),
  tests: z.array(
    z.strictObject({
      property: z.enum(TEST_PROPERTIES),
      method: z.string(),
      result: z.string(),
      unit: z.string(),
      tested_on: Day,
      lab: z.string(),
      /** The lab's report: `url` opens it (visitors: only a public one; a private one is "on request"). */
      report: z.strictObject({ id: z.number().int(), public: z.boolean(), url: z.string() }).nullable(),
    }),
  ),
  substances: z.strictObject({
    checked_on: Day.nullable(),
    svhc_above_threshold: z.array(z.string()),
    rsl: z.string().nullable(),
  }),
  /** 0–100: the share of PASSPORT_PARTS that are filled. */
  completeness: z.number().int().min(0).max(100),
  /** The parts still missing. */
  missing: z.array(z.enum(PASSPORT_PARTS)),
});
export type FabricPassportDto = z.infer<typeof FabricPassportDto>;

/** A fabric's own page: its answer, each colourway with its GTIN (14 digits), and its passport. */
export const FabricItemDto = FabricDto.extend({
  colourways: z.array(
    z.strictObject({
      ref: z.string(),
      shade: z.enum(SHADES),
      hex: z.string(),
      photo_id: z.number().int().nullable(),
      gtin: z.string().nullable(),
      /** Its stock as a band (never metres); left out when the fabric shows no stock, and by the feeds. */
      stock: ColourwayStockDto.optional(),
    }),
  ),
  passport: FabricPassportDto,
});
export type FabricItemDto = z.infer<typeof FabricItemDto>;

export const FabricDetail = z.strictObject({ fabric: FabricItemDto, photos: z.array(FabricPhotoDto) });
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
