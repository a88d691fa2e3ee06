import type { FastifyInstance } from "fastify";
import { found, notFound } from "../../http/errors";
import { pageAnswer, pageOfQuery } from "../../http/pagination";
import { localizedFrom, readLocalizedPatch } from "../../http/input";
import { route } from "../../http/route";
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
import { exhibitionContracts } from "../../../common/api/contracts/exhibitions";
import { handleImageWrite } from "../../media/image-write";

export async function exhibitionPhotoRoutes(app: FastifyInstance) {
  route(
    app,
    exhibitionContracts.photos,
    async ({ params, lng, query }) => {
      const result = await listExhibitionPhotos(app.ctx.db, params.id, { lng, ...pageOfQuery(query) });
      return pageAnswer(found(result, "Exhibition"));
    },
  );

    route(
    app,
    exhibitionContracts.addPhoto,
    async ({ params: { id }, lng }, request) => {
      // Checked again in the transaction; this only spares receiving an image for nothing.
      if (!(await exhibitionExists(app.ctx.db, id))) throw notFound("Exhibition");
      const photoId = await handleImageWrite(request, {
        form: exhibitionContracts.addPhoto.body,
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
    exhibitionContracts.updatePhoto,
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
    exhibitionContracts.movePhoto,
    async ({ params, body }, request) => ({
      data: await moveExhibitionPhoto(writeContext(request), params.id, body.display_order),
    }),
  );

  route(
    app,
    exhibitionContracts.removePhoto,
    async ({ params }, request) => {
      await deleteExhibitionPhoto(writeContext(request), params.id);
    },
  );
}
