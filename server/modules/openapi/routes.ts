import type { FastifyInstance } from "fastify";
import { z } from "zod";
import pkg from "../../../package.json" with { type: "json" };
import { route } from "../../http/route";
import { buildOpenApi } from "./document";

/** Routes under these prefixes are the API the document describes: /api, GS1 Digital Link's /01/ and the Atom feed's /feeds/. */
export const DOCUMENTED_PREFIXES = ["/api/", "/01/", "/feeds/"];

/** GET /api/openapi.json: every route of the API, as registered, from their contracts. */
export async function openapiRoutes(app: FastifyInstance) {
  let document: ReturnType<typeof buildOpenApi> | undefined;
  route(
    app,
    {
      method: "GET",
      url: "/openapi.json",
      summary: "This document",
      responses: { 200: z.looseObject({ openapi: z.literal("3.1.0"), paths: z.record(z.string(), z.unknown()) }) },
    },
    async (_input, _request, reply) => {
      document ??= buildOpenApi(
        app.registeredRoutes.filter((r) => DOCUMENTED_PREFIXES.some((prefix) => r.url.startsWith(prefix))),
        pkg.version,
      );
      reply.header("cache-control", "public, max-age=300");
      return document;
    },
  );
}
