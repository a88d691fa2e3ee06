import type { Lang } from "../../common/constants";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from "../../common/cookies";

/**
 * The page's language is worked out once per request on the server (server/http/view.ts, with
 * the rule of common/i18n/language.ts) and reaches loaders as `context.view.lang`; the root
 * loader and entry.server both read it there, so `<html lang>` and the texts cannot disagree.
 */

/** Set-Cookie value remembering the choice for a year (readable by the browser's detector). */
export function languageCookie(lng: Lang, https: boolean): string {
  return `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${https ? "; Secure" : ""}`;
}
