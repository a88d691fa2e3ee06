/** Spaces and tabs around a name or a value are not part of it (as the `cookie` package trims). */
const trimBlanks = (value: string) => value.replace(/^[ \t]+|[ \t]+$/g, "");

function decode(value: string): string {
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The one cookie parser of the code: the session guard, the page cache's key, the pages and the
 * browser read a Cookie header alike. It reads as the `cookie` package does (which @fastify/cookie
 * uses; tests/unit/cookies.test.ts checks they agree): a pair without `=` is no cookie, of a
 * repeated name the first counts, blanks around are trimmed, %-escapes decoded when valid.
 * Written out here rather than imported: it is all the browser needs of that package.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq === -1 || trimBlanks(pair.slice(0, eq)) !== name) continue;
    return decode(trimBlanks(pair.slice(eq + 1)));
  }
  return undefined;
}

/** The cookie i18next's browser detector reads and writes, so server and browser agree. */
export const LANGUAGE_COOKIE = "i18next";

/** Session cookie: the loading overlay was shown in this browser session. */
export const SEEN_COOKIE = "seen";

/** A remembered choice of language lasts a year. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
