/**
 * The bearer path of the admin API: `Authorization: Bearer dkt_…` instead of the session cookie
 * (no cookie, no CSRF, no same-origin check). Unknown, revoked and expired tokens take the same
 * path, one lookup by the secret's hash (unique index) and the checks, and get the same 401; a
 * valid token reaches only the routes whose contract names one of its scopes (else 403). Each
 * request is read from the database (no copy in memory), so a revocation holds at once in every
 * process; each is counted against the token's own rate limit, shared by the processes.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { sql } from "drizzle-orm";
import { API_TOKEN_PATTERN, type ApiTokenScope } from "../../../common/constants";
import { apiTokens } from "../../db/schema";
import { AppError, badRequest, forbidden, unauthorized } from "../../http/errors";
import { databaseRateStore } from "../../http/rate-store";
import { hashToken } from "./secret";

/** Query parameters a client might put a token in: refused, only the header counts. */
const TOKEN_PARAMS = new Set(["access_token", "api_token", "token", "bearer"]);
const BEARER = /^Bearer ([^\s]+)$/i;
/** Last use is written at most this often per token. */
const LAST_USE_EVERY_S = 60;

/**
 * 400 for a token in the query string: any value that is one, and on an admin route a parameter
 * named for one too (a public read ignores parameters it does not know, as it always has).
 */
export function refuseQueryToken(request: FastifyRequest, names = true) {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query) return;
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    if (
      (names && TOKEN_PARAMS.has(key.toLowerCase())) ||
      values.some((v) => typeof v === "string" && API_TOKEN_PATTERN.test(v))
    ) {
      throw badRequest(
        "API tokens are accepted only in the Authorization header (Bearer), never in the address",
        {
          [key]: "invalid",
        },
      );
    }
  }
}

function tooMany(ttlMs: number) {
  return new AppError(429, "rate_limited", "Too many requests for this API token", undefined, {
    "retry-after": String(Math.max(1, Math.ceil(ttlMs / 1000))),
  });
}

/** Counts one request of the token in form_rate_limits (the same window semantics as the forms' limit). */
function countUse(request: FastifyRequest, tokenId: number): Promise<{ current: number; ttl: number }> {
  const { db, config } = request.server.ctx;
  const Store = databaseRateStore(db);
  return new Promise((resolve, reject) => {
    new Store().incr(
      `api-token:${tokenId}`,
      (error, result) => (error || !result ? reject(error) : resolve(result)),
      config.apiTokenRateWindowMs,
    );
  });
}

/**
 * Authenticates the request's bearer token for the route's contract: sets request.apiToken,
 * or throws 401 (no valid token), 403 (not its scope), 429 (over its limit).
 */
export async function requireToken(request: FastifyRequest, reply: FastifyReply) {
  reply.header("cache-control", "no-store");
  refuseQueryToken(request);
  const header = request.headers.authorization;
  const match = typeof header === "string" ? BEARER.exec(header) : null;
  const secret = match?.[1];
  if (!secret || !API_TOKEN_PATTERN.test(secret)) throw unauthorized();
  const { db, config } = request.server.ctx;
  const [row] = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      scopes: apiTokens.scopes,
      valid: sql<boolean>`(${apiTokens.revokedAt} is null and (${apiTokens.expiresAt} is null or ${apiTokens.expiresAt} > now()))`,
      stale: sql<boolean>`(${apiTokens.lastUsedAt} is null or ${apiTokens.lastUsedAt} < now() - ${LAST_USE_EVERY_S} * interval '1 second')`,
    })
    .from(apiTokens)
    .where(sql`${apiTokens.tokenHash} = ${hashToken(secret)}`)
    .limit(1);
  if (row?.valid !== true) throw unauthorized();
  const { current, ttl } = await countUse(request, row.id);
  reply.header("x-ratelimit-limit", String(config.apiTokenRateLimit));
  reply.header("x-ratelimit-remaining", String(Math.max(0, config.apiTokenRateLimit - current)));
  if (current > config.apiTokenRateLimit) throw tooMany(ttl);
  if (row.stale === true) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()`, lastUsedIp: request.ip })
      .where(sql`${apiTokens.id} = ${row.id}`);
  }
  const scope = request.routeOptions.config.contract?.scope;
  if (!scope) throw forbidden("API tokens are not accepted on this route (staff only)");
  if (!row.scopes.includes(scope)) throw forbidden(`This API token lacks the scope ${scope}`);
  request.apiToken = { id: row.id, name: row.name, scopes: row.scopes as ApiTokenScope[] };
}

/** Whether the request brings a bearer token (or tries to, in its query): the token path then. */
export const wantsToken = (request: FastifyRequest) => request.headers.authorization !== undefined;

/**
 * onRequest hook of a public read whose contract names a scope: without an Authorization header
 * the public path, unchanged; with one, the token must be valid and hold the scope (its staff's
 * view, `?lng=all`, is then open to it).
 */
export async function acceptToken(request: FastifyRequest, reply: FastifyReply) {
  refuseQueryToken(request, wantsToken(request));
  if (wantsToken(request)) return requireToken(request, reply);
}
