import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { CollectionDto } from "../../../common/api/collections";
import { pageOf } from "../../../common/api/shared";
import { COLLECTION_KINDS, SEASON_CODE, TEXT_LIMITS } from "../../../common/constants";
import { adminCreate, adminDelete, adminUpdate, publicItem } from "../../../common/api/contract-kinds";
import { found } from "../../http/errors";
import { localizedFrom, readLocalizedPatch } from "../../http/input";
import { localizedShape } from "../../../common/api/input";
import { route } from "../../http/route";
import { multipart } from "../../../common/api/contract";
import { writeContext } from "../../http/write-context";
import { handleImageWrite } from "../../media/image-write";
import {
  createCollection,
  deleteCollection,
  getPublicCollection,
  listPublicCollections,
  readCollectionNow,
  updateCollection,
} from "./service";

/** SS27, AW27; lower case accepted, stored upper case. */
const season = z.string().trim().toUpperCase().regex(SEASON_CODE);
const kind = z.enum(COLLECTION_KINDS);

const createForm = multipart({
  fields: z.object({
    ...localizedShape("name", TEXT_LIMITS.name, "required"),
    ...localizedShape("description", TEXT_LIMITS.description, "free"),
    season,
    kind,
  }),
  files: ["coverImage"],
  requiredFile: "coverImage",
});
const updateForm = multipart({
  fields: z.object({
    ...localizedShape("name", TEXT_LIMITS.name, "keep"),
    ...localizedShape("description", TEXT_LIMITS.description, "free"),
    season: season.optional(),
    kind: kind.optional(),
  }),
  files: ["coverImage"],
});

export async function collectionRoutes(app: FastifyInstance) {
  route(
    app,
    {
      method: "GET",
      url: "/collections",
      summary: "Every collection, newest season first, with its number of fabrics (a short list: no pages)",
      cache: "public",
      lng: true,
      responses: { 200: pageOf(CollectionDto) },
    },
    async ({ lng }) => {
      const data = await listPublicCollections(app.ctx, lng);
      return { data, meta: { page: 1, page_size: Math.max(1, data.length), total: data.length, pages: 1 } };
    },
  );

  route(app, publicItem("/collections/:id", "A collection", CollectionDto), async ({ params, lng }) => ({
    data: found(await getPublicCollection(app.ctx, params.id, lng), "Collection"),
  }));

  route(
    app,
    { ...adminCreate("/collections", "Add a collection (cover required)", createForm, CollectionDto), lng: true },
    async ({ lng }, request) => {
      const id = await handleImageWrite(request, {
        form: createForm,
        validate: (body) => ({
          name: localizedFrom(readLocalizedPatch(body, "name")),
          description: localizedFrom(readLocalizedPatch(body, "description")),
          season: body.season,
          kind: body.kind,
        }),
        save: (input, cover) => createCollection(writeContext(request), input, cover),
      });
      return { data: found(await readCollectionNow(app.ctx.db, id, lng), "Collection") };
    },
  );

  route(
    app,
    { ...adminUpdate("/collections/:id", "Edit a collection (cover optional)", updateForm, CollectionDto), lng: true },
    async ({ params: { id }, lng }, request) => {
      await handleImageWrite(request, {
        form: updateForm,
        validate: (body) => ({
          name: readLocalizedPatch(body, "name"),
          description: readLocalizedPatch(body, "description"),
          season: body.season,
          kind: body.kind,
        }),
        save: (patch, cover) => updateCollection(writeContext(request), id, patch, cover),
      });
      return { data: found(await readCollectionNow(app.ctx.db, id, lng), "Collection") };
    },
  );

  route(app, adminDelete("/collections/:id", "Delete a collection (its fabrics stay, without one)"), async ({ params }, request) => {
    await deleteCollection(writeContext(request), params.id);
  });
}
