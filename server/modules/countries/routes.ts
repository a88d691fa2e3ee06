import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { TEXT_LIMITS } from "../../../common/constants";
import { notFound, parseInput } from "../../http/errors";
import { resolveLang } from "../../http/lang";
import { parseId, parsePage } from "../../http/pagination";
import {
  blankToNull,
  localizedFrom,
  localizedKeys,
  localizedShape,
  readLocalizedPatch,
} from "../../http/input";
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

const createFields = z.object({ ...localizedShape("name", TEXT_LIMITS.name, "required"), code });
const updateFields = z.object({ ...localizedShape("name", TEXT_LIMITS.name, "keep"), code });

const upload = {
  fileFields: ["coverImage"],
  textFields: [...localizedKeys("name"), "code"],
};

export async function countryRoutes(app: FastifyInstance) {
  app.get("/countries", async (request) => {
    const lng = await resolveLang(request);
    const page = parsePage(request.query, COUNTRY_PAGE_SIZE);
    const { items, meta } = await listPublicCountries(app.ctx.db, {
      lng,
      page: page.page,
      pageSize: page.pageSize,
    });
    return { data: items, meta };
  });

  app.get("/countries/:id", async (request) => {
    const id = parseId((request.params as { id: string }).id);
    const country = await getPublicCountry(app.ctx.db, id, await resolveLang(request));
    if (!country) throw notFound("Country");
    return { data: country };
  });

  app.post("/countries", { onRequest: app.requireAdmin }, async (request, reply) => {
    const lng = await resolveLang(request);
    const id = await handleImageWrite(request, {
      ...upload,
      requiredFile: "coverImage",
      validate: (fields) => {
        const body = parseInput(createFields, fields);
        return { name: localizedFrom(readLocalizedPatch(body, "name")), code: body.code ?? null };
      },
      save: (input, cover) => createCountry(writeContext(request), input, cover!),
    });
    return reply.code(201).send({ data: await getPublicCountry(app.ctx.db, id, lng) });
  });

  app.put("/countries/:id", { onRequest: app.requireAdmin }, async (request) => {
    const id = parseId((request.params as { id: string }).id);
    const lng = await resolveLang(request);
    // Checked again in the transaction; this only spares receiving an image for nothing.
    if (!(await countryExists(app.ctx.db, id))) throw notFound("Country");
    await handleImageWrite(request, {
      ...upload,
      validate: (fields) => {
        const body = parseInput(updateFields, fields);
        return { name: readLocalizedPatch(body, "name"), code: body.code };
      },
      save: (patch, cover) => updateCountry(writeContext(request), id, patch, cover),
    });
    const country = await getPublicCountry(app.ctx.db, id, lng);
    if (!country) throw notFound("Country");
    return { data: country };
  });

  app.delete("/countries/:id", { onRequest: app.requireAdmin }, async (request, reply) => {
    const id = parseId((request.params as { id: string }).id);
    await deleteCountry(writeContext(request), id);
    return reply.code(204).send();
  });
}
