import type { FastifyRequest } from "fastify";

/**
 * The site's address for links the server writes (calendar files, mails, spec sheets): the one
 * configured origin (config.origin: PUBLIC_URL, else the listening address), never the request's
 * Host header, which the client writes (ADR 21).
 */
export function siteOrigin(request: FastifyRequest): string {
  return request.server.ctx.config.origin;
}
