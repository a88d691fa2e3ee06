import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { publicCacheRequests } from "../../metrics/series";
import { CACHE_CHANNEL, type CacheSync, startCacheSync } from "../cache-sync";
import { hasSession } from "../session-cookie";
import { etagOf, notModified } from "./conditional";
import { pageCacheKey } from "./page-key";
import { sendCached } from "./send";
import { PublicCache } from "./store";

/** The site's catch-all route (server/http/site.ts). */
export const PAGE_ROUTE = "/*";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    /** Set on a cacheable public read that missed: where and at which generation to store it. */
    cacheSlot: { key: string; generation: number } | null;
  }
}

const hits = publicCacheRequests.labels("hit");
const misses = publicCacheRequests.labels("miss");
/** A lookup of a cacheable read, while the cache is on (PUBLIC_CACHE). */
function countLookup(enabled: boolean, hit: boolean) {
  if (enabled) (hit ? hits : misses).inc();
}

/**
 * Hooks of the public cache: serves and stores the public API reads whose contract says `cache: "public"` (not for
 * requests with a session: `?lng=all` and the admin screens), gives public JSON an ETag, and
 * empties the cache (here and, with PostgreSQL, in every other process) on each admin write
 * before its answer leaves.
 */
export async function registerPublicCache(app: FastifyInstance) {
  const { config, database } = app.ctx;
  // The read models (app.ctx.publicData) are kept whatever PUBLIC_CACHE says: they need the
  // other processes' writes as much as the answer cache does.
  const needsSync = database.kind === "postgres" && Boolean(config.databaseUrl);
  const cache = new PublicCache(config.publicCache, { needsSync: config.publicCache && needsSync, data: app.ctx.publicData });
  app.decorate("publicCache", cache);
  app.decorateRequest("cacheSlot", null);
  app.decorateRequest("cacheWire", null);

  const instance = randomUUID();
  let sync: CacheSync | undefined;
  if (needsSync && config.databaseUrl) {
    sync = startCacheSync({
      url: config.databaseUrl,
      instance,
      onState: (connected) => cache.setSynced(connected),
      onChange: () => cache.invalidate(),
      log: app.log,
    });
    app.addHook("onClose", async () => sync?.stop());
  }

  /** Over the ordinary pool, so it does not depend on this process's own listener. */
  const broadcast = async () => {
    try {
      await database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${instance})`);
    } catch (error) {
      app.log.warn({ err: error }, "public cache: could not notify the other processes");
    }
  };

  app.addHook("onRequest", async (request, reply) => {
    // HEAD answers as GET does, without the body: same entry, same ETag and length.
    if (request.method !== "GET" && request.method !== "HEAD") return;
    if (request.routeOptions.url === PAGE_ROUTE) {
      // A page hit is answered here, before the route's other hooks (server/http/site.ts stores it).
      const key = pageCacheKey(request);
      const hit = key ? cache.get(key) : undefined;
      if (key) countLookup(cache.enabled, hit !== undefined);
      if (hit) return sendCached(request, reply, hit);
      return;
    }
    // Public API reads whose answers depend only on the URL: their contracts say so (server/http/route.ts).
    if (request.routeOptions.config.contract?.cache !== "public") return;
    // A session or a bearer token (the staff's view): never answered from, nor stored in, the cache.
    if (hasSession(request) || request.headers.authorization !== undefined) return;
    const key = `api ${request.url}`;
    const hit = cache.get(key);
    countLookup(cache.enabled, hit !== undefined);
    if (hit) return sendCached(request, reply, hit);
    request.cacheSlot = { key, generation: cache.generation };
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method)) {
      // Any change made with a session or an API token may touch what visitors see.
      if (request.admin || request.apiToken) {
        cache.invalidate();
        if (sync) await broadcast();
      }
      return payload;
    }
    const slot = request.cacheSlot;
    if (!slot || reply.statusCode !== 200 || typeof payload !== "string") return payload;
    const body = Buffer.from(payload, "utf8");
    const etag = etagOf(body);
    reply.header("cache-control", "no-cache");
    reply.header("etag", etag);
    cache.set(slot.key, slot.generation, {
      body,
      etag,
      headers: { "content-type": String(reply.getHeader("content-type") ?? "application/json; charset=utf-8"), "cache-control": "no-cache" },
    });
    if (notModified(request, etag)) {
      reply.code(304);
      return "";
    }
    return payload;
  });
}
