import { parse } from "cookie";

/**
 * The one cookie parser of the code (the `cookie` package, which @fastify/cookie uses for
 * `request.cookies` too): the server, the page cache and the browser read a header alike.
 * A pair without `=` is no cookie; of a repeated name the first counts.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  return parse(header)[name];
}

/** The cookie i18next's browser detector reads and writes, so server and browser agree. */
export const LANGUAGE_COOKIE = "i18next";

/** Session cookie: the loading overlay was shown in this browser session. */
export const SEEN_COOKIE = "seen";

/** A remembered choice of language lasts a year. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
