import { isLang, type Lang } from "../../common/constants";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, readCookie } from "../../common/cookies";

/** The key i18next's browser detector uses in localStorage and sessionStorage. */
export const STORAGE_KEY = "i18nextLng";

/** Storage may be missing or throw (private mode, blocked cookies): then it is simply empty. */
function readStorage(kind: "localStorage" | "sessionStorage"): string | null {
  try {
    return window[kind].getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function cookieLanguage(cookie: string): Lang | undefined {
  const lng = readCookie(cookie, LANGUAGE_COOKIE);
  return isLang(lng) ? lng : undefined;
}

/**
 * SPEC's detection order after the server's choice: `?lng=` and the cookie were already read
 * by the server, so the page is right when either is present. Otherwise a language stored in
 * localStorage, then sessionStorage, wins over the browser's language (the server's
 * Accept-Language guess). Returns the language to switch to, or undefined to keep the page's.
 */
export function storedLanguageToApply(current: Lang, search: string, cookie: string): Lang | undefined {
  if (isLang(new URLSearchParams(search).get("lng"))) return undefined;
  if (cookieLanguage(cookie)) return undefined;
  const stored = [readStorage("localStorage"), readStorage("sessionStorage")].find(isLang);
  return stored && stored !== current ? stored : undefined;
}

/** Remembers the language as the detector would: localStorage and the cookie the server reads. */
export function storeLanguage(lng: Lang): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // Storage blocked: the cookie still carries the choice.
  }
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads this plain cookie; the Cookie Store API is not everywhere yet.
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** The current URL's query with `lng` set (other parameters kept): the language switch's target. */
export function searchWithLanguage(search: string, lng: Lang): string {
  const params = new URLSearchParams(search);
  params.set("lng", lng);
  return `?${params.toString()}`;
}
