import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { acceptedEncoding, type Encoding } from "./compression";
import { etagOf, notModified } from "./cache/conditional";

/** Hashed names: a new build brings new names, so browsers may keep these for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

const TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
};

type Variant = { body: Buffer; etag: string };

type Asset = {
  type: string;
  lastModified: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
};

/**
 * The build's hashed assets (`build/client/assets`), read into memory at start with the brotli
 * and gzip files the build wrote beside them (about 3 MB in all). A request is then a map
 * lookup: no file opened, no stream, no stat, where @fastify/static spent some 400 µs of server
 * time per request on an 11 KB stylesheet. Each encoding's ETag is a hash of its bytes;
 * `If-None-Match` gets a 304. Range requests get the whole file (200), which HTTP
 * allows; browsers do not ask for ranges of scripts and stylesheets.
 */
export function loadAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!fs.existsSync(dir)) return assets;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith(".") || /\.(?:br|gz)$/.test(entry.name)) continue;
    const file = path.join(dir, entry.name);
    const body = fs.readFileSync(file);
    const variant = (suffix: string): Variant | undefined => {
      if (!fs.existsSync(file + suffix)) return undefined;
      const bytes = fs.readFileSync(file + suffix);
      return { body: bytes, etag: etagOf(bytes) };
    };
    assets.set(entry.name, {
      type: TYPES[path.extname(entry.name).toLowerCase()] ?? "application/octet-stream",
      lastModified: fs.statSync(file).mtime.toUTCString(),
      identity: { body, etag: etagOf(body) },
      br: variant(".br"),
      gzip: variant(".gz"),
    });
  }
  return assets;
}

/** Serves `GET` and `HEAD /assets/<name>` from memory; unknown names get the site's JSON 404. */
export function registerAssets(scope: FastifyInstance, dir: string): void {
  const assets = loadAssets(dir);
  scope.get("/assets/*", (request: FastifyRequest<{ Params: { "*": string } }>, reply: FastifyReply) => {
    const asset = assets.get(request.params["*"]);
    if (!asset) return reply.callNotFound();
    const encoding = preferred(request, asset);
    const variant = (encoding && asset[encoding]) || asset.identity;
    reply.header("cache-control", IMMUTABLE);
    reply.header("etag", variant.etag);
    reply.header("last-modified", asset.lastModified);
    reply.header("vary", "Accept-Encoding");
    if (notModified(request, variant.etag)) return reply.code(304).send();
    reply.header("content-type", asset.type);
    if (variant !== asset.identity && encoding) reply.header("content-encoding", encoding);
    reply.header("content-length", variant.body.length);
    return reply.send(variant.body);
  });
}

/** The smallest encoding the request accepts and the build wrote: brotli, else gzip. */
function preferred(request: FastifyRequest, asset: Asset): Encoding | undefined {
  const offered = (["br", "gzip"] as const).filter((encoding) => asset[encoding]);
  return offered.length > 0 ? acceptedEncoding(request, offered) : undefined;
}
