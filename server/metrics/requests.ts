import type { FastifyInstance } from "fastify";
import { httpRequestDuration } from "./series";

/** The site's catch-all (server/http/site.ts): every page, whatever its path, is one series. */
const SITE_ROUTE = "/*";
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The route label: the pattern the request matched (`/api/fabrics/:id`), `ssr` for the pages,
 * `unmatched` when no route took it. Never the URL: the series stay as few as the routes.
 */
export function routeLabel(pattern: string | undefined): string {
  if (pattern === undefined) return "unmatched";
  return pattern === SITE_ROUTE ? "ssr" : pattern;
}

export const statusClass = (status: number) =>
  status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other";

/** Times every answer, a cache hit as much as a render (the hook runs once the answer has left). */
export function registerRequestMetrics(app: FastifyInstance) {
  // A callback hook: no promise per request.
  app.addHook("onResponse", (request, reply, done) => {
    httpRequestDuration.observe(
      {
        route: routeLabel(request.routeOptions.url),
        method: METHODS.has(request.method) ? request.method : "other",
        status_class: statusClass(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
