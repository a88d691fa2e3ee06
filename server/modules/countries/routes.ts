import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { TEXT_LIMITS } from "../../../common/constants";
import { CountryDto } from "../../../common/api/countries";
import { dataOf, pageOf } from "../../../common/api/shared";
import { notFound } from "../../http/errors";
import { idParams, pageOfQuery, pageQuery } from "../../http/pagination";
import { blankToNull, localizedFrom, localizedShape, readLocalizedPatch } from "../../http/input";
import { multipart, route } from "../../http/route";
import { writeContext } from "../../http/write-context";
import { handleImageWrite } from "../../media/image-write";
import {
  countryExists,
  createCountry,
  deleteCountry,
  getPublicCountry,
  listPublicCountries,
  updateCountry,
} from "./service";

/** Lists of countries are short: the site shows them all on one page. */
const COUNTRY_PAGE_SIZE = 100;

/** ISO 3166-1 alpha-2; lower case is accepted and stored upper case; blank = none. */
const code = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .optional(),
);

const createForm = multipart({
  fields: z.object({ ...localizedShape("name", TEXT_LIMITS.name, "required"), code }),
  files: ["coverImage"],
  requiredFile: "coverImage",
});
const updateForm = multipart({
  fields: z.object({ ...localizedShape("name", TEXT_LIMITS.name, "keep"), code }),
  files: ["coverImage"],
});

export async function countryRoutes(app: FastifyInstance) {
  route(
    app,
    {
      method: "GET",
      url: "/countries",
      summary: "Countries with trade fairs, in display order",
      cache: "public",
      lng: true,
      query: z.object(pageQuery(COUNTRY_PAGE_SIZE)),
      responses: { 200: pageOf(CountryDto) },
    },
    async ({ lng, query }) => {
      const { items, meta } = await listPublicCountries(app.ctx.db, { lng, ...pageOfQuery(query) });
      return { data: items, meta };
    },
  );

  route(
    app,
    {
      method: "GET",
      url: "/countries/:id",
      summary: "A country",
      cache: "public",
      params: idParams,
      lng: true,
      responses: { 200: dataOf(CountryDto) },
    },
    async ({ params, lng }) => {
      const country = await getPublicCountry(app.ctx.db, params.id, lng);
      if (!country) throw notFound("Country");
      return { data: country };
    },
  );

  route(
    app,
    {
      method: "POST",
      url: "/countries",
      summary: "Add a country",
      admin: true,
      lng: true,
      body: createForm,
      responses: { 201: dataOf(CountryDto) },
    },
    async ({ lng }, request) => {
      const id = await handleImageWrite(request, {
        form: createForm,
        validate: (body) => ({ name: localizedFrom(readLocalizedPatch(body, "name")), code: body.code ?? null }),
        save: (input, cover) => createCountry(writeContext(request), input, cover!),
      });
      const country = await getPublicCountry(app.ctx.db, id, lng);
      if (!country) throw notFound("Country");
      return { data: country };
    },
  );

  route(
    app,
    {
      method: "PUT",
      url: "/countries/:id",
      summary: "Edit a country (cover optional)",
      admin: true,
      params: idParams,
      lng: true,
      body: updateForm,
      responses: { 200: dataOf(CountryDto) },
    },
    async ({ params: { id }, lng }, request) => {
      // Checked again in the transaction; this only spares receiving an image for nothing.
      if (!(await countryExists(app.ctx.db, id))) throw notFound("Country");
      await handleImageWrite(request, {
        form: updateForm,
        validate: (body) => ({ name: readLocalizedPatch(body, "name"), code: body.code }),
        save: (patch, cover) => updateCountry(writeContext(request), id, patch, cover),
      });
      const country = await getPublicCountry(app.ctx.db, id, lng);
      if (!country) throw notFound("Country");
      return { data: country };
    },
  );

  route(
    app,
    {
      method: "DELETE",
      url: "/countries/:id",
      summary: "Delete a country with its exhibitions, photos and files",
      admin: true,
      params: idParams,
      responses: { 204: null },
    },
    async ({ params }, request) => {
      await deleteCountry(writeContext(request), params.id);
    },
  );
}
