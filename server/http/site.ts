import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { registerAssets } from "./assets";
import { pageCacheKey, storablePage } from "./cache/page-key";
import type { AdminPrincipal, AppContext } from "./context";
import { sendFetchResponse, toFetchRequest } from "./ssr";
import { ssrRenderDuration, timed } from "../metrics/series";
import { type PageView, pageView } from "./view";
import { traced } from "../tracing/tracing";

type Handler = ReturnType<typeof createRequestHandler>;

/**
 * What each page's loaders and actions get as `context` (typed for the app in app/load-context.ts):
 * the services they read, the request's view (language, overlay) and its admin, each worked
 * out once per request.
 */
export type SiteLoadContext = {
  ctx: AppContext;
  log: FastifyBaseLogger;
  scriptNonce: string;
  view: PageView;
  services: FastifyInstance["siteServices"];
  admin: () => Promise<AdminPrincipal | null>;
  /**
   * The rendered document, handed over by app/entry.server.tsx as its bytes: the Response it
   * returns has no body, which spares building a web stream for the server to read back.
   */
  rendered: { html: Buffer | null };
};

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The site's page for a request's path (its 404 page for a path it has none for), in the
     * request's language, `status` replacing the page's; absent when the site is not mounted (API
     * tests). A route outside the site answers a browser with it (e.g. GS1 Digital Link's errors).
     */
    sitePage?: (request: FastifyRequest, reply: FastifyReply, status?: number) => Promise<FastifyReply>;
  }
}

/** Paths that belong to the server, never to a page: their misses stay JSON 404s. */
const RESERVED = /^\/(?:api|uploads|assets)(?:\/|$)|^\/(?:healthz|readyz)\/?$/i;
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

/**
 * Mounts the server-rendered React Router site: every path not taken by the API, the media or
 * the health checks. Production serves the build (`npm run build`); development runs Vite in
 * middleware mode with HMR on the same port.
 */
export async function registerSite(app: FastifyInstance, options: { dev: boolean }): Promise<void> {
  await app.register(async (scope) => {
    const handle = options.dev ? await mountVite(scope) : await mountBuild(scope);

    // React Router actions read the raw body themselves (forms, multipart): no parser here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

    /** Renders the page React Router has for the request's path; `status` replaces its status. */
    const render = async (request: FastifyRequest, reply: FastifyReply, status?: number) => {
      // A cached page was already answered by the cache's onRequest hook (cache/public-cache.ts);
      // a miss is rendered and stored under the same key (not a page rendered for another route).
      const cache = app.publicCache;
      const key = options.dev || status !== undefined ? undefined : pageCacheKey(request);
      const generation = cache.generation;
      const scriptNonce = randomBytes(18).toString("base64url");
      const context: SiteLoadContext = {
        ctx: app.ctx,
        log: request.log,
        scriptNonce,
        view: pageView(request),
        services: app.siteServices,
        admin: () => app.loadAdmin(request),
        rendered: { html: null },
      };
      let response = await traced("ssr render", { "url.path": request.routeOptions.url }, () =>
        timed(ssrRenderDuration, () => handle(toFetchRequest(request, reply), context)),
      );
      if (status !== undefined) response = new Response(response.body, { status, headers: response.headers });
      return sendFetchResponse(reply, response, {
        dev: options.dev,
        scriptNonce,
        html: context.rendered.html,
        store: key
          ? (answer) => {
              if (storablePage(answer)) cache.set(key, generation, answer);
            }
          : undefined,
      });
    };
    app.decorate("sitePage", render);

    scope.route({
      method: METHODS,
      url: "/*",
      handler: async (request, reply) => {
        if (RESERVED.test(pathOf(request))) return reply.callNotFound();
        return render(request, reply);
      },
    });
  });
}

/** The path as routed (duplicate slashes collapsed, as the router does), without the query. */
function pathOf(request: FastifyRequest): string {
  return (request.url.split("?")[0] ?? "/").replace(/\/{2,}/g, "/");
}

/** Folder of React Router's server build: beside the server bundle, or ./build/server. */
function serverBuildDir(): string {
  const candidates = [path.dirname(fileURLToPath(import.meta.url)), path.resolve("build", "server")];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, "index.js")));
  if (!found) {
    throw new Error(
      `The site is not built (no index.js in ${candidates.join(" or ")}): run \`npm run build\` first.`,
    );
  }
  return found;
}

async function mountBuild(scope: FastifyInstance): Promise<Handler> {
  const serverDir = serverBuildDir();
  const clientDir = path.resolve(serverDir, "..", "client");
  const build = (await import(pathToFileURL(path.join(serverDir, "index.js")).href)) as ServerBuild;

  // Hashed file names: a new build means new names, so browsers may keep these forever.
  registerAssets(scope, path.join(clientDir, "assets"));
  // The other files of the build (favicon and the like) keep their names: a short cache.
  await scope.register(fastifyStatic, {
    root: clientDir,
    prefix: "/",
    wildcard: false,
    globIgnore: ["assets/**", "**/*.br", "**/*.gz"],
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: "deny",
    cacheControl: false,
    setHeaders: (reply) => reply.header("cache-control", "public, max-age=3600"),
  });
  return createRequestHandler(build, "production");
}

async function mountVite(scope: FastifyInstance): Promise<Handler> {
  // Loaded only here: Vite is a development dependency and absent from a production install.
  const [{ createServer }, { default: middie }] = await Promise.all([
    import("vite"),
    import("@fastify/middie"),
  ]);
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server: scope.server } },
    appType: "custom",
  });
  scope.addHook("onClose", async () => vite.close());
  await scope.register(middie);
  scope.use(vite.middlewares);
  // The build is loaded per request, so an edited route is used at once.
  return createRequestHandler(
    () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    "development",
  );
}
