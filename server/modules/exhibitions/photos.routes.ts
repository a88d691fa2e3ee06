import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { PAGE_SIZE_MAX, TEXT_LIMITS } from "../../../common/constants";
import { notFound, parseInput } from "../../http/errors";
import { resolveLang } from "../../http/lang";
import { parseId, parsePage } from "../../http/pagination";
import { localizedFrom, localizedKeys, localizedShape, readLocalizedPatch } from "../../http/input";
import {
  addExhibitionPhoto,
  deleteExhibitionPhoto,
  getExhibitionPhoto,
  listExhibitionPhotos,
  moveExhibitionPhoto,
  updateExhibitionPhoto,
} from "./photos.service";
import { exhibitionExists } from "./service";
import { writeContext } from "../../http/write-context";
import { handleImageWrite } from "../../media/image-write";

/** Photo texts may be blank: the screens show 'Untitled'. */
const textFields = z.object({
  ...localizedShape("title", TEXT_LIMITS.title, "free"),
  ...localizedShape("description", TEXT_LIMITS.description, "free"),
});

const orderBody = z.object({
  display_order: z.preprocess(
    (v) => (typeof v === "string" && /^[0-9]{1,7}$/.test(v) ? Number(v) : v),
    z.number().int().min(0).max(1_000_000),
  ),
});

type Params = { id: string };

export async function exhibitionPhotoRoutes(app: FastifyInstance) {
  app.get("/exhibitions/:id/photos", async (request) => {
    const id = parseId((request.params as Params).id);
    const lng = await resolveLang(request);
    const page = parsePage(request.query, PAGE_SIZE_MAX);
    const result = await listExhibitionPhotos(app.ctx.db, id, {
      lng,
      page: page.page,
      pageSize: page.pageSize,
    });
    if (!result) throw notFound("Exhibition");
    return { data: result.items, meta: result.meta };
  });

  /** One file per request (SPEC §4: the screen uploads them one by one). */
  app.post("/exhibitions/:id/photos", { onRequest: app.requireAdmin }, async (request, reply) => {
    const id = parseId((request.params as Params).id);
    const lng = await resolveLang(request);
    // Checked again in the transaction; this only spares receiving an image for nothing.
    if (!(await exhibitionExists(app.ctx.db, id))) throw notFound("Exhibition");
    const photoId = await handleImageWrite(request, {
      fileFields: ["image", "image[]"],
      textFields: [...localizedKeys("title"), ...localizedKeys("description")],
      requiredFile: "image",
      validate: (fields) => {
        const body = parseInput(textFields, fields);
        return {
          title: localizedFrom(readLocalizedPatch(body, "title")),
          description: localizedFrom(readLocalizedPatch(body, "description")),
        };
      },
      save: (input, image) => addExhibitionPhoto(writeContext(request), id, input, image!),
    });
    return reply.code(201).send({ data: await getExhibitionPhoto(app.ctx.db, photoId, lng) });
  });

  app.put("/exhibitions/photos/:id", { onRequest: app.requireAdmin }, async (request) => {
    const id = parseId((request.params as Params).id);
    const lng = await resolveLang(request);
    const body = parseInput(textFields, request.body);
    await updateExhibitionPhoto(writeContext(request), id, {
      title: readLocalizedPatch(body, "title"),
      description: readLocalizedPatch(body, "description"),
    });
    const photo = await getExhibitionPhoto(app.ctx.db, id, lng);
    if (!photo) throw notFound("Photo");
    return { data: photo };
  });

  app.put("/exhibitions/photos/:id/order", { onRequest: app.requireAdmin }, async (request) => {
    const id = parseId((request.params as Params).id);
    const body = parseInput(orderBody, request.body);
    return { data: await moveExhibitionPhoto(writeContext(request), id, body.display_order) };
  });

  app.delete("/exhibitions/photos/:id", { onRequest: app.requireAdmin }, async (request, reply) => {
    const id = parseId((request.params as Params).id);
    await deleteExhibitionPhoto(writeContext(request), id);
    return reply.code(204).send();
  });
}
