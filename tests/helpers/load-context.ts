import { LANGUAGE_COOKIE, readCookie, SEEN_COOKIE } from "../../common/cookies";
import { pickLanguage } from "../../common/i18n/language";
import type { AppContext } from "../../server/http/context";
import type { SiteLoadContext } from "../../server/http/site";
import { siteServices } from "../../server/modules/site";

/**
 * The load context server/http/site.ts gives a page's loaders, for a Fetch Request: its view
 * by the same language rule (common/i18n/language.ts), the real services, no admin.
 */
export function loadContextFor(request: Request, ctx: AppContext, log: unknown): SiteLoadContext {
  const url = new URL(request.url);
  const query = url.searchParams.get("lng") ?? undefined;
  const cookies = request.headers.get("cookie");
  const lang = pickLanguage({
    query,
    cookie: readCookie(cookies, LANGUAGE_COOKIE),
    acceptLanguage: request.headers.get("accept-language"),
  });
  return {
    ctx,
    log: log as SiteLoadContext["log"],
    scriptNonce: "",
    view: {
      lang,
      chosen: query === lang ? lang : undefined,
      overlay: readCookie(cookies, SEEN_COOKIE) === undefined,
      https: url.protocol === "https:",
      session: false,
    },
    services: siteServices,
    admin: async () => null,
    rendered: { html: null },
  };
}
