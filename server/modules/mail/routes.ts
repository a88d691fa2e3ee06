import type { FastifyInstance } from "fastify";
import { parseInput } from "../../http/errors";
import { parsePage } from "../../http/pagination";
import { listOutbox, outboxQuery } from "./service";

export async function mailRoutes(app: FastifyInstance) {
  /** The outbox, so staff can see mail that waits or failed (e.g. while SMTP is down). */
  app.get("/mail/outbox", { onRequest: app.requireAdmin }, async (request) => {
    const query = parseInput(outboxQuery, request.query);
    const { items, meta } = await listOutbox(app.ctx.db, query, parsePage(request.query));
    return { data: items, meta };
  });
}
