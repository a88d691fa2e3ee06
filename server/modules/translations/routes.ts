import type { FastifyInstance } from "fastify";
import { route } from "../../http/route";
import { translationContracts } from "../../../common/api/contracts/admin-tools";
import { reviewsOf, setReviews, translationStatus } from "./service";

export async function translationRoutes(app: FastifyInstance) {
  route(
    app,
    translationContracts.status,
    async () => ({ data: await translationStatus(app.ctx.db) }),
  );

  route(
    app,
    translationContracts.reviews,
    async ({ params }) => ({ data: await reviewsOf(app.ctx.db, params.entity, params.id) }),
  );

  route(
    app,
    translationContracts.setReviews,
    async ({ params, body }) => ({
      data: await setReviews(app.ctx.db, params.entity, params.id, body.fields),
    }),
  );
}
