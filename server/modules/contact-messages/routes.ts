import type { FastifyInstance } from "fastify";
import { messageStatusSchema } from "../../../common/schemas";
import { parseInput } from "../../http/errors";
import { parseId, parsePage } from "../../http/pagination";
import { FORM_BODY_LIMIT, formRateLimit } from "../../http/inbox";
import {
  createContactMessage,
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  messageListQuery,
  setContactMessageStatus,
} from "./service";

const INBOX_PAGE_SIZE = 50;

export async function contactMessageRoutes(app: FastifyInstance) {
  app.post(
    "/contact-messages",
    { bodyLimit: FORM_BODY_LIMIT, config: formRateLimit(app) },
    async (request, reply) => {
      const lng = (request.query as Record<string, unknown>).lng;
      const created = await createContactMessage(app.ctx, request.body, { lng });
      return reply.code(201).send({ data: created });
    },
  );

  app.get("/contact-messages", { onRequest: app.requireAdmin }, async (request) => {
    const query = parseInput(messageListQuery, request.query);
    const page = parsePage(request.query, INBOX_PAGE_SIZE);
    const { items, meta } = await listContactMessages(app.ctx.db, query, page);
    return { data: items, meta };
  });

  app.get<{ Params: { id: string } }>(
    "/contact-messages/:id",
    { onRequest: app.requireAdmin },
    async (request) => {
      return { data: await getContactMessage(app.ctx.db, parseId(request.params.id)) };
    },
  );

  app.put<{ Params: { id: string } }>(
    "/contact-messages/:id/status",
    { onRequest: app.requireAdmin },
    async (request) => {
      const id = parseId(request.params.id);
      const { status } = parseInput(messageStatusSchema, request.body);
      return { data: await setContactMessageStatus(app.ctx.db, id, status, request.admin!.userId) };
    },
  );

  app.delete<{ Params: { id: string } }>(
    "/contact-messages/:id",
    { onRequest: app.requireAdmin },
    async (request, reply) => {
      await deleteContactMessage(app.ctx.db, parseId(request.params.id), request.admin!.userId);
      return reply.code(204).send();
    },
  );
}
