import { siteOrigin } from "../../lib/origin.server";
import type { Route } from "./+types/robots";

/** robots.txt: everything but the admin area and the API, and where the sitemap is. */
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(request, context);
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /api",
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ];
  return new Response(body.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
