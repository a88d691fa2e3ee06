import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFound } from "../http/errors";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Re-encoded images only (never originals, never CVs), named by content-free random keys.
 * From the local folder: served as static files. From a bucket: streamed through the server,
 * or, with S3_PUBLIC_URL, a redirect to the same key there (docs/decisions/0019-object-storage.md).
 */
export async function registerMediaRoutes(app: FastifyInstance) {
  const { storage } = app.ctx;
  if (storage.driver === "local") {
    await app.register(fastifyStatic, {
      root: path.resolve(storage.local.uploadsDir),
      prefix: "/uploads/",
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: "deny",
      cacheControl: false,
      setHeaders(reply) {
        reply.header("cache-control", IMMUTABLE);
      },
    });
    return;
  }
  app.get<{ Params: { file: string } }>("/uploads/:file", async (request, reply) => {
    const { file } = request.params;
    if (storage.publicUrl) {
      if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(file)) throw notFound("File");
      // The key never changes its bytes: the redirect may be cached as long as the image.
      return reply
        .header("cache-control", IMMUTABLE)
        .redirect(`${storage.publicUrl}/uploads/${encodeURIComponent(file)}`, 301);
    }
    const object = await storage.open("uploads", file);
    if (!object) throw notFound("File");
    return reply
      .header("content-type", object.contentType ?? "application/octet-stream")
      .header("content-length", String(object.size))
      .header("cache-control", IMMUTABLE)
      .header("x-content-type-options", "nosniff")
      .send(object.stream);
  });
}
