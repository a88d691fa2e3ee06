import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { TEXT_LIMITS } from "../../../common/constants";
import { lowerScheme } from "../../../common/schemas";
import { ExhibitionDto } from "../../../common/api/exhibitions";
import { pageOf } from "../../../common/api/shared";
import { adminCreate, adminDelete, adminUpdate, publicItem, publicPage } from "../../../common/api/contract-kinds";
import { found, notFound } from "../../http/errors";
import { siteOrigin } from "../../http/origin";
import { pageAnswer, pageOfQuery } from "../../http/pagination";
import { idParam, idParams, pageQuery } from "../../../common/api/params";
import { route } from "../../http/route";
import { fileAnswer, multipart } from "../../../common/api/contract";
import { countryExists } from "../countries";
import { localizedFrom, readLocalizedPatch } from "../../http/input";
import { blankToNull, formId, localizedShape, optionalText } from "../../../common/api/input";
import { exhibitionPhotoRoutes } from "./photos.routes";
import { calendarFileName, fairCalendar, readCalendarFair } from "./calendar";
import { createExhibition, deleteExhibition, type ExhibitionFields, updateExhibition } from "./changes";
import { exhibitionExists, getPublicExhibition, listPublicExhibitions } from "./service";
import { writeContext } from "../../http/write-context";
import { handleImageWrite } from "../../media/image-write";

/** A country's exhibitions are shown on one page, so lists default to a full page. */
const EXHIBITION_PAGE_SIZE = 100;

const listQuery = z.object({
  ...pageQuery(EXHIBITION_PAGE_SIZE),
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
  hall: optionalText(TEXT_LIMITS.stand),
  stand: optionalText(TEXT_LIMITS.stand),
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

const createForm = multipart({ fields: createFields, files: ["image_url"], requiredFile: "image_url" });
const updateForm = multipart({ fields: updateFields, files: ["image_url"] });

export async function exhibitionRoutes(app: FastifyInstance) {
  route(
    app,
    {
      method: "GET",
      url: "/exhibitions",
      summary: "Exhibitions; ?when=upcoming|past by their dates, ?country_id",
      cache: "public",
      lng: true,
      query: listQuery,
      responses: { 200: pageOf(ExhibitionDto) },
    },
    async ({ lng, query }) =>
      pageAnswer(
        await listPublicExhibitions(app.ctx.db, {
          lng,
          ...pageOfQuery(query),
          countryId: query.country_id,
          when: query.when,
        }),
      ),
  );

  route(
    app,
    {
      ...publicPage(
        "/exhibitions/country/:countryId",
        "A country's exhibitions",
        ExhibitionDto,
        EXHIBITION_PAGE_SIZE,
      ),
      params: z.object({ countryId: idParam }),
    },
    async ({ params: { countryId }, lng, query }) => {
      if (!(await countryExists(app.ctx.db, countryId))) throw notFound("Country");
      return pageAnswer(await listPublicExhibitions(app.ctx.db, { lng, ...pageOfQuery(query), countryId }));
    },
  );

  route(app, publicItem("/exhibitions/:id", "An exhibition", ExhibitionDto), async ({ params, lng }) => ({
    data: found(await getPublicExhibition(app.ctx.db, params.id, lng), "Exhibition"),
  }));

  route(
    app,
    {
      method: "GET",
      url: "/exhibitions/:id/calendar.ics",
      summary:
        "A fair as an iCalendar file (one all-day VEVENT with the place and our stand) in the language asked; 404 without dates",
      params: idParams,
      lng: true,
      responses: { 200: fileAnswer(["text/calendar; charset=utf-8"]) },
    },
    async ({ params, lng }, request, reply) => {
      const language = lng === "all" ? "tr" : lng;
      const fair = await readCalendarFair(app.ctx.db, params.id, language);
      if (!fair) throw notFound("Exhibition");
      const body = fairCalendar(fair, language, siteOrigin(request), new Date());
      if (body === null) throw notFound("Exhibition dates");
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${calendarFileName(fair, language)}"`)
        .header("cache-control", "no-cache")
        .send(body);
    },
  );

  route(
    app,
    { ...adminCreate("/exhibitions", "Add an exhibition", createForm, ExhibitionDto), lng: true },
    async ({ lng }, request) => {
      const id = await handleImageWrite(request, {
        form: createForm,
        validate: (body) => ({
          ...pickOptional(body),
          countryId: body.countryId,
          title: localizedFrom(readLocalizedPatch(body, "title")),
          description: localizedFrom(readLocalizedPatch(body, "description")),
        }),
        save: (input, image) => createExhibition(writeContext(request), input, image!),
      });
      return { data: found(await getPublicExhibition(app.ctx.db, id, lng), "Exhibition") };
    },
  );

  route(
    app,
    {
      ...adminUpdate("/exhibitions/:id", "Edit an exhibition (image optional)", updateForm, ExhibitionDto),
      lng: true,
    },
    async ({ params: { id }, lng }, request) => {
      // Checked again in the transaction; this only spares receiving an image for nothing.
      if (!(await exhibitionExists(app.ctx.db, id))) throw notFound("Exhibition");
      await handleImageWrite(request, {
        form: updateForm,
        validate: (body) => ({
          ...pickOptional(body),
          countryId: body.countryId,
          title: readLocalizedPatch(body, "title"),
          description: readLocalizedPatch(body, "description"),
        }),
        save: (patch, image) => updateExhibition(writeContext(request), id, patch, image),
      });
      return { data: found(await getPublicExhibition(app.ctx.db, id, lng), "Exhibition") };
    },
  );

  route(
    app,
    adminDelete("/exhibitions/:id", "Delete an exhibition with its photos and files"),
    async ({ params }, request) => {
      await deleteExhibition(writeContext(request), params.id);
    },
  );

  await app.register(exhibitionPhotoRoutes);
}

/** The plain optional fields, as parsed (undefined = not sent, null = blanked). */
function pickOptional(body: ExhibitionFields): ExhibitionFields {
  return {
    city: body.city,
    venue: body.venue,
    hall: body.hall,
    stand: body.stand,
    start_date: body.start_date,
    end_date: body.end_date,
    website: body.website,
  };
}
