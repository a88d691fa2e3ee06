import type { AppLoadContext } from "react-router";

/**
 * The site's public origin for canonical and hreflang links, the sitemap, robots.txt and JSON-LD:
 * the one configured origin (PUBLIC_URL, else the listening address), never the request's Host
 * (ADR 21). `request` is kept for the callers' sake.
 */
export function siteOrigin(_request: Request, context: AppLoadContext): string {
  return context.ctx.config.origin;
}
