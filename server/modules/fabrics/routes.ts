import type { FastifyInstance } from "fastify";
import { readFabricFilter } from "../../../common/fabric-filter";
import { badRequest, fieldsFromZod, found, notFound } from "../../http/errors";
import { type FabricCardInput, fabricCardSchema } from "../../../common/fabric-card";
import { pageAnswer, pageOfQuery } from "../../http/pagination";
import { localizedFrom, readLocalizedPatch } from "../../http/input";
import type { Tx } from "../../db/client";
import { existingCollections } from "../collections";
import { route } from "../../http/route";
import { writeContext } from "../../http/write-context";
import { fabricContracts } from "../../../common/api/contracts/fabrics";
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
import { readPublicFabricsByIds } from "./catalogue-parts";
import { specSheetRoute } from "./spec-sheet-route";
import { labelsRoute } from "./labels-route";
import { feedRoutes } from "./feed-routes";
import { readFabricIds } from "./feed-texts";
import { passportContracts } from "../../../common/api/contracts/passport";
import { savePassport, withPassport } from "./passport";
import { passportJsonLdRoutes } from "./passport-routes";
import { passportStatuses } from "./passport-status";
import { reportRoutes } from "./report-routes";

/** An id that names no collection is the form's error, not the database's. */
async function checkCollection(db: Tx, id: number | null | undefined) {
  if (id != null && !(await existingCollections(db, [id])).has(id)) throw badRequest("Invalid input", { collection_id: "invalid" });
}

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
export async function fabricRoutes(app: FastifyInstance) {
  route(
    app,
    fabricContracts.list,
    async ({ lng, query }, request) => {
      if (query.ids !== undefined) {
        return pageAnswer(await readPublicFabricsByIds(app.ctx, readFabricIds(request, query.ids), lng));
      }
      const filter = readFabricFilter({ getAll: (name) => [query[name as keyof typeof query] ?? []].flat().map(String) });
      return pageAnswer(await readPublicFabrics(app.ctx, { lng, filter, ...pageOfQuery(query) }));
    },
  );

  route(
    app,
    fabricContracts.item,
    async ({ params, lng }) => ({
      data: found(await readPublicFabric(app.ctx, params.id, lng), "Fabric"),
    }),
  );

  labelsRoute(app);
  specSheetRoute(app);
  feedRoutes(app);
  passportJsonLdRoutes(app);
  reportRoutes(app);

  route(app, passportContracts.status, async ({ query }) => ({
    data: await passportStatuses(app.ctx.db, { incomplete: query.incomplete === "true" }),
  }));

  route(app, passportContracts.update, async ({ params: { id }, body }, request) => {
    await app.ctx.storage.remove("private", await savePassport(writeContext(request), id, body));
    const read = found(await getPublicFabric(app.ctx.db, id, "all"), "Fabric");
    return { data: (await withPassport(app.ctx.db, read.fabric)).passport };
  });

  route(
    app,
    fabricContracts.create,
    async ({ lng }, request) => {
      const id = await handleImageWrite(request, {
        form: fabricContracts.create.body,
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
    fabricContracts.update,
    async ({ params: { id }, lng }, request) => {
      // Checked again under a lock in the transaction; this only spares receiving an image for nothing.
      if (!(await fabricExists(app.ctx.db, id))) throw notFound("Fabric");
      await handleImageWrite(request, {
        form: fabricContracts.update.body,
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
    fabricContracts.remove,
    async ({ params }, request) => {
      await deleteFabric(writeContext(request), params.id);
    },
  );

  route(
    app,
    fabricContracts.photos,
    async ({ params: { id }, query }) => {
      if (!(await fabricExists(app.ctx.db, id))) throw notFound("Fabric");
      return pageAnswer(await listFabricPhotos(app.ctx.db, id, pageOfQuery(query)));
    },
  );

  route(
    app,
    fabricContracts.addPhoto,
    async ({ params: { id } }, request) => {
      if (!(await fabricExists(app.ctx.db, id))) throw notFound("Fabric");
      const photoId = await handleImageWrite(request, {
        form: fabricContracts.addPhoto.body,
        validate: () => null,
        save: (_none, image) => addFabricPhoto(writeContext(request), id, image!),
      });
      return { data: found(await getFabricPhoto(app.ctx.db, photoId), "Photo") };
    },
  );

  route(
    app,
    fabricContracts.removePhoto,
    async ({ params }, request) => {
      await deleteFabricPhoto(writeContext(request), params.photoId);
    },
  );
}
