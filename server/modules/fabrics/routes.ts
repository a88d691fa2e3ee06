import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { PAGE_SIZE_MAX, TEXT_LIMITS } from "../../../common/constants";
import { FabricDetail, FabricDto, FabricPhotoDto } from "../../../common/api/fabrics";
import { dataOf, pageOf } from "../../../common/api/shared";
import { notFound } from "../../http/errors";
import { idParam, idParams, pageOfQuery, pageQuery } from "../../http/pagination";
import { localizedFrom, localizedShape, readLocalizedPatch } from "../../http/input";
import { multipart, route } from "../../http/route";
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
const createForm = multipart({
  fields: z.object({
    ...localizedShape("name", TEXT_LIMITS.name, "required"),
    ...localizedShape("description", TEXT_LIMITS.description, "required"),
  }),
  files: ["main_image"],
  requiredFile: "main_image",
});
const updateForm = multipart({
  fields: z.object({
    ...localizedShape("name", TEXT_LIMITS.name, "keep"),
    ...localizedShape("description", TEXT_LIMITS.description, "keep"),
  }),
  files: ["main_image"],
});
/** One photo per request (DESIGN): `image`, or `image[]` as the old client names it. */
const photoForm = multipart({ fields: z.object({}), files: ["image", "image[]"], requiredFile: "image" });

export async function fabricRoutes(app: FastifyInstance) {
  route(
    app,
    {
      method: "GET",
      url: "/fabrics",
      summary: "Fabrics, newest first",
      cache: "public",
      lng: true,
      query: z.object(pageQuery()),
      responses: { 200: pageOf(FabricDto) },
    },
    async ({ lng, query }) => {
      const { items, meta } = await listPublicFabrics(app.ctx.db, { lng, ...pageOfQuery(query) });
      return { data: items, meta };
    },
  );

  route(
    app,
    {
      method: "GET",
      url: "/fabrics/:id",
      summary: "A fabric and its photos",
      cache: "public",
      params: idParams,
      lng: true,
      responses: { 200: dataOf(FabricDetail) },
    },
    async ({ params, lng }) => {
      const detail = await getPublicFabric(app.ctx.db, params.id, lng);
      if (!detail) throw notFound("Fabric");
      return { data: detail };
    },
  );

  route(
    app,
    {
      method: "POST",
      url: "/fabrics",
      summary: "Add a fabric",
      admin: true,
      lng: true,
      body: createForm,
      responses: { 201: dataOf(FabricDto) },
    },
    async ({ lng }, request) => {
      const id = await handleImageWrite(request, {
        form: createForm,
        validate: (body) => ({
          name: localizedFrom(readLocalizedPatch(body, "name")),
          description: localizedFrom(readLocalizedPatch(body, "description")),
        }),
        save: (input, image) => createFabric(writeContext(request), input, image!),
      });
      const detail = await getPublicFabric(app.ctx.db, id, lng);
      if (!detail) throw notFound("Fabric");
      return { data: detail.fabric };
    },
  );

  route(
    app,
    {
      method: "PUT",
      url: "/fabrics/:id",
      summary: "Edit a fabric (main image optional)",
      admin: true,
      params: idParams,
      lng: true,
      body: updateForm,
      responses: { 200: dataOf(FabricDto) },
    },
    async ({ params: { id }, lng }, request) => {
      // Checked again under a lock in the transaction; this only spares receiving an image for nothing.
      if (!(await fabricExists(app.ctx.db, id))) throw notFound("Fabric");
      await handleImageWrite(request, {
        form: updateForm,
        validate: (body) => ({
          name: readLocalizedPatch(body, "name"),
          description: readLocalizedPatch(body, "description"),
        }),
        save: (patch, image) => updateFabric(writeContext(request), id, patch, image),
      });
      const detail = await getPublicFabric(app.ctx.db, id, lng);
      if (!detail) throw notFound("Fabric");
      return { data: detail.fabric };
    },
  );

  route(
    app,
    {
      method: "DELETE",
      url: "/fabrics/:id",
      summary: "Delete a fabric, its photos and their files",
      admin: true,
      params: idParams,
      responses: { 204: null },
    },
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
      const { items, meta } = await listFabricPhotos(app.ctx.db, id, pageOfQuery(query));
      return { data: items, meta };
    },
  );

  route(
    app,
    {
      method: "POST",
      url: "/fabrics/:id/photos",
      summary: "Add a photo to a fabric's gallery (one file)",
      admin: true,
      params: idParams,
      body: photoForm,
      responses: { 201: dataOf(FabricPhotoDto) },
    },
    async ({ params: { id } }, request) => {
      if (!(await fabricExists(app.ctx.db, id))) throw notFound("Fabric");
      const photoId = await handleImageWrite(request, {
        form: photoForm,
        validate: () => null,
        save: (_none, image) => addFabricPhoto(writeContext(request), id, image!),
      });
      const photo = await getFabricPhoto(app.ctx.db, photoId);
      if (!photo) throw notFound("Photo");
      return { data: photo };
    },
  );

  route(
    app,
    {
      method: "DELETE",
      url: "/fabrics/photos/:photoId",
      summary: "Delete a fabric photo and its files",
      admin: true,
      params: z.object({ photoId: idParam }),
      responses: { 204: null },
    },
    async ({ params }, request) => {
      await deleteFabricPhoto(writeContext(request), params.photoId);
    },
  );
}
