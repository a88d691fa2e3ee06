import { DEFAULT_LANGUAGE, isLang, type Lang } from "../../common/constants";

/** The cookie i18next's browser detector reads and writes, so server and browser agree. */
export const LANGUAGE_COOKIE = "i18next";
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * The language a page is rendered in: `?lng=`, then the `i18next` cookie, then the browser's
 * Accept-Language, then tr. Root loader and entry.server both call it, so `<html lang>` and
 * the rendered texts cannot disagree.
 */
export function resolveLanguage(request: Request): Lang {
  const query = new URL(request.url).searchParams.get("lng");
  if (isLang(query)) return query;
  const cookie = readCookie(request.headers.get("cookie"), LANGUAGE_COOKIE);
  if (isLang(cookie)) return cookie;
  return fromAcceptLanguage(request.headers.get("accept-language")) ?? DEFAULT_LANGUAGE;
}

/** A valid `?lng=` in the URL: the visitor's explicit choice, worth remembering. */
export function requestedLanguage(request: Request): Lang | undefined {
  const query = new URL(request.url).searchParams.get("lng");
  return isLang(query) ? query : undefined;
}

/** Set-Cookie value remembering the choice for a year (readable by the browser's detector). */
export function languageCookie(lng: Lang, request: Request): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...value] = part.split("=");
    if (key?.trim() === name) return value.join("=").trim();
  }
  return undefined;
}

/** First supported language by quality, e.g. `fr-CH, fr;q=0.9, en;q=0.8` gives fr. */
export function fromAcceptLanguage(header: string | null): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((entry, order) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { lang: tag.split("-")[0]?.toLowerCase(), quality: Number.isNaN(quality) ? 0 : quality, order };
    })
    .filter((e) => e.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked.map((e) => e.lang).find(isLang);
}
