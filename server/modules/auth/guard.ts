import cookies from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "../../http/errors";
import { authenticate, safeEqual } from "./service";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Secure cookies (and the __Host- prefix) whenever the site is served over HTTPS. */
export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === "https" || (request.server.ctx.config.publicUrl?.startsWith("https://") ?? false);
}

export const sessionCookieName = (request: FastifyRequest) => (isHttps(request) ? "__Host-sid" : "sid");

/**
 * The session token of a Cookie header, read by the cookie plugin's own parser. The one place
 * that says whether a request has a session: the guard, the admin pages and the public cache
 * (which must never keep or serve what a session sees) all ask here, so none of them reads
 * `sid =x` differently from the others.
 */
export function sessionTokenOf(header: string | null | undefined, https: boolean): string | undefined {
  if (!header) return undefined;
  return cookies.parse(header)[https ? "__Host-sid" : "sid"] || undefined;
}

export const sessionToken = (request: FastifyRequest) => sessionTokenOf(request.headers.cookie, isHttps(request));

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
  if (typeof origin === "string" && origin !== ownOrigin(request)) throw forbidden("Cross-site request refused");
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
 * upload without a session is refused before anything is stored.
 */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  reply.header("cache-control", "no-store");
  const admin = await loadAdmin(request);
  if (!admin) throw unauthorized();
  if (!SAFE_METHODS.has(request.method)) {
    assertSameOrigin(request);
    const sent = request.headers["x-csrf-token"];
    if (typeof sent !== "string" || !safeEqual(sent, admin.csrfToken)) throw forbidden("Missing or invalid CSRF token");
  }
}
