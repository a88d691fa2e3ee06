import { LANGUAGES } from "../../../common/constants";
import { ENTITY_PAGES, type PageEntity } from "../../../common/entities";
import { siteOrigin } from "../../lib/origin.server";
import { localizedUrl } from "../../lib/seo";
import type { Route } from "./+types/sitemap";
import type { SitemapEntity } from "../../../server/modules/site";

type Page = { path: string; query?: Record<string, string>; lastmod?: Date };

const STATIC_PATHS = [
  "/",
  "/fabrics",
  "/collections",
  "/certificates",
  "/exhibitions",
  "/about",
  "/careers",
  "/contact",
  "/privacy",
];

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** One `<url>` per page and language, each listing all five languages and x-default (tr). */
export function sitemapXml(origin: string, pages: Page[]): string {
  const urls = pages.flatMap((page) => {
    const href = (lng: (typeof LANGUAGES)[number]) =>
      escapeXml(localizedUrl(origin, page.path, lng, page.query));
    const alternates = [
      ...LANGUAGES.map((lng) => `<xhtml:link rel="alternate" hreflang="${lng}" href="${href(lng)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href("tr")}"/>`,
    ].join("");
    const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString().slice(0, 10)}</lastmod>` : "";
    return LANGUAGES.map((lng) => `<url><loc>${href(lng)}</loc>${lastmod}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** The public page of one row of an entity: its path and query, `:id` replaced. */
function pageOf(pattern: string, entity: SitemapEntity): Page {
  const [path = "/", search] = pattern.replace(":id", String(entity.id)).split("?");
  const query = search ? Object.fromEntries(new URLSearchParams(search)) : undefined;
  return { path, ...(query ? { query } : {}), lastmod: entity.updatedAt };
}

/**
 * An entity's pages: one per published row, or, for a page without `:id` that lists them all,
 * that one page (listed even while empty), dated by the latest change of its rows.
 */
function pagesOf(pattern: string, entities: SitemapEntity[]): Page[] {
  if (pattern.includes(":id")) return entities.map((entity) => pageOf(pattern, entity));
  const latest = entities.reduce<Date | undefined>(
    (last, entity) => (last && last >= entity.updatedAt ? last : entity.updatedAt),
    undefined,
  );
  return [{ path: pattern, ...(latest ? { lastmod: latest } : {}) }];
}

/** sitemap.xml: every public page in every language (the bare path is tr, others `?lng=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(request, context);
  const entities = await context.services.sitemapEntities(context.ctx.db);
  const pages: Page[] = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...(Object.entries(ENTITY_PAGES) as [PageEntity, string][]).flatMap(([name, pattern]) =>
      pagesOf(pattern, entities[name]),
    ),
  ];
  return new Response(sitemapXml(origin, pages), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
