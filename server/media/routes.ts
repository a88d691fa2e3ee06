import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Re-encoded images only (never originals, never CVs), named by content-free random keys. */
export async function registerMediaRoutes(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: path.resolve(app.ctx.storage.uploadsDir),
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: "deny",
    cacheControl: false,
    setHeaders(reply) {
      reply.header("cache-control", "public, max-age=31536000, immutable");
    },
  });
}
