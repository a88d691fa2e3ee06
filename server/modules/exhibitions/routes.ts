import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { TEXT_LIMITS } from "../../../common/constants";
import { lowerScheme } from "../../../common/schemas";
import { notFound, parseInput } from "../../http/errors";
import { resolveLang } from "../../http/lang";
import { parseId, parsePage } from "../../http/pagination";
import { countryExists } from "../countries";
import {
  blankToNull,
  formId,
  localizedFrom,
  localizedKeys,
  localizedShape,
  optionalText,
  readLocalizedPatch,
} from "../../http/input";
import { exhibitionPhotoRoutes } from "./photos.routes";
import {
  createExhibition,
  deleteExhibition,
  type ExhibitionFields,
  exhibitionExists,
  getPublicExhibition,
  listPublicExhibitions,
  updateExhibition,
} from "./service";
import { writeContext } from "../../http/write-context";
import { handleImageWrite } from "../../media/image-write";

/** A country's exhibitions are shown on one page, so lists default to a full page. */
const EXHIBITION_PAGE_SIZE = 100;

const listQuery = z.object({
  country_id: z
    .string()
    .regex(/^[0-9]{1,10}$/)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2_147_483_647)
    .optional(),
  when: z.enum(["upcoming", "past"]).optional(),
});

/** YYYY-MM-DD (a real calendar day); blank = none. */
const dateField = z.preprocess(blankToNull, z.iso.date().nullable().optional());
/**
 * Only http(s) links reach the pages; blank = none. The scheme is stored in lower case: the
 * URL parser takes `HTTPS://`, the database's check (`^https?://`) and the page do not.
 */
const websiteField = z.preprocess(
  blankToNull,
  z
    .url({ protocol: /^https?$/ })
    .max(TEXT_LIMITS.url)
    .transform(lowerScheme)
    .nullable()
    .optional(),
);

const optionalFields = {
  city: optionalText(TEXT_LIMITS.name),
  venue: optionalText(TEXT_LIMITS.name),
  start_date: dateField,
  end_date: dateField,
  website: websiteField,
};

const createFields = z.object({
  ...localizedShape("title", TEXT_LIMITS.title, "required"),
  ...localizedShape("description", TEXT_LIMITS.description, "required"),
  countryId: formId,
  ...optionalFields,
});

const updateFields = z.object({
  ...localizedShape("title", TEXT_LIMITS.title, "keep"),
  ...localizedShape("description", TEXT_LIMITS.description, "keep"),
  countryId: formId.optional(),
  ...optionalFields,
});

const upload = {
  fileFields: ["image_url"],
  textFields: [
    ...localizedKeys("title"),
    ...localizedKeys("description"),
    "countryId",
    ...Object.keys(optionalFields),
  ],
};

type Params = { id: string };

export async function exhibitionRoutes(app: FastifyInstance) {
  app.get("/exhibitions", async (request) => {
    const lng = await resolveLang(request);
    const page = parsePage(request.query, EXHIBITION_PAGE_SIZE);
    const query = parseInput(listQuery, request.query ?? {});
    const { items, meta } = await listPublicExhibitions(app.ctx.db, {
      lng,
      page: page.page,
      pageSize: page.pageSize,
      countryId: query.country_id,
      when: query.when,
    });
    return { data: items, meta };
  });

  app.get("/exhibitions/country/:countryId", async (request) => {
    const countryId = parseId((request.params as { countryId: string }).countryId, "countryId");
    const lng = await resolveLang(request);
    const page = parsePage(request.query, EXHIBITION_PAGE_SIZE);
    if (!(await countryExists(app.ctx.db, countryId))) throw notFound("Country");
    const { items, meta } = await listPublicExhibitions(app.ctx.db, {
      lng,
      page: page.page,
      pageSize: page.pageSize,
      countryId,
    });
    return { data: items, meta };
  });

  app.get("/exhibitions/:id", async (request) => {
    const id = parseId((request.params as Params).id);
    const exhibition = await getPublicExhibition(app.ctx.db, id, await resolveLang(request));
    if (!exhibition) throw notFound("Exhibition");
    return { data: exhibition };
  });

  app.post("/exhibitions", { onRequest: app.requireAdmin }, async (request, reply) => {
    const lng = await resolveLang(request);
    const id = await handleImageWrite(request, {
      ...upload,
      requiredFile: "image_url",
      validate: (fields) => {
        const body = parseInput(createFields, fields);
        return {
          ...pickOptional(body),
          countryId: body.countryId,
          title: localizedFrom(readLocalizedPatch(body, "title")),
          description: localizedFrom(readLocalizedPatch(body, "description")),
        };
      },
      save: (input, image) => createExhibition(writeContext(request), input, image!),
    });
    return reply.code(201).send({ data: await getPublicExhibition(app.ctx.db, id, lng) });
  });

  app.put("/exhibitions/:id", { onRequest: app.requireAdmin }, async (request) => {
    const id = parseId((request.params as Params).id);
    const lng = await resolveLang(request);
    // Checked again in the transaction; this only spares receiving an image for nothing.
    if (!(await exhibitionExists(app.ctx.db, id))) throw notFound("Exhibition");
    await handleImageWrite(request, {
      ...upload,
      validate: (fields) => {
        const body = parseInput(updateFields, fields);
        return {
          ...pickOptional(body),
          countryId: body.countryId,
          title: readLocalizedPatch(body, "title"),
          description: readLocalizedPatch(body, "description"),
        };
      },
      save: (patch, image) => updateExhibition(writeContext(request), id, patch, image),
    });
    const exhibition = await getPublicExhibition(app.ctx.db, id, lng);
    if (!exhibition) throw notFound("Exhibition");
    return { data: exhibition };
  });

  app.delete("/exhibitions/:id", { onRequest: app.requireAdmin }, async (request, reply) => {
    const id = parseId((request.params as Params).id);
    await deleteExhibition(writeContext(request), id);
    return reply.code(204).send();
  });

  await app.register(exhibitionPhotoRoutes);
}

/** The plain optional fields, as parsed (undefined = not sent, null = blanked). */
function pickOptional(body: ExhibitionFields): ExhibitionFields {
  return {
    city: body.city,
    venue: body.venue,
    start_date: body.start_date,
    end_date: body.end_date,
    website: body.website,
  };
}
