import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { PAGE_SIZE_MAX, TEXT_LIMITS } from "../../../common/constants";
import { notFound, parseInput } from "../../http/errors";
import { resolveLang } from "../../http/lang";
import { parseId, parsePage } from "../../http/pagination";
import { localizedFrom, localizedKeys, localizedShape, readLocalizedPatch } from "../../http/input";
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
  listPublicFabrics,
  updateFabric,
} from "./service";

/** SPEC §5: name and description required on create; an edit may leave them out but not blank tr. */
const createFields = z.object({
  ...localizedShape("name", TEXT_LIMITS.name, "required"),
  ...localizedShape("description", TEXT_LIMITS.description, "required"),
});
const updateFields = z.object({
  ...localizedShape("name", TEXT_LIMITS.name, "keep"),
  ...localizedShape("description", TEXT_LIMITS.description, "keep"),
});

const fabricUpload = {
  fileFields: ["main_image"],
  textFields: [...localizedKeys("name"), ...localizedKeys("description")],
};
/** One photo per request (DESIGN): `image`, or `image[]` as the old client names it. */
const photoUpload = { fileFields: ["image", "image[]"], textFields: [], requiredFile: "image" };

type IdParams = { Params: { id: string } };

export async function fabricRoutes(app: FastifyInstance) {
  app.get("/fabrics", async (request) => {
    const lng = await resolveLang(request);
    const page = parsePage(request.query);
    const { items, meta } = await listPublicFabrics(app.ctx.db, {
      lng,
      page: page.page,
      pageSize: page.pageSize,
    });
    return { data: items, meta };
  });

  app.get<IdParams>("/fabrics/:id", async (request) => {
    const id = parseId(request.params.id);
    const detail = await getPublicFabric(app.ctx.db, id, await resolveLang(request));
    if (!detail) throw notFound("Fabric");
    return { data: detail };
  });

  app.post("/fabrics", { onRequest: app.requireAdmin }, async (request, reply) => {
    const lng = await resolveLang(request);
    const id = await handleImageWrite(request, {
      ...fabricUpload,
      requiredFile: "main_image",
      validate: (fields) => {
        const body = parseInput(createFields, fields);
        return {
          name: localizedFrom(readLocalizedPatch(body, "name")),
          description: localizedFrom(readLocalizedPatch(body, "description")),
        };
      },
      save: (input, image) => createFabric(writeContext(request), input, image!),
    });
    const detail = await getPublicFabric(app.ctx.db, id, lng);
    return reply.code(201).send({ data: detail?.fabric });
  });

  app.put<IdParams>("/fabrics/:id", { onRequest: app.requireAdmin }, async (request) => {
    const id = parseId(request.params.id);
    const lng = await resolveLang(request);
    // Checked again under a lock in the transaction; this only spares receiving an image for nothing.
    if (!(await fabricExists(app.ctx.db, id))) throw notFound("Fabric");
    await handleImageWrite(request, {
      ...fabricUpload,
      validate: (fields) => {
        const body = parseInput(updateFields, fields);
        return {
          name: readLocalizedPatch(body, "name"),
          description: readLocalizedPatch(body, "description"),
        };
      },
      save: (patch, image) => updateFabric(writeContext(request), id, patch, image),
    });
    const detail = await getPublicFabric(app.ctx.db, id, lng);
    if (!detail) throw notFound("Fabric");
    return { data: detail.fabric };
  });

  app.delete<IdParams>("/fabrics/:id", { onRequest: app.requireAdmin }, async (request, reply) => {
    await deleteFabric(writeContext(request), parseId(request.params.id));
    return reply.code(204).send();
  });

  app.get<IdParams>("/fabrics/:id/photos", async (request) => {
    const id = parseId(request.params.id);
    const page = parsePage(request.query, PAGE_SIZE_MAX);
    if (!(await fabricExists(app.ctx.db, id))) throw notFound("Fabric");
    const { items, meta } = await listFabricPhotos(app.ctx.db, id, {
      page: page.page,
      pageSize: page.pageSize,
    });
    return { data: items, meta };
  });

  app.post<IdParams>("/fabrics/:id/photos", { onRequest: app.requireAdmin }, async (request, reply) => {
    const id = parseId(request.params.id);
    if (!(await fabricExists(app.ctx.db, id))) throw notFound("Fabric");
    const photoId = await handleImageWrite(request, {
      ...photoUpload,
      validate: () => null,
      save: (_none, image) => addFabricPhoto(writeContext(request), id, image!),
    });
    return reply.code(201).send({ data: await getFabricPhoto(app.ctx.db, photoId) });
  });

  app.delete<{ Params: { photoId: string } }>(
    "/fabrics/photos/:photoId",
    { onRequest: app.requireAdmin },
    async (request, reply) => {
      await deleteFabricPhoto(writeContext(request), parseId(request.params.photoId, "photoId"));
      return reply.code(204).send();
    },
  );
}
