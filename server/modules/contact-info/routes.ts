import type { FastifyInstance } from "fastify";
import { resolveLang } from "../../http/lang";
import { getContactInfo, updateContactInfo } from "./service";

export async function contactInfoRoutes(app: FastifyInstance) {
  app.get("/contact-info", async (request) => {
    return { data: await getContactInfo(app.ctx.db, await resolveLang(request)) };
  });

  app.put("/contact-info", { onRequest: app.requireAdmin }, async (request) => {
    return { data: await updateContactInfo(app.ctx.db, request.body, request.admin!.userId) };
  });
}
