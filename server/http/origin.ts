import type { FastifyRequest } from "fastify";
import { badRequest } from "./errors";

/**
 * The site's address for links the server writes (calendar files, mails): PUBLIC_URL, else the
 * origin the request came to, as the pages use it, normalised by the URL parser; a Host header
 * it cannot read is a 400.
 */
export function requestOrigin(request: FastifyRequest): string {
  const configured = request.server.ctx.config.publicUrl;
  if (configured) return configured;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    throw badRequest("Invalid Host header");
  }
}
