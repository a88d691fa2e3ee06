import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { PAGE_SIZE_MAX, TEXT_LIMITS } from "../../../common/constants";
import { FabricDetail, FabricDto, FabricFinderPage, FabricPhotoDto } from "../../../common/api/fabrics";
import {
  FACETS,
  type FacetName,
  FIXED_FACET_NAMES,
  QUERY_MAX,
  RECORD_FACETS,
  readFabricFilter,
} from "../../../common/fabric-filter";
import { pageOf } from "../../../common/api/shared";
import { adminCreate, adminDelete, adminUpdate, publicItem, publicPage } from "../../../common/api/contract-kinds";
import { badRequest, fieldsFromZod, found, notFound } from "../../http/errors";
import { type FabricCardInput, fabricCardSchema } from "../../../common/fabric-card";
import { FABRIC_CARD_FIELDS } from "../../../common/fabric-card-fields";
import { pageAnswer, pageOfQuery } from "../../http/pagination";
import { idParam, idParams, pageQuery } from "../../../common/api/params";
import { localizedFrom, readLocalizedPatch } from "../../http/input";
import { blankToNull, localizedShape } from "../../../common/api/input";
import type { Tx } from "../../db/client";
import { existingCollections } from "../collections";
import { route } from "../../http/route";
import { multipart } from "../../../common/api/contract";
import { writeContext } from "../../http/write-context";
import { handleImageWrite } from "../../media/image-write";
import {
  addFabricPhoto,
  createFabric,
  deleteFabric,
  deleteFabricPhoto,
  fabricExists,
  getFabricPhoto,
  getPublicFabric,
  listFabricPhotos,
  updateFabric,
} from "./service";
import { readPublicFabric, readPublicFabrics } from "./catalogue";
import { specSheetRoute } from "./spec-sheet-route";

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
} as { q: z.ZodOptional<z.ZodString>; gsm_min: ReturnType<typeof grams>; gsm_max: ReturnType<typeof grams> } & Record<
  FacetName,
  ReturnType<typeof keyList>
>;

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

/** An id that names no collection is the form's error, not the database's. */
async function checkCollection(db: Tx, id: number | null | undefined) {
  if (id != null && !(await existingCollections(db, [id])).has(id)) throw badRequest("Invalid input", { collection_id: "invalid" });
}

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

/** The card a form sent, checked; field errors are named `card.<field>` (e.g. `card.composition`). */
function readCard(json: string | undefined): FabricCardInput | undefined {
  if (json === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw badRequest("Invalid input", { card: "invalid" });
  }
  const result = fabricCardSchema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const fields = fieldsFromZod(result.error);
  throw badRequest(
    "Invalid input",
    Object.fromEntries(
      Object.entries(fields).map(([key, code]) => [key === "_" ? "card" : `card.${key}`, code]),
    ),
  );
}
/** One photo per request (DESIGN): `image`, or `image[]` as the old client names it. */
const photoForm = multipart({ fields: z.object({}), files: ["image", "image[]"], requiredFile: "image" });

export async function fabricRoutes(app: FastifyInstance) {
  route(
    app,
    {
      ...publicPage("/fabrics", "Fabrics, newest first, narrowed by the finder's filters, with facet counts", FabricDto),
      query: z.object({ ...pageQuery(), ...finderQuery }),
      responses: { 200: FabricFinderPage },
    },
    async ({ lng, query }) => {
      const filter = readFabricFilter({ getAll: (name) => [query[name as keyof typeof query] ?? []].flat().map(String) });
      return pageAnswer(await readPublicFabrics(app.ctx, { lng, filter, ...pageOfQuery(query) }));
    },
  );

  route(
    app,
    publicItem("/fabrics/:id", "A fabric and its photos", FabricDetail),
    async ({ params, lng }) => ({
      data: found(await readPublicFabric(app.ctx, params.id, lng), "Fabric"),
    }),
  );

  specSheetRoute(app);

  route(
    app,
    { ...adminCreate("/fabrics", "Add a fabric", createForm, FabricDto), lng: true, errors: { 409: CODE_TAKEN } },
    async ({ lng }, request) => {
      const id = await handleImageWrite(request, {
        form: createForm,
        validate: (body) => ({
          name: localizedFrom(readLocalizedPatch(body, "name")),
          description: localizedFrom(readLocalizedPatch(body, "description")),
          card: readCard(body.card),
          collectionId: body.collection_id,
        }),
        save: async (input, image) => {
          await checkCollection(app.ctx.db, input.collectionId);
          return createFabric(writeContext(request), input, image!);
        },
      });
      return { data: found(await getPublicFabric(app.ctx.db, id, lng), "Fabric").fabric };
    },
  );

  route(
    app,
    {
      ...adminUpdate("/fabrics/:id", "Edit a fabric (main image optional)", updateForm, FabricDto),
      lng: true,
      errors: { 409: CODE_TAKEN },
    },
    async ({ params: { id }, lng }, request) => {
      // Checked again under a lock in the transaction; this only spares receiving an image for nothing.
      if (!(await fabricExists(app.ctx.db, id))) throw notFound("Fabric");
      await handleImageWrite(request, {
        form: updateForm,
        validate: (body) => ({
          name: readLocalizedPatch(body, "name"),
          description: readLocalizedPatch(body, "description"),
          card: readCard(body.card),
          collectionId: body.collection_id,
        }),
        save: async (patch, image) => {
          await checkCollection(app.ctx.db, patch.collectionId);
          return updateFabric(writeContext(request), id, patch, image);
        },
      });
      return { data: found(await getPublicFabric(app.ctx.db, id, lng), "Fabric").fabric };
    },
  );

  route(
    app,
    adminDelete("/fabrics/:id", "Delete a fabric, its photos and their files"),
    async ({ params }, request) => {
      await deleteFabric(writeContext(request), params.id);
    },
  );

  route(
    app,
    {
      method: "GET",
      url: "/fabrics/:id/photos",
      summary: "A fabric's gallery",
      cache: "public",
      params: idParams,
      query: z.object(pageQuery(PAGE_SIZE_MAX)),
      responses: { 200: pageOf(FabricPhotoDto) },
    },
    async ({ params: { id }, query }) => {
      if (!(await fabricExists(app.ctx.db, id))) throw notFound("Fabric");
      return pageAnswer(await listFabricPhotos(app.ctx.db, id, pageOfQuery(query)));
    },
  );

  route(
    app,
    {
      ...adminCreate(
        "/fabrics/:id/photos",
        "Add a photo to a fabric's gallery (one file)",
        photoForm,
        FabricPhotoDto,
      ),
      params: idParams,
    },
    async ({ params: { id } }, request) => {
      if (!(await fabricExists(app.ctx.db, id))) throw notFound("Fabric");
      const photoId = await handleImageWrite(request, {
        form: photoForm,
        validate: () => null,
        save: (_none, image) => addFabricPhoto(writeContext(request), id, image!),
      });
      return { data: found(await getFabricPhoto(app.ctx.db, photoId), "Photo") };
    },
  );

  route(
    app,
    {
      ...adminDelete("/fabrics/photos/:photoId", "Delete a fabric photo and its files"),
      params: z.object({ photoId: idParam }),
    },
    async ({ params }, request) => {
      await deleteFabricPhoto(writeContext(request), params.photoId);
    },
  );
}
