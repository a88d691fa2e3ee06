import type { FastifyInstance } from "fastify";
import { route } from "../../http/route";
import { contactInfoContracts } from "../../../common/api/contracts/admin-tools";
import { getContactInfo, readPublicContactInfo, updateContactInfo } from "./service";

export async function contactInfoRoutes(app: FastifyInstance) {
  route(
    app,
    contactInfoContracts.read,
    async ({ lng }) => ({
      data: lng === "all" ? await getContactInfo(app.ctx.db, lng) : await readPublicContactInfo(app.ctx, lng),
    }),
  );

  route(
    app,
    contactInfoContracts.update,
    async ({ body }, request) => ({ data: await updateContactInfo(app.ctx.db, body, request.admin!.userId) }),
  );
}
