/**
 * Privacy requests (admin): what is held under an address, its archive, its erasure. POST with
 * the address in the body, never in a URL (URLs reach logs and browser histories).
 */
import type { FastifyInstance } from "fastify";
import { today } from "../../../common/dates";
import { route } from "../../http/route";
import { privacyContracts } from "../../../common/api/contracts/admin-tools";
import { privacyArchive } from "./archive";
import { erase, holdings } from "./service";

export async function privacyRoutes(app: FastifyInstance) {
  route(
    app,
    privacyContracts.lookup,
    async ({ body }) => ({ data: await holdings(app.ctx.db, body.email) }),
  );

  route(
    app,
    privacyContracts.export,
    async ({ body }, request, reply) =>
      reply
        .type("application/zip")
        .header("content-disposition", `attachment; filename="personal-data-${today()}.zip"`)
        .header("cache-control", "no-store")
        .send(await privacyArchive(app.ctx, body.email, request.admin!.userId)),
  );

  route(
    app,
    privacyContracts.erase,
    async ({ body }, request) => ({ data: await erase(app.ctx, body.email, request.admin!.userId) }),
  );
}
