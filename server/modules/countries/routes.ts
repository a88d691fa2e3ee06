import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { TEXT_LIMITS } from "../../../common/constants";
import { CountryDto } from "../../../common/api/countries";
import { adminCreate, adminDelete, adminUpdate, publicItem, publicPage } from "../../../common/api/contract-kinds";
import { found, notFound } from "../../http/errors";
import { pageAnswer, pageOfQuery } from "../../http/pagination";
import { localizedFrom, readLocalizedPatch } from "../../http/input";
import { blankToNull, localizedShape } from "../../../common/api/input";
import { route } from "../../http/route";
import { multipart } from "../../../common/api/contract";
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
    publicPage("/countries", "Countries with trade fairs, in display order", CountryDto, COUNTRY_PAGE_SIZE),
    async ({ lng, query }) =>
      pageAnswer(await listPublicCountries(app.ctx.db, { lng, ...pageOfQuery(query) })),
  );

  route(app, publicItem("/countries/:id", "A country", CountryDto), async ({ params, lng }) => ({
    data: found(await getPublicCountry(app.ctx.db, params.id, lng), "Country"),
  }));

  route(
    app,
    { ...adminCreate("/countries", "Add a country", createForm, CountryDto), lng: true },
    async ({ lng }, request) => {
      const id = await handleImageWrite(request, {
        form: createForm,
        validate: (body) => ({ name: localizedFrom(readLocalizedPatch(body, "name")), code: body.code ?? null }),
        save: (input, cover) => createCountry(writeContext(request), input, cover!),
      });
      return { data: found(await getPublicCountry(app.ctx.db, id, lng), "Country") };
    },
  );

  route(
    app,
    {
      ...adminUpdate("/countries/:id", "Edit a country (cover optional)", updateForm, CountryDto),
      lng: true,
    },
    async ({ params: { id }, lng }, request) => {
      // Checked again in the transaction; this only spares receiving an image for nothing.
      if (!(await countryExists(app.ctx.db, id))) throw notFound("Country");
      await handleImageWrite(request, {
        form: updateForm,
        validate: (body) => ({ name: readLocalizedPatch(body, "name"), code: body.code }),
        save: (patch, cover) => updateCountry(writeContext(request), id, patch, cover),
      });
      return { data: found(await getPublicCountry(app.ctx.db, id, lng), "Country") };
    },
  );

  route(
    app,
    adminDelete("/countries/:id", "Delete a country with its exhibitions, photos and files"),
    async ({ params }, request) => {
      await deleteCountry(writeContext(request), params.id);
    },
  );
}
