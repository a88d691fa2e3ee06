import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** For anything that is not a page: nothing may run, embed or be embedded. */
export const API_CSP = "default-src 'none'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The security headers of one answer. Pages set their own CSP (script hashes computed from the
 * rendered HTML); everything else gets API_CSP.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, https: boolean) {
  if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", API_CSP);
  reply.header("x-content-type-options", "nosniff");
  reply.header("referrer-policy", "strict-origin-when-cross-origin");
  reply.header("x-frame-options", "DENY");
  reply.header("cross-origin-opener-policy", "same-origin");
  reply.header("cross-origin-resource-policy", "same-origin");
  reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  if (https || request.protocol === "https") {
    reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
  }
  const type = reply.getHeader("content-type");
  if (typeof type === "string" && /^(text\/|application\/json)/.test(type) && !/charset=/i.test(type)) {
    reply.header("content-type", `${type}; charset=utf-8`);
  }
  if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) {
    reply.header("cache-control", "no-store");
  }
}

/**
 * Security headers on every answer (JSON, HTML, media, 404, 500). Answers Fastify makes before
 * routing, where no hook runs, set them themselves (frameworkErrors in server/http/errors.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: () => boolean }) {
  app.addHook("onSend", async (request, reply, payload) => {
    setSecurityHeaders(request, reply, options.https());
    return payload;
  });
}
