import { DEFAULT_LANGUAGE, isLang, type Lang } from "../constants";

/** First supported language by quality, e.g. `fr-CH, fr;q=0.9, en;q=0.8` gives fr. */
export function fromAcceptLanguage(header: string | null | undefined): Lang | undefined {
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

/**
 * The language of a page: `?lng=`, then the language cookie, then Accept-Language, then tr.
 * The one rule: the page cache keys on it, the pages render in it, errors are written in it.
 */
export function pickLanguage(from: {
  query: unknown;
  cookie: string | undefined;
  acceptLanguage: string | null | undefined;
}): Lang {
  if (isLang(from.query)) return from.query;
  if (isLang(from.cookie)) return from.cookie;
  return fromAcceptLanguage(from.acceptLanguage) ?? DEFAULT_LANGUAGE;
}
