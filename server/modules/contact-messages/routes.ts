import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ContactMessageDto } from "../../../common/api/inbox";
import { Created, dataOf, pageOf } from "../../../common/api/shared";
import { contactMessageSchema, messageStatusSchema } from "../../../common/schemas";
import { assertNoHoneypot, FORM_BODY_LIMIT, formQuery, formRateLimit } from "../../http/inbox";
import { idParams, pageOfQuery, pageQuery } from "../../http/pagination";
import { route } from "../../http/route";
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
  route(
    app,
    {
      method: "POST",
      url: "/contact-messages",
      summary: "Send a contact message (public; honeypot field website)",
      query: formQuery,
      // A filled honeypot is refused before the fields are checked: the bot learns nothing.
      guard: (request) => assertNoHoneypot(request.body),
      body: contactMessageSchema,
      bodyLimit: FORM_BODY_LIMIT,
      rateLimit: formRateLimit(app).rateLimit,
      responses: { 201: dataOf(Created) },
    },
    async ({ query, body }) => ({ data: await createContactMessage(app.ctx, body, { lng: query.lng }) }),
  );

  route(
    app,
    {
      method: "GET",
      url: "/contact-messages",
      summary: "Contact messages",
      admin: true,
      query: z.object({ ...messageListQuery.shape, ...pageQuery(INBOX_PAGE_SIZE) }),
      responses: { 200: pageOf(ContactMessageDto) },
    },
    async ({ query }) => {
      const { items, meta } = await listContactMessages(app.ctx.db, query, pageOfQuery(query));
      return { data: items, meta };
    },
  );

  route(
    app,
    {
      method: "GET",
      url: "/contact-messages/:id",
      summary: "A contact message",
      admin: true,
      params: idParams,
      responses: { 200: dataOf(ContactMessageDto) },
    },
    async ({ params }) => ({ data: await getContactMessage(app.ctx.db, params.id) }),
  );

  route(
    app,
    {
      method: "PUT",
      url: "/contact-messages/:id/status",
      summary: "Change a message's status (new→read→replied, replied→read; else 409)",
      admin: true,
      params: idParams,
      body: messageStatusSchema,
      responses: { 200: dataOf(ContactMessageDto) },
      errors: { 409: "The status may not change that way" },
    },
    async ({ params, body }, request) => ({
      data: await setContactMessageStatus(app.ctx.db, params.id, body.status, request.admin!.userId),
    }),
  );

  route(
    app,
    {
      method: "DELETE",
      url: "/contact-messages/:id",
      summary: "Delete a contact message",
      admin: true,
      params: idParams,
      responses: { 204: null },
    },
    async ({ params }, request) => {
      await deleteContactMessage(app.ctx.db, params.id, request.admin!.userId);
    },
  );
}
