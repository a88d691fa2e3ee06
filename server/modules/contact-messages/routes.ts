import type { FastifyInstance } from "fastify";
import { ContactMessageDto } from "../../../common/api/inbox";
import { Created, dataOf } from "../../../common/api/shared";
import { contactMessageSchema, messageStatusSchema } from "../../../common/schemas";
import { adminDelete, adminItem, adminPage } from "../../../common/api/contract-kinds";
import { assertNoHoneypot, FORM_BODY_LIMIT, formQuery, formRateLimit } from "../../http/inbox";
import { INBOX_PAGE_SIZE, statusChange } from "../../../common/api/contract-kinds";
import { pageAnswer, pageOfQuery } from "../../http/pagination";
import { route } from "../../http/route";
import {
  createContactMessage,
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  messageListQuery,
  setContactMessageStatus,
} from "./service";

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
    adminPage("/contact-messages", "Contact messages", ContactMessageDto, messageListQuery, INBOX_PAGE_SIZE),
    async ({ query }) => pageAnswer(await listContactMessages(app.ctx.db, query, pageOfQuery(query))),
  );

  route(
    app,
    adminItem("/contact-messages/:id", "A contact message", ContactMessageDto),
    async ({ params }) => ({
      data: await getContactMessage(app.ctx.db, params.id),
    }),
  );

  route(
    app,
    statusChange(
      "/contact-messages/:id/status",
      "Change a message's status (new→read→replied, replied→read; else 409)",
      messageStatusSchema,
      ContactMessageDto,
    ),
    async ({ params, body }, request) => ({
      data: await setContactMessageStatus(app.ctx.db, params.id, body.status, request.admin!.userId),
    }),
  );

  route(
    app,
    adminDelete("/contact-messages/:id", "Delete a contact message"),
    async ({ params }, request) => {
      await deleteContactMessage(app.ctx.db, params.id, request.admin!.userId);
    },
  );
}
