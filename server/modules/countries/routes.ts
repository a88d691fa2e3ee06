import type { FastifyInstance } from "fastify";
import { found, notFound } from "../../http/errors";
import { pageAnswer, pageOfQuery } from "../../http/pagination";
import { localizedFrom, readLocalizedPatch } from "../../http/input";
import { route } from "../../http/route";
import { countryContracts } from "../../../common/api/contracts/countries";
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

export async function countryRoutes(app: FastifyInstance) {
  route(
    app,
    countryContracts.list,
    async ({ lng, query }) =>
      pageAnswer(await listPublicCountries(app.ctx.db, { lng, ...pageOfQuery(query) })),
  );

  route(app, countryContracts.item, async ({ params, lng }) => ({
    data: found(await getPublicCountry(app.ctx.db, params.id, lng), "Country"),
  }));

  route(
    app,
    countryContracts.create,
    async ({ lng }, request) => {
      const id = await handleImageWrite(request, {
        form: countryContracts.create.body,
        validate: (body) => ({ name: localizedFrom(readLocalizedPatch(body, "name")), code: body.code ?? null }),
        save: (input, cover) => createCountry(writeContext(request), input, cover!),
      });
      return { data: found(await getPublicCountry(app.ctx.db, id, lng), "Country") };
    },
  );

  route(
    app,
    countryContracts.update,
    async ({ params: { id }, lng }, request) => {
      // Checked again in the transaction; this only spares receiving an image for nothing.
      if (!(await countryExists(app.ctx.db, id))) throw notFound("Country");
      await handleImageWrite(request, {
        form: countryContracts.update.body,
        validate: (body) => ({ name: readLocalizedPatch(body, "name"), code: body.code }),
        save: (patch, cover) => updateCountry(writeContext(request), id, patch, cover),
      });
      return { data: found(await getPublicCountry(app.ctx.db, id, lng), "Country") };
    },
  );

  route(
    app,
    countryContracts.remove,
    async ({ params }, request) => {
      await deleteCountry(writeContext(request), params.id);
    },
  );
}
