import type { FastifyReply, FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "../../http/errors";
import { sessionToken } from "../../http/session-cookie";
import { refuseQueryToken, requireToken, wantsToken } from "../api-tokens";
import { safeEqual } from "./secrets";
import { authenticate } from "./service";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The origin this server answers as: PUBLIC_URL (an origin, config.ts), else the request's own
 * scheme and Host header, which the client chooses (main.ts warns at start; README).
 */
function ownOrigin(request: FastifyRequest): string {
  return request.server.ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * A change whose Sec-Fetch-Site or Origin says another site is refused. A request that has
 * neither (curl, a script) is judged by its token alone.
 */
export function assertSameOrigin(request: FastifyRequest) {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string" && site !== "same-origin" && site !== "none") {
    throw forbidden("Cross-site request refused");
  }
  const origin = request.headers.origin;
  if (typeof origin === "string" && origin !== ownOrigin(request))
    throw forbidden("Cross-site request refused");
}

/** Reads the session cookie; sets request.admin. Does not refuse. */
export async function loadAdmin(request: FastifyRequest) {
  if (request.admin) return request.admin;
  const token = sessionToken(request);
  if (!token) return null;
  const { db, config } = request.server.ctx;
  const session = await authenticate(db, config, token);
  if (!session) return null;
  request.admin = {
    userId: session.userId,
    username: session.username,
    sessionId: session.sessionId,
    csrfToken: session.csrfToken,
  };
  return request.admin;
}

/**
 * onRequest hook of every admin route: runs before any byte of the body is read, so an
 * upload without a session (or an API token holding the route's scope) is refused before
 * anything is stored.
 */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  reply.header("cache-control", "no-store");
  // `Authorization: Bearer dkt_…`: the API token's path (no cookie, no CSRF); a token in the address is refused.
  if (wantsToken(request)) return requireToken(request, reply);
  refuseQueryToken(request);
  const admin = await loadAdmin(request);
  if (!admin) throw unauthorized();
  if (!SAFE_METHODS.has(request.method)) {
    assertSameOrigin(request);
    const sent = request.headers["x-csrf-token"];
    if (typeof sent !== "string" || !safeEqual(sent, admin.csrfToken))
      throw forbidden("Missing or invalid CSRF token");
  }
}
