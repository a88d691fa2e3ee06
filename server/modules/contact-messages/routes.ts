import type { FastifyInstance } from "fastify";
import { ContactMessageDto } from "../../../common/api/inbox";
import { Created, dataOf } from "../../../common/api/shared";
import { contactMessageSchema } from "../../../common/schemas";
import { adminItem } from "../../../common/api/contract-kinds";
import { publicFormContract } from "../../http/inbox";
import { pageAnswer, pageOfQuery } from "../../http/pagination";
import { route } from "../../http/route";
import { messageContracts } from "../../../common/api/contracts/inboxes";
import {
  createContactMessage,
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  setContactMessageStatus,
} from "./service";

export async function contactMessageRoutes(app: FastifyInstance) {
  route(
    app,
    publicFormContract(app, {
      url: "/contact-messages",
      summary: "Send a contact message (public; honeypot field website)",
      body: contactMessageSchema,
      responses: { 201: dataOf(Created) },
    }),
    async ({ query, body }) => ({ data: await createContactMessage(app.ctx, body, { lng: query.lng }) }),
  );

  route(app, messageContracts.list, async ({ query }) =>
    pageAnswer(await listContactMessages(app.ctx.db, query, pageOfQuery(query))),
  );

  route(
    app,
    adminItem("/contact-messages/:id", "A contact message", ContactMessageDto),
    async ({ params }) => ({
      data: await getContactMessage(app.ctx.db, params.id),
    }),
  );

  route(app, messageContracts.status, async ({ params, body }, request) => ({
    data: await setContactMessageStatus(app.ctx.db, params.id, body.status, request.admin!.userId),
  }));

  route(app, messageContracts.remove, async ({ params }, request) => {
    await deleteContactMessage(app.ctx.db, params.id, request.admin!.userId);
  });
}
