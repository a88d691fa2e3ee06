import type { FastifyInstance } from "fastify";
import { apiTokenContracts } from "../../../common/api/contracts/api-tokens";
import { route } from "../../http/route";
import { writeContext } from "../../http/write-context";
import { createApiToken, listApiTokens, revokeApiToken } from "./service";

/** The staff's routes of the API tokens: a session only (their contracts name no scope). */
export async function apiTokenRoutes(app: FastifyInstance) {
  route(app, apiTokenContracts.list, async () => ({ data: await listApiTokens(app.ctx.db) }));

  route(app, apiTokenContracts.create, async ({ body }, request) =>
    createApiToken(writeContext(request), body),
  );

  route(app, apiTokenContracts.revoke, async ({ params }, request) => {
    await revokeApiToken(writeContext(request), params.id);
  });
}
