import type { FastifyRequest } from "fastify";
import { LANGUAGE_COOKIE, SEEN_COOKIE } from "../../../common/cookies";
import { isAdminPath } from "../../../common/paths";
import { isReadableHost } from "../request-target";
import { pageView } from "../view";
import type { CachedAnswer } from "./store";

/** Cookies a cached page may set: they are the same for every visitor who gets that page. */
const SHARED_COOKIES = new Set([LANGUAGE_COOKIE, SEEN_COOKIE]);
/** The admin area and React Router's data requests are never cached. */
const DATA_REQUEST = /\.data(?:\?|$)/i;

/**
 * The cache key of a page request, or undefined when the answer must be rendered for this
 * request alone. A page depends on its URL (path and query; never on the Host header or the
 * scheme: its links come from the one configured origin, ADR 21) and on its view (server/http/view.ts: language, loading overlay); the date is handled by the
 * cache itself. HEAD shares GET's key: it is rendered as a GET.
 */
export function pageCacheKey(request: FastifyRequest): string | undefined {
  if (
    (request.method !== "GET" && request.method !== "HEAD") ||
    isAdminPath(request.url) ||
    DATA_REQUEST.test(request.url)
  )
    return undefined;
  // An unreadable Host is answered 400 by the renderer (http/ssr.ts), never from the cache.
  if (!isReadableHost(request.host || "localhost")) return undefined;
  const view = pageView(request);
  if (view.session) return undefined;
  return `page ${request.url} ${view.lang} ${view.overlay ? 1 : 0}`;
}

/** Only complete public pages whose headers hold nothing private. */
export function storablePage(answer: CachedAnswer): boolean {
  const control = answer.headers["cache-control"];
  if (typeof control === "string" && /no-store|private="?set-cookie/i.test(control)) return false;
  const cookies = answer.headers["set-cookie"];
  const list = cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [cookies];
  return list.every((cookie) => SHARED_COOKIES.has(cookie.slice(0, cookie.indexOf("=")).trim()));
}
