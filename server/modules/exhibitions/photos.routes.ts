import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { PAGE_SIZE_MAX, TEXT_LIMITS } from "../../../common/constants";
import { ExhibitionPhotoDto, PhotoOrder } from "../../../common/api/exhibitions";
import { dataOf, pageOf } from "../../../common/api/shared";
import { notFound } from "../../http/errors";
import { idParams, pageOfQuery, pageQuery } from "../../http/pagination";
import { localizedFrom, localizedShape, readLocalizedPatch } from "../../http/input";
import { multipart, route } from "../../http/route";
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

const photoForm = multipart({ fields: textFields, files: ["image", "image[]"], requiredFile: "image" });

export async function exhibitionPhotoRoutes(app: FastifyInstance) {
  route(
    app,
    {
      method: "GET",
      url: "/exhibitions/:id/photos",
      summary: "An exhibition's photos in display order",
      cache: "public",
      params: idParams,
      lng: true,
      query: z.object(pageQuery(PAGE_SIZE_MAX)),
      responses: { 200: pageOf(ExhibitionPhotoDto) },
    },
    async ({ params, lng, query }) => {
      const result = await listExhibitionPhotos(app.ctx.db, params.id, { lng, ...pageOfQuery(query) });
      if (!result) throw notFound("Exhibition");
      return { data: result.items, meta: result.meta };
    },
  );

  /** One file per request (SPEC §4: the screen uploads them one by one). */
  route(
    app,
    {
      method: "POST",
      url: "/exhibitions/:id/photos",
      summary: "Add one photo (field image or image[])",
      admin: true,
      params: idParams,
      lng: true,
      body: photoForm,
      responses: { 201: dataOf(ExhibitionPhotoDto) },
    },
    async ({ params: { id }, lng }, request) => {
      // Checked again in the transaction; this only spares receiving an image for nothing.
      if (!(await exhibitionExists(app.ctx.db, id))) throw notFound("Exhibition");
      const photoId = await handleImageWrite(request, {
        form: photoForm,
        validate: (body) => ({
          title: localizedFrom(readLocalizedPatch(body, "title")),
          description: localizedFrom(readLocalizedPatch(body, "description")),
        }),
        save: (input, image) => addExhibitionPhoto(writeContext(request), id, input, image!),
      });
      const photo = await getExhibitionPhoto(app.ctx.db, photoId, lng);
      if (!photo) throw notFound("Photo");
      return { data: photo };
    },
  );

  route(
    app,
    {
      method: "PUT",
      url: "/exhibitions/photos/:id",
      summary: "Edit a photo's title and description",
      admin: true,
      params: idParams,
      lng: true,
      body: textFields,
      responses: { 200: dataOf(ExhibitionPhotoDto) },
    },
    async ({ params: { id }, lng, body }, request) => {
      await updateExhibitionPhoto(writeContext(request), id, {
        title: readLocalizedPatch(body, "title"),
        description: readLocalizedPatch(body, "description"),
      });
      const photo = await getExhibitionPhoto(app.ctx.db, id, lng);
      if (!photo) throw notFound("Photo");
      return { data: photo };
    },
  );

  route(
    app,
    {
      method: "PUT",
      url: "/exhibitions/photos/:id/order",
      summary: "Move a photo to a position; the others are renumbered",
      admin: true,
      params: idParams,
      body: orderBody,
      responses: { 200: dataOf(PhotoOrder) },
    },
    async ({ params, body }, request) => ({
      data: await moveExhibitionPhoto(writeContext(request), params.id, body.display_order),
    }),
  );

  route(
    app,
    {
      method: "DELETE",
      url: "/exhibitions/photos/:id",
      summary: "Delete a photo and its files",
      admin: true,
      params: idParams,
      responses: { 204: null },
    },
    async ({ params }, request) => {
      await deleteExhibitionPhoto(writeContext(request), params.id);
    },
  );
}
