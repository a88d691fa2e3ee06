import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Bodies below this size are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;
const TEXT = /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/i;
const MEMO_ENTRIES = 200;

export type Encoding = "br" | "gzip";

/**
 * Compresses text answers built in memory (pages, JSON, sitemap, error pages) with brotli or
 * gzip, as the browser accepts. Static files are not concerned: the build's assets are
 * precompressed and served as such, images are already compressed. An answer with an ETag (a
 * cached page) is compressed once per encoding and kept, so a cache hit costs no compression.
 */
export function registerCompression(app: FastifyInstance): void {
  const memo = new Map<string, Buffer>();

  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader("content-encoding") || reply.statusCode === 204 || reply.statusCode === 304) {
      return payload;
    }
    const type = reply.getHeader("content-type");
    if (typeof type !== "string" || !TEXT.test(type)) return payload;
    addVary(reply);

    const body = typeof payload === "string" ? Buffer.from(payload, "utf8") : payload;
    if (body.length < COMPRESS_MIN_BYTES) return payload;
    const encoding = acceptedEncoding(request);
    if (!encoding) return payload;

    const etag = reply.getHeader("etag");
    const key = typeof etag === "string" ? `${encoding} ${etag}` : undefined;
    let compressed = key ? memo.get(key) : undefined;
    if (!compressed) {
      // Off the event loop (libuv's thread pool): the next request renders meanwhile.
      compressed = await compressOffThread(body, encoding);
      if (key) remember(memo, key, compressed);
    }
    reply.header("content-encoding", encoding);
    reply.header("content-length", compressed.length);
    return compressed;
  });
}

/**
 * Brotli quality of answers built in memory. Every uncached page and API read pays it: 4 costs
 * 0.9 ms for a 56 KB page where 5 cost 1.2 ms and 11 100 ms, for 14.3 KB against 13.5 and 12.1
 * (docs/performance.md, "Uncached pages and reads"). The build's assets are brotli 11, made once.
 */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;

const brotliOptions = (body: Buffer): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    // A window the size of the body (64 KB to 4 MB), not always 4 MB: the encoder's memory
    // follows the window, and four of them may work at once on the thread pool.
    [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(22, Math.max(16, Math.ceil(Math.log2(body.length + 1)))),
  },
});

/**
 * The one compressor of answers built in memory. A stored answer (server/http/public-cache.ts)
 * is compressed with the same settings, so the bytes, and the length, under one ETag are the
 * same whether the answer was made for the request or came from the cache (GET or HEAD).
 */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === "br"
    ? zlib.brotliCompressSync(body, brotliOptions(body))
    : zlib.gzipSync(body, { level: GZIP_LEVEL });
}

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/** `compress` on libuv's thread pool: the same bytes. */
export function compressOffThread(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br" ? brotliAsync(body, brotliOptions(body)) : gzipAsync(body, { level: GZIP_LEVEL });
}

/**
 * The first of `offered` (by default brotli, then gzip) that the request accepts: listed or
 * covered by `*` with a quality above 0 (`q=0` refuses).
 */
export function acceptedEncoding(
  request: FastifyRequest,
  offered: readonly Encoding[] = ["br", "gzip"],
): Encoding | undefined {
  const header = request.headers["accept-encoding"];
  if (typeof header !== "string" || header === "") return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  return offered.find((name) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0);
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader("vary");
  const current = typeof vary === "string" ? vary : Array.isArray(vary) ? vary.join(", ") : "";
  if (current.split(",").some((v) => ["accept-encoding", "*"].includes(v.trim().toLowerCase()))) return;
  reply.header("vary", current ? `${current}, Accept-Encoding` : "Accept-Encoding");
}

function remember(memo: Map<string, Buffer>, key: string, value: Buffer): void {
  if (memo.size >= MEMO_ENTRIES) {
    const oldest = memo.keys().next().value;
    if (oldest !== undefined) memo.delete(oldest);
  }
  memo.set(key, value);
}
