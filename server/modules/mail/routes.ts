import type { FastifyInstance } from "fastify";
import { OutboxItemDto } from "../../../common/api/inbox";
import { adminPage } from "../../../common/api/contract-kinds";
import { pageAnswer, pageOfQuery } from "../../http/pagination";
import { route } from "../../http/route";
import { listOutbox, outboxQuery } from "./service";

export async function mailRoutes(app: FastifyInstance) {
  /** The outbox, so staff can see mail that waits or failed (e.g. while SMTP is down). */
  route(
    app,
    adminPage("/mail/outbox", "Mail waiting in (or sent from) the outbox", OutboxItemDto, outboxQuery),
    async ({ query }) => pageAnswer(await listOutbox(app.ctx.db, query, pageOfQuery(query))),
  );
}
