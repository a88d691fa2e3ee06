import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ExhibitionDto } from "../../../common/api/exhibitions";
import { pageOf } from "../../../common/api/shared";
import { found, notFound } from "../../http/errors";
import { siteOrigin } from "../../http/origin";
import { pageAnswer, pageOfQuery } from "../../http/pagination";
import { idParams, pageQuery } from "../../../common/api/params";
import { route } from "../../http/route";
import { fileAnswer } from "../../../common/api/contract";
import { countryExists } from "../countries";
import { localizedFrom, readLocalizedPatch } from "../../http/input";
import { exhibitionPhotoRoutes } from "./photos.routes";
import { calendarFileName, fairCalendar, readCalendarFair } from "./calendar";
import { createExhibition, deleteExhibition, type ExhibitionFields, updateExhibition } from "./changes";
import { exhibitionExists, getPublicExhibition, listPublicExhibitions } from "./service";
import { writeContext } from "../../http/write-context";
import { EXHIBITION_PAGE_SIZE, exhibitionContracts } from "../../../common/api/contracts/exhibitions";
import { handleImageWrite } from "../../media/image-write";


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
    exhibitionContracts.ofCountry,
    async ({ params: { countryId }, lng, query }) => {
      if (!(await countryExists(app.ctx.db, countryId))) throw notFound("Country");
      return pageAnswer(await listPublicExhibitions(app.ctx.db, { lng, ...pageOfQuery(query), countryId }));
    },
  );

  route(app, exhibitionContracts.item, async ({ params, lng }) => ({
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
    exhibitionContracts.create,
    async ({ lng }, request) => {
      const id = await handleImageWrite(request, {
        form: exhibitionContracts.create.body,
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
    exhibitionContracts.update,
    async ({ params: { id }, lng }, request) => {
      // Checked again in the transaction; this only spares receiving an image for nothing.
      if (!(await exhibitionExists(app.ctx.db, id))) throw notFound("Exhibition");
      await handleImageWrite(request, {
        form: exhibitionContracts.update.body,
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
    exhibitionContracts.remove,
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
