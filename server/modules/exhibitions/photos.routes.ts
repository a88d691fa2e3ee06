import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { PAGE_SIZE_MAX, TEXT_LIMITS } from "../../../common/constants";
import { ExhibitionPhotoDto, PhotoOrder } from "../../../common/api/exhibitions";
import { adminCreate, adminDelete, adminUpdate, publicPage } from "../../../common/api/contract-kinds";
import { found, notFound } from "../../http/errors";
import { pageAnswer, pageOfQuery } from "../../http/pagination";
import { idParams } from "../../../common/api/params";
import { localizedFrom, readLocalizedPatch } from "../../http/input";
import { localizedShape } from "../../../common/api/input";
import { route } from "../../http/route";
import { multipart } from "../../../common/api/contract";
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
      ...publicPage(
        "/exhibitions/:id/photos",
        "An exhibition's photos in display order",
        ExhibitionPhotoDto,
        PAGE_SIZE_MAX,
      ),
      params: idParams,
    },
    async ({ params, lng, query }) => {
      const result = await listExhibitionPhotos(app.ctx.db, params.id, { lng, ...pageOfQuery(query) });
      return pageAnswer(found(result, "Exhibition"));
    },
  );

  /** One file per request (SPEC §4: the screen uploads them one by one). */
  route(
    app,
    {
      ...adminCreate(
        "/exhibitions/:id/photos",
        "Add one photo (field image or image[])",
        photoForm,
        ExhibitionPhotoDto,
      ),
      params: idParams,
      lng: true,
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
      return { data: found(await getExhibitionPhoto(app.ctx.db, photoId, lng), "Photo") };
    },
  );

  route(
    app,
    {
      ...adminUpdate(
        "/exhibitions/photos/:id",
        "Edit a photo's title and description",
        textFields,
        ExhibitionPhotoDto,
      ),
      lng: true,
    },
    async ({ params: { id }, lng, body }, request) => {
      await updateExhibitionPhoto(writeContext(request), id, {
        title: readLocalizedPatch(body, "title"),
        description: readLocalizedPatch(body, "description"),
      });
      return { data: found(await getExhibitionPhoto(app.ctx.db, id, lng), "Photo") };
    },
  );

  route(
    app,
    adminUpdate(
      "/exhibitions/photos/:id/order",
      "Move a photo to a position; the others are renumbered",
      orderBody,
      PhotoOrder,
    ),
    async ({ params, body }, request) => ({
      data: await moveExhibitionPhoto(writeContext(request), params.id, body.display_order),
    }),
  );

  route(
    app,
    adminDelete("/exhibitions/photos/:id", "Delete a photo and its files"),
    async ({ params }, request) => {
      await deleteExhibitionPhoto(writeContext(request), params.id);
    },
  );
}
