import { createHash, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sessionToken } from "../modules/auth/guard";
import { today } from "../modules/exhibitions/shared";
import { CACHE_CHANNEL, type CacheSync, startCacheSync } from "./cache-sync";
import { acceptedEncoding, COMPRESS_MIN_BYTES, compress } from "./compression";
import { pageCacheKey } from "./page-cache";

/** The site's catch-all route (server/http/site.ts). */
export const PAGE_ROUTE = "/*";

/** One stored answer: its bytes, the headers it was sent with, and its entity tag. */
export type CachedAnswer = {
  /** Encoded once: a hit writes the bytes as they are. */
  body: Buffer;
  /** Compressed copies, made on the first hit that asks for each encoding. */
  encoded?: Partial<Record<"br" | "gzip", Buffer>>;
  etag: string;
  headers: Record<string, string | string[]>;
  /**
   * The complete answer as the first hit of each encoding and scheme sent it, every hook
   * applied (security headers, Vary, Content-Encoding): later hits write it straight to the
   * socket (see sendCached).
   */
  wire?: Record<string, WireAnswer>;
};

type WireAnswer = { headers: Record<string, string | string[] | number>; body: Buffer };

type Entry = { answer: CachedAnswer; bytes: number };

const MAX_ENTRIES = 4_000;
const MAX_BYTES = 48 * 1024 * 1024;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Answers of public reads (API JSON and server-rendered pages), kept in memory until the next
 * admin change. Every admin write (any non-GET request made with a session) empties it and
 * bumps the generation; a read stores its answer only if no write happened since the read
 * began, so an answer computed from data older than a write is never kept. With PostgreSQL,
 * writes made by other processes arrive over LISTEN/NOTIFY; while that channel is down nothing
 * is served from or stored in the cache. Exhibition lists depend on the date in Istanbul: the
 * cache is also emptied when that date changes.
 */
export class PublicCache {
  generation = 0;
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private day = today();
  private nextDayCheck = Date.now() + 1_000;
  /** False while another process's writes could go unseen (notification channel down). */
  private synced: boolean;

  constructor(
    readonly enabled: boolean,
    options: { needsSync?: boolean } = {},
  ) {
    this.synced = !options.needsSync;
  }

  /** True when answers may be served from and stored in the cache right now. */
  get active(): boolean {
    if (!this.enabled || !this.synced) return false;
    const now = Date.now();
    if (now >= this.nextDayCheck) {
      this.nextDayCheck = now + 1_000;
      const day = today();
      if (day !== this.day) {
        this.day = day;
        this.invalidate();
      }
    }
    return true;
  }

  get(key: string): CachedAnswer | undefined {
    if (!this.active) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last: eviction takes the oldest first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  /** Stores an answer computed by a read that began at `generation`. */
  set(key: string, generation: number, answer: CachedAnswer) {
    if (!this.active || generation !== this.generation) return;
    const bytes = answer.body.length + key.length * 2 + 512;
    if (bytes > MAX_BYTES / 16) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    this.entries.set(key, { answer, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  invalidate() {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Called by the PostgreSQL notification listener when it connects or loses its connection. */
  setSynced(synced: boolean) {
    // Whatever happened while the channel was down is unknown: start empty either way.
    this.invalidate();
    this.synced = synced;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Strong entity tag of a body. */
export function etagOf(body: Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** True when If-None-Match names this tag (or `*`), weak comparison as RFC 9110 asks for GET. */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (typeof header !== "string" || header === "") return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * True when the request carries a session token, read as the admin guard reads it: such reads
 * are neither served from nor stored in the cache.
 */
export function hasSession(request: FastifyRequest): boolean {
  return sessionToken(request) !== undefined;
}

/**
 * Sends a stored answer (304 when the client already has it), compressed as the client accepts:
 * each encoding is made once per stored answer, by the compressor that made the answer the
 * first time (same bytes and length under the same ETag).
 * The first hit of each encoding and scheme goes through Fastify's hooks like any answer, and
 * the headers they produced are kept (captureWire); later hits write those headers and bytes
 * to the socket directly, which is what makes a cached page cost little more than /healthz.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const encoding = answer.body.length >= COMPRESS_MIN_BYTES ? acceptedEncoding(request) : undefined;
  const wireKey = `${encoding ?? "identity"} ${request.protocol}`;
  const wire = answer.wire?.[wireKey];
  if (wire && !request.headers["if-none-match"]) {
    reply.hijack();
    reply.raw.writeHead(200, wire.headers);
    reply.raw.end(wire.body);
    const log = request.log as typeof request.log & { isLevelEnabled?: (level: string) => boolean };
    if (log.isLevelEnabled?.("info") ?? true) {
      request.log.info({ res: { statusCode: 200 }, responseTime: reply.elapsedTime, cache: "hit" }, "request completed");
    }
    return reply;
  }
  reply.headers(answer.headers);
  reply.header("etag", answer.etag);
  if (notModified(request, answer.etag)) return reply.code(304).send();
  if (!encoding) {
    request.cacheWire = { answer, key: wireKey, body: answer.body };
    return reply.code(200).send(answer.body);
  }
  answer.encoded ??= {};
  let body = answer.encoded[encoding];
  if (!body) {
    body = compress(answer.body, encoding);
    answer.encoded[encoding] = body;
  }
  const vary = answer.headers.vary;
  reply.header("vary", typeof vary === "string" ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  reply.header("content-encoding", encoding);
  request.cacheWire = { answer, key: wireKey, body };
  return reply.code(200).send(body);
}

/**
 * Keeps the final headers of a cache hit sent the ordinary way (see sendCached). Registered
 * as the last onSend hook (server/app.ts), so every other hook has run; only for a 200 whose
 * body is the stored bytes, as they are.
 */
export function captureWire(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const pending = request.cacheWire;
  if (!pending || reply.statusCode !== 200 || payload !== pending.body) return;
  const headers: Record<string, string | string[] | number> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.map(String) : typeof value === "number" ? value : String(value);
  }
  headers["content-length"] = pending.body.length;
  pending.answer.wire ??= {};
  pending.answer.wire[pending.key] = { headers, body: pending.body };
}

/** Public API reads whose answers depend only on the URL (patterns as Fastify registers them). */
const CACHED_API_ROUTES = new Set([
  "/api/fabrics",
  "/api/fabrics/:id",
  "/api/fabrics/:id/photos",
  "/api/countries",
  "/api/countries/:id",
  "/api/exhibitions",
  "/api/exhibitions/country/:countryId",
  "/api/exhibitions/:id",
  "/api/exhibitions/:id/photos",
  "/api/contact-info",
]);

declare module "fastify" {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    /** Set on a cacheable public read that missed: where and at which generation to store it. */
    cacheSlot: { key: string; generation: number } | null;
    /** Set on a cache hit sent through the hooks: its final headers are kept (captureWire). */
    cacheWire: { answer: CachedAnswer; key: string; body: Buffer } | null;
  }
}

/**
 * Hooks of the public cache: serves and stores the public API reads listed above (not for
 * requests with a session: `?lng=all` and the admin screens), gives public JSON an ETag, and
 * empties the cache (here and, with PostgreSQL, in every other process) on each admin write
 * before its answer leaves.
 */
export async function registerPublicCache(app: FastifyInstance) {
  const { config, database } = app.ctx;
  const needsSync = config.publicCache && database.kind === "postgres" && Boolean(config.databaseUrl);
  const cache = new PublicCache(config.publicCache, { needsSync });
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
      if (hit) return sendCached(request, reply, hit);
      return;
    }
    if (!CACHED_API_ROUTES.has(request.routeOptions.url ?? "")) return;
    if (hasSession(request)) return;
    const key = `api ${request.url}`;
    const hit = cache.get(key);
    if (hit) return sendCached(request, reply, hit);
    request.cacheSlot = { key, generation: cache.generation };
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method)) {
      // Any change made with a session may touch what visitors see.
      if (request.admin) {
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
