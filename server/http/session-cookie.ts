import type { FastifyRequest } from "fastify";
import { readCookie } from "../../common/cookies";

/** The session cookie: `__Host-sid` (Secure, no Domain, Path=/) on HTTPS, `sid` on plain HTTP. */
export const SESSION_COOKIE = { https: "__Host-sid", http: "sid" } as const;

/** Secure cookies (and the __Host- prefix) whenever the site is served over HTTPS. */
export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === "https" || (request.server.ctx.config.publicUrl?.startsWith("https://") ?? false);
}

export const sessionCookieName = (request: FastifyRequest) =>
  isHttps(request) ? SESSION_COOKIE.https : SESSION_COOKIE.http;

/**
 * The session token of a Cookie header, read by the cookie plugin's own parser. The one place
 * that says whether a request has a session: the guard, the admin pages and the public cache
 * (which must never keep or serve what a session sees) all ask here, so none of them reads
 * `sid =x` differently from the others.
 */
export function sessionTokenOf(header: string | null | undefined, https: boolean): string | undefined {
  return readCookie(header, https ? SESSION_COOKIE.https : SESSION_COOKIE.http) || undefined;
}

export const sessionToken = (request: FastifyRequest) => sessionTokenOf(request.headers.cookie, isHttps(request));

/**
 * True when the request carries a session token, read as the admin guard reads it: such reads
 * are neither served from nor stored in the public cache.
 */
export const hasSession = (request: FastifyRequest): boolean => sessionToken(request) !== undefined;
