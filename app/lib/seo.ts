import type { MetaDescriptor } from "react-router";
import { LANGUAGES, type Lang } from "../../common/constants";

/** Open Graph locales of our five languages. */
const OG_LOCALE: Record<Lang, string> = { tr: "tr_TR", en: "en_GB", de: "de_DE", es: "es_ES", fr: "fr_FR" };

export type SeoInput = {
  /** The page's own title (the company name is appended). */
  title: string;
  description: string;
  siteName: string;
  lng: Lang;
  /** Absolute origin of the site: PUBLIC_URL, else the request's own. */
  origin: string;
  /** The path without query, e.g. /fabric/3. */
  path: string;
  /** Absolute or root-relative URL of the page's picture. */
  image?: string | null;
  /** Query parameters that make another page (e.g. ?country=2), kept in canonical links. */
  query?: Record<string, string>;
  noindex?: boolean;
};

/** The URL of a page in one language: the bare path is Turkish (and x-default); others add ?lng=. */
export function localizedUrl(origin: string, path: string, lng: Lang, query: Record<string, string> = {}): string {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  if (lng !== "tr") url.searchParams.set("lng", lng);
  return url.toString();
}

/** Title, description, canonical, hreflang alternates and Open Graph tags of a page. */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const title = input.title === input.siteName ? input.title : `${input.title} | ${input.siteName}`;
  const canonical = localizedUrl(input.origin, input.path, input.lng, input.query);
  const image = input.image ? new URL(input.image, input.origin).toString() : null;
  return [
    { title },
    { name: "description", content: input.description },
    ...(input.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: canonical },
    ...LANGUAGES.map((lng) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: lng,
      href: localizedUrl(input.origin, input.path, lng, input.query),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: localizedUrl(input.origin, input.path, "tr", input.query) },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: input.siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: OG_LOCALE[input.lng] },
    ...LANGUAGES.filter((l) => l !== input.lng).map((l) => ({ property: "og:locale:alternate", content: OG_LOCALE[l] })),
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
}

/** A page's `meta` from the `seo` its loader gives (nothing without loader data, e.g. under an error). */
export function loaderSeoMeta({ loaderData }: { loaderData?: { seo: SeoInput } }): MetaDescriptor[] {
  return loaderData ? seoMeta(loaderData.seo) : [];
}
