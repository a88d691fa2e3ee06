import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { OutboxItemDto } from "../../../common/api/inbox";
import { pageOf } from "../../../common/api/shared";
import { pageOfQuery, pageQuery } from "../../http/pagination";
import { route } from "../../http/route";
import { listOutbox, outboxQuery } from "./service";

export async function mailRoutes(app: FastifyInstance) {
  /** The outbox, so staff can see mail that waits or failed (e.g. while SMTP is down). */
  route(
    app,
    {
      method: "GET",
      url: "/mail/outbox",
      summary: "Mail waiting in (or sent from) the outbox",
      admin: true,
      query: z.object({ ...outboxQuery.shape, ...pageQuery() }),
      responses: { 200: pageOf(OutboxItemDto) },
    },
    async ({ query }) => {
      const { items, meta } = await listOutbox(app.ctx.db, query, pageOfQuery(query));
      return { data: items, meta };
    },
  );
}
