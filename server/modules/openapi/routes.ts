import type { FastifyInstance } from "fastify";
import pkg from "../../../package.json" with { type: "json" };
import { buildOpenApi, type RegisteredRoute } from "./document";

/** GET /api/openapi.json: every route of the API, as registered. */
export async function openapiRoutes(app: FastifyInstance, options: { routes: RegisteredRoute[] }) {
  let document: unknown;
  app.get("/openapi.json", async (_request, reply) => {
    document ??= buildOpenApi(options.routes, pkg.version);
    reply.header("cache-control", "public, max-age=300");
    return document;
  });
}
