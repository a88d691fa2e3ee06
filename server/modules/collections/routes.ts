import type { FastifyInstance } from "fastify";
import { CollectionDto } from "../../../common/api/collections";
import { publicItem } from "../../../common/api/contract-kinds";
import { found } from "../../http/errors";
import { localizedFrom, readLocalizedPatch } from "../../http/input";
import { route } from "../../http/route";
import { collectionContracts } from "../../../common/api/contracts/collections";
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

export async function collectionRoutes(app: FastifyInstance) {
  route(
    app,
    collectionContracts.list,
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
    collectionContracts.create,
    async ({ lng }, request) => {
      const id = await handleImageWrite(request, {
        form: collectionContracts.create.body,
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
    collectionContracts.update,
    async ({ params: { id }, lng }, request) => {
      await handleImageWrite(request, {
        form: collectionContracts.update.body,
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

  route(app, collectionContracts.remove, async ({ params }, request) => {
    await deleteCollection(writeContext(request), params.id);
  });
}
