/** The admin's routes of /api/fabrics and the CSV import (server/modules/fabrics registers them). */
import { z } from "zod";
import { PAGE_SIZE_MAX, TEXT_LIMITS } from "../../constants";
import { FABRIC_CARD_FIELDS } from "../../fabric-card-fields";
import { FABRIC_IMPORT_LIMITS } from "../../fabric-import";
import { FACETS, type FacetName, FIXED_FACET_NAMES, QUERY_MAX, RECORD_FACETS } from "../../fabric-filter";
import { defineContract, multipart } from "../contract";
import { adminCreate, adminDelete, adminUpdate, publicItem, publicPage } from "../contract-kinds";
import { FabricDetail, FabricDto, FabricFinderPage, FabricPhotoDto } from "../fabrics";
import { FABRIC_IDS_MAX, queryText } from "../feeds";
import { blankToNull, localizedShape } from "../input";
import { idParam, idParams, pageQuery } from "../params";
import { dataOf, pageOf } from "../shared";

/** A facet's values: known keys, repeated or comma-separated (`fiber=linen,cotton`). */
const keyList = (name: string, values: readonly string[]) => {
  const one = z
    .string()
    .max(400)
    .refine((value) => value.split(",").every((key) => values.includes(key.trim())), { message: `Unknown ${name}` });
  return z
    .union([one, z.array(one).max(values.length)])
    .optional()
    .describe(`${name}: any of ${values.join(", ")} (alternatives; repeated or comma-separated)`);
};
const grams = (what: string) =>
  z
    .string()
    .regex(/^\d{1,4}$/)
    .optional()
    .describe(`${what} weight in g/m²`);

/** A record facet's ids (`collection=3,4`): positive integers; an id that names nothing matches nothing. */
const idList = (name: string) => {
  const one = z.string().max(200).regex(/^\s*[1-9]\d{0,8}\s*(,\s*[1-9]\d{0,8}\s*)*$/, { message: `Invalid ${name} id` });
  return z
    .union([one, z.array(one).max(20)])
    .optional()
    .describe(`${name} ids (alternatives; repeated or comma-separated)`);
};

/** The finder's filters (common/fabric-filter.ts); facets narrow each other, values within one are alternatives. */
const finderQuery = {
  q: z.string().max(QUERY_MAX).optional().describe("Words in the name, article code or description (the answer's language)"),
  ...Object.fromEntries(FIXED_FACET_NAMES.map((name) => [name, keyList(name, FACETS[name])])),
  ...Object.fromEntries(RECORD_FACETS.map((name) => [name, idList(name)])),
  gsm_min: grams("Lowest"),
  gsm_max: grams("Highest"),
  in_stock: z
    .enum(["0", "1"])
    .optional()
    .describe("1: only fabrics with a colourway in stock now (in stock or limited, figures not stale)"),
} as {
  q: z.ZodOptional<z.ZodString>;
  gsm_min: ReturnType<typeof grams>;
  gsm_max: ReturnType<typeof grams>;
  in_stock: z.ZodOptional<z.ZodEnum<{ "0": "0"; "1": "1" }>>;
} & Record<
  FacetName,
  ReturnType<typeof keyList>
>;

/**
 * `ids=3,7,12`: exactly those fabrics, in the order asked (each once), unknown ids left out; the
 * filters and the page are then not read, and the facet counts are the whole catalogue's.
 */
const idsQuery = queryText
  .optional()
  .describe(
    `Fabric ids, comma-separated (at most ${FABRIC_IDS_MAX}): exactly those, in the order asked, unknown ids left out; ` +
      "filters and page are not read then",
  );

/** Far above a full card (six fibres, every finish): a larger text is not a card. */
const CARD_JSON_MAX = 4000;
const CODE_TAKEN = "Another fabric has this article code (`fields: {\"card.code\": \"taken\"}`)";
/** The card's fields as the JSON names them (common/fabric-card-fields.ts), the lists with their items' fields. */
const CARD_JSON_FIELDS = FABRIC_CARD_FIELDS.map((field) =>
  field.kind === "composition"
    ? `${field.name}: [{fiber, percent}]`
    : field.kind === "colourways"
      ? `${field.name}: [{ref, shade, hex, photo_id}]`
      : field.name,
).join(", ");
/** The technical card travels as one JSON text field (common/fabric-card.ts); absent = unchanged. */
const cardField = {
  card: z
    .string()
    .max(CARD_JSON_MAX)
    .optional()
    .describe(
      `The technical card as JSON: {${CARD_JSON_FIELDS}}; ` +
        "null or [] where unknown, the percentages summing to 100. Absent on an edit: unchanged.",
    ),
};

/** The fabric's collection by id; blank takes it out of any; absent on an edit: unchanged. */
const collectionField = {
  collection_id: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,8}$/)
      .transform(Number)
      .nullable()
      .optional(),
  ),
};

/** SPEC §5: name and description required on create; an edit may leave them out but not blank tr. */
const createForm = multipart({
  fields: z.object({
    ...localizedShape("name", TEXT_LIMITS.name, "required"),
    ...localizedShape("description", TEXT_LIMITS.description, "required"),
    ...cardField,
    ...collectionField,
  }),
  files: ["main_image"],
  requiredFile: "main_image",
});
const updateForm = multipart({
  fields: z.object({
    ...localizedShape("name", TEXT_LIMITS.name, "keep"),
    ...localizedShape("description", TEXT_LIMITS.description, "keep"),
    ...cardField,
    ...collectionField,
  }),
  files: ["main_image"],
});

/** One photo per request (DESIGN): `image`, or `image[]` as the old client names it. */
const photoForm = multipart({ fields: z.object({}), files: ["image", "image[]"], requiredFile: "image" });

const importForm = multipart({ fields: z.object({}), files: ["file"], requiredFile: "file" });

export const FabricImportResult = z.strictObject({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});

export const fabricContracts = {
  list: defineContract({
    ...publicPage("/fabrics", "Fabrics, newest first, narrowed by the finder's filters, with facet counts", FabricDto),
    query: z.object({ ...pageQuery(), ...finderQuery, ids: idsQuery }),
    responses: { 200: FabricFinderPage },
    scope: "catalogue:read",
  }),
  item: defineContract(publicItem("/fabrics/:id", "A fabric and its photos", FabricDetail)),
  create: defineContract({
    ...adminCreate("/fabrics", "Add a fabric", createForm, FabricDto),
    lng: true,
    errors: { 409: CODE_TAKEN },
  }),
  update: defineContract({
    ...adminUpdate("/fabrics/:id", "Edit a fabric (main image optional)", updateForm, FabricDto),
    lng: true,
    errors: { 409: CODE_TAKEN },
  }),
  remove: defineContract(adminDelete("/fabrics/:id", "Delete a fabric, its photos and their files")),
  photos: defineContract({
    method: "GET",
    url: "/fabrics/:id/photos",
    summary: "A fabric's gallery",
    cache: "public",
    params: idParams,
    query: z.object(pageQuery(PAGE_SIZE_MAX)),
    responses: { 200: pageOf(FabricPhotoDto) },
  }),
  addPhoto: defineContract({
    ...adminCreate("/fabrics/:id/photos", "Add a photo to a fabric's gallery (one file)", photoForm, FabricPhotoDto),
    params: idParams,
  }),
  removePhoto: defineContract({
    ...adminDelete("/fabrics/photos/:photoId", "Delete a fabric photo and its files"),
    params: z.object({ photoId: idParam }),
  }),
  import: defineContract({
    method: "POST",
    url: "/imports/fabrics.csv",
      summary:
        `Add and update fabrics from a CSV with the export's columns (at most ${FABRIC_IMPORT_LIMITS.bytes / 1024 / 1024} MB, ` +
        `${FABRIC_IMPORT_LIMITS.rows} rows): a row without id adds a fabric, one with an id updates it; ` +
        "photo_count and created_at are not read. Every row is checked first: any problem is a 400 listing " +
        "`error.rows` ({row, field, code}, the header being row 1) and nothing is written.",
    admin: true,
    body: importForm,
    responses: { 200: dataOf(FabricImportResult) },
    errors: {
      409: "An article code of the file was saved by someone else meanwhile: nothing was imported",
    },
  }),
};
