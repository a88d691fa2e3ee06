import http from "node:http";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { MAX_IMAGE_BYTES } from "../common/constants";
import type { AppContext } from "./http/context";
import { registerCompression } from "./http/compression";
import { answerFrameworkError, registerErrorHandling } from "./http/errors";
import { registerPublicCache } from "./http/cache/public-cache";
import { collectRoutes } from "./http/route";
import { captureWire } from "./http/cache/send";
import { rejectUnstorableText } from "./http/input-guard";
import { serializeRequest } from "./http/log-request";
import { serializeError } from "./http/log-error";
import { rejectOddScheme, trustProxyOption } from "./http/proxy";
import { rejectOddTarget, toOriginForm } from "./http/request-target";
import { registerSecurityHeaders, setSecurityHeaders } from "./http/security";
import { guardSlowBodies } from "./http/slow-clients";
import { registerApiRoutes, registerRootRoutes } from "./modules";
import { loadAdmin, requireAdmin } from "./modules/auth";
import { acceptToken } from "./modules/api-tokens";
import { registerHealthRoutes } from "./modules/health/routes";
import { siteServices } from "./modules/site";
import { registerMediaRoutes } from "./media/routes";
import { assertUploadSpace } from "./media/space";
import { databaseRateStore } from "./http/rate-store";
import { registerRequestMetrics } from "./metrics/requests";
import { registerRequestTracing, requestId } from "./tracing/requests";

export type BuildOptions = {
  /** Registers the server-rendered site (production build or Vite in development). */
  site?: (app: FastifyInstance) => Promise<void>;
  logger?: boolean;
  /** Where the log's JSON lines go (standard output without it): the tests read them. */
  logStream?: { write(line: string): void };
};

export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const https = () => ctx.config.publicUrl?.startsWith("https://") ?? false;
  const app = Fastify({
    logger:
      options.logger === false || ctx.config.logLevel === "silent"
        ? false
        : {
            level: ctx.config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // No SQL statement, parameter or refused value in the log (server/http/log-error.ts).
            // Nor an API token's secret (server/http/log-request.ts).
            serializers: { err: serializeError, req: serializeRequest },
            redact: {
              paths: [
                "req.headers.cookie",
                "req.headers.authorization",
                "req.headers['x-csrf-token']",
                "*.password",
              ],
              censor: "[redacted]",
            },
          },
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    genReqId: requestId,
    rewriteUrl: toOriginForm,
    bodyLimit: 64 * 1024,
    // A plugin's start may take its time: mounting the site's build (its server bundle read and
    // evaluated) took over Fastify's default 10 s on a slow machine under load, and the start failed.
    pluginTimeout: 120_000,
    // Slow clients are cut off: headers within 10 s, a whole request within 60 s, checked
    // every second; idle keep-alive connections close after 5 s.
    // A body slower than a floor rate is cut within seconds too (guardSlowBodies).
    serverFactory: (handler) => {
      const server = http.createServer(
        {
          headersTimeout: 10_000,
          requestTimeout: 60_000,
          connectionsCheckingInterval: 1_000,
          keepAliveTimeout: 5_000,
        },
        handler,
      );
      guardSlowBodies(server);
      return server;
    },
    routerOptions: {
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
      caseSensitive: false,
      maxParamLength: 200,
    },
    return503OnClosing: true,
    frameworkErrors: (error, request, reply) =>
      answerFrameworkError(error, request, reply, (req, res) => setSecurityHeaders(req, res, https())),
  });

  app.decorate("ctx", ctx);
  app.decorateRequest("admin", null);
  app.decorate("requireAdmin", requireAdmin);
  app.decorate("loadAdmin", loadAdmin);
  app.decorate("acceptToken", acceptToken);
  app.decorate("siteServices", siteServices);
  collectRoutes(app);
  // First of the hooks: what the others and the handler do runs inside the request's span.
  registerRequestTracing(app);
  // Only with the metrics listener: without it nobody reads the figures.
  if (ctx.config.metricsPort !== undefined) registerRequestMetrics(app);
  registerSecurityHeaders(app, { https });
  registerErrorHandling(app);
  // Draining (SIGTERM): each answer closes its connection, so a proxy keeps none open to this
  // process; its next request opens a fresh one, refused once the listener closes and then
  // passed to another process, never sent down a connection closed under it (docs/deploy.md).
  // A callback hook: no promise per request.
  app.addHook("onRequest", (_request, reply, done) => {
    if (ctx.state.shuttingDown) reply.raw.setHeader("connection", "close");
    done();
  });
  app.addHook("onRequest", rejectOddTarget);
  if (ctx.config.trustProxy !== false) app.addHook("onRequest", rejectOddScheme);
  // Before compression (onSend hooks run in order): answers are stored, and tagged, uncompressed.
  await registerPublicCache(app);
  // After the security headers (onSend hooks run in order): they see the body uncompressed.
  registerCompression(app);
  // After the admin guard (onRequest) and the body parser: no NUL or lone surrogate reaches a query.
  app.addHook("preHandler", rejectUnstorableText);

  await app.register(cookie);
  // Counted in the database: several processes sharing it count a client's posts together.
  await app.register(rateLimit, { global: false, store: databaseRateStore(ctx.db) });
  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: 1,
      fields: 40,
      fieldSize: 20_000,
      parts: 45,
      headerPairs: 100,
    },
  });

  // Uploads are refused (507) before a byte is written while the disk is almost full.
  app.addHook("preHandler", assertUploadSpace);
  // Last of the onSend hooks: a cache hit's final headers are kept for the next hits.
  app.addHook("onSend", async (request, reply, payload) => {
    captureWire(request, reply, payload);
    return payload;
  });
  registerHealthRoutes(app);
  await app.register(registerApiRoutes, { prefix: "/api" });
  await registerRootRoutes(app);
  await registerMediaRoutes(app);
  if (options.site) await options.site(app);
  return app;
}
