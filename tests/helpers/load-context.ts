import { LANGUAGE_COOKIE, readCookie, SEEN_COOKIE } from "../../common/cookies";
import { pickLanguage } from "../../common/i18n/language";
import { PublicData } from "../../server/http/cache/public-data";
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

/** A loader's answer: data(...)'s data and init, or a plain object with no init (a 200). */
export type Loaded = {
  data: Record<string, unknown>;
  init: { status?: number; headers?: Record<string, string> } | null;
};

/** A database whose every read fails, as when the server is down. */
export const brokenDb = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error("connection refused");
    },
  },
);

/** A page's loader, the URL it is called for, the route's params and the database it reads. */
export type LoaderCall = [
  loader: (args: never) => unknown,
  url: string,
  params?: Record<string, string>,
  db?: unknown,
];

/**
 * Calls a page's `loader` as React Router does, for `url` with `params`, on `ctx` with nothing
 * held in memory (server/http/cache/public-data.ts): what it reads comes from `db` (ctx.db unless
 * given).
 */
export async function callLoader(
  ctx: AppContext,
  log: unknown,
  ...[loader, url, params = {}, db = ctx.db]: LoaderCall
): Promise<Loaded> {
  const request = new Request(`http://site.test${url}`);
  const context = loadContextFor(request, { ...ctx, db, publicData: new PublicData() } as AppContext, log);
  const result = (await loader({ request, params, context } as never)) as Loaded | Record<string, unknown>;
  // data(...) gives {type: "DataWithResponseInit", data, init}; a plain object is a 200.
  return "init" in result && "data" in result
    ? (result as Loaded)
    : { data: result as Record<string, unknown>, init: null };
}
