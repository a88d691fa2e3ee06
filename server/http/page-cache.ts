import type { FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { DEFAULT_LANGUAGE, isLang } from "../../common/constants";
import { isAdminPath } from "../../common/paths";
import { fromAcceptLanguage, LANGUAGE_COOKIE } from "../../app/i18n/language";
import { type CachedAnswer, hasSession } from "./public-cache";

/** Cookies a cached page may set: they are the same for every visitor who gets that page. */
const SHARED_COOKIES = new Set([LANGUAGE_COOKIE, "seen"]);
/** The admin area and React Router's data requests are never cached. */
const DATA_REQUEST = /\.data(?:\?|$)/i;

const botAnswers = new Map<string, boolean>();
function isBot(userAgent: string): boolean {
  let answer = botAnswers.get(userAgent);
  if (answer === undefined) {
    answer = isbot(userAgent);
    if (botAnswers.size >= 1_000) botAnswers.clear();
    botAnswers.set(userAgent, answer);
  }
  return answer;
}

/** Read as the app reads it: a cookie without `=` still counts as present (empty value). */
function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const [key, ...value] = part.split("=");
    if (key?.trim() === name) return value.join("=").trim();
  }
  return undefined;
}

/**
 * The cache key of a page request, or undefined when the answer must be rendered for this
 * request alone. A page depends on its URL (path, query, scheme and host: canonical links), its
 * language (app/i18n/language.ts: `?lng=`, the `i18next` cookie, Accept-Language) and whether the
 * loading overlay is shown (no `seen` cookie and not a crawler: app/routes/site/layout.server.ts);
 * the date is handled by the cache itself. HEAD shares GET's key: it is rendered as a GET.
 */
export function pageCacheKey(request: FastifyRequest): string | undefined {
  if (
    (request.method !== "GET" && request.method !== "HEAD") ||
    isAdminPath(request.url) ||
    DATA_REQUEST.test(request.url) ||
    hasSession(request)
  )
    return undefined;
  const cookies = request.headers.cookie ?? "";
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.lng;
  const fromCookie = cookies ? cookieValue(cookies, LANGUAGE_COOKIE) : undefined;
  const lang = isLang(fromQuery)
    ? fromQuery
    : isLang(fromCookie)
      ? fromCookie
      : (fromAcceptLanguage(request.headers["accept-language"] ?? null) ?? DEFAULT_LANGUAGE);
  const overlay =
    !(cookies && cookieValue(cookies, "seen") !== undefined) && !isBot(request.headers["user-agent"] ?? "");
  return `page ${request.protocol}://${request.host}${request.url} ${lang} ${overlay ? 1 : 0}`;
}

/** Only complete public pages whose headers hold nothing private. */
export function storablePage(answer: CachedAnswer): boolean {
  const control = answer.headers["cache-control"];
  if (typeof control === "string" && /no-store|private="?set-cookie/i.test(control)) return false;
  const cookies = answer.headers["set-cookie"];
  const list = cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [cookies];
  return list.every((cookie) => SHARED_COOKIES.has(cookie.slice(0, cookie.indexOf("=")).trim()));
}
