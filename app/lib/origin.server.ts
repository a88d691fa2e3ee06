import type { AppLoadContext } from "react-router";

/** The site's public origin: PUBLIC_URL when set, else the origin the request came to. */
export function siteOrigin(request: Request, context: AppLoadContext): string {
  return context.ctx.config.publicUrl ?? new URL(request.url).origin;
}
