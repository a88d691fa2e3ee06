import type { FastifyRequest } from "fastify";
import { isbot } from "isbot";
import type { Lang } from "../../common/constants";
import { LANGUAGE_COOKIE, readCookie, SEEN_COOKIE } from "../../common/cookies";
import { pickLanguage } from "../../common/i18n/language";
import { hasSession, isHttps } from "./session-cookie";

/**
 * What a page request's answer depends on besides its URL, worked out once per request: the
 * page cache keys on it (cache/page-key.ts), the pages render from it (the load context,
 * server/http/site.ts) and errors are written in its language (media/space.ts).
 */
export type PageView = {
  /** `?lng=`, then the language cookie, then Accept-Language, then tr (common/i18n/language.ts). */
  lang: Lang;
  /** A valid `?lng=`: the visitor's explicit choice, remembered in the language cookie. */
  chosen: Lang | undefined;
  /** The loading overlay: first page of a browser session (no `seen` cookie), never for crawlers. */
  overlay: boolean;
  https: boolean;
  /** A session cookie is present (not yet checked): such requests never touch the cache. */
  session: boolean;
};

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

const views = new WeakMap<FastifyRequest, PageView>();

export function pageView(request: FastifyRequest): PageView {
  let view = views.get(request);
  if (view) return view;
  const cookies = request.headers.cookie;
  const query = (request.query as Record<string, unknown> | undefined)?.lng;
  const lang = pickLanguage({
    query,
    cookie: readCookie(cookies, LANGUAGE_COOKIE),
    acceptLanguage: request.headers["accept-language"],
  });
  view = {
    lang,
    chosen: query === lang ? lang : undefined,
    overlay: readCookie(cookies, SEEN_COOKIE) === undefined && !isBot(request.headers["user-agent"] ?? ""),
    https: isHttps(request),
    session: hasSession(request),
  };
  views.set(request, view);
  return view;
}
