import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { dataOf } from "../../../common/api/shared";
import { TranslationReviewDto, TranslationStatusDto } from "../../../common/api/translations";
import { TRANSLATABLE_ENTITIES } from "../../../common/translations";
import { idParam } from "../../../common/api/params";
import { route } from "../../http/route";
import { reviewsOf, setReviews, translationStatus } from "./service";

const recordParams = z.object({ entity: z.enum(TRANSLATABLE_ENTITIES), id: idParam });
const reviewBody = z.object({ fields: z.array(z.string().max(40)).max(40) });

export async function translationRoutes(app: FastifyInstance) {
  route(
    app,
    {
      method: "GET",
      url: "/translations",
      summary:
        "How complete each language (en, de, es, fr) is across the content's localized fields that have a Turkish text, by kind of record, and every field missing or holding a copy to review",
      admin: true,
      responses: { 200: dataOf(TranslationStatusDto) },
    },
    async () => ({ data: await translationStatus(app.ctx.db) }),
  );

  route(
    app,
    {
      method: "GET",
      url: "/translations/reviews/:entity/:id",
      summary:
        "The fields of one record that hold a text copied from another language, not yet saved by hand",
      admin: true,
      params: recordParams,
      responses: { 200: dataOf(TranslationReviewDto) },
    },
    async ({ params }) => ({ data: await reviewsOf(app.ctx.db, params.entity, params.id) }),
  );

  route(
    app,
    {
      method: "PUT",
      url: "/translations/reviews/:entity/:id",
      summary:
        "Sets which fields of one record hold a copy to review (`name_en`, …), as its form saved them: each is marked with its current text, any other mark of the record goes. A mark ends by itself once the field holds another text",
      admin: true,
      params: recordParams,
      body: reviewBody,
      responses: { 200: dataOf(TranslationReviewDto) },
    },
    async ({ params, body }) => ({
      data: await setReviews(app.ctx.db, params.entity, params.id, body.fields),
    }),
  );
}
