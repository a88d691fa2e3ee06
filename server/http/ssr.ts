import { pipeline, Readable, Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import { isAdminPath } from "../../common/paths";
import { pageCsp, sealPage } from "./csp";
import { badRequest, tooLarge } from "./errors";
import { etagOf, notModified } from "./cache/conditional";
import { isReadableHost } from "./request-target";
import type { CachedAnswer } from "./cache/store";

/** Largest body a page action accepts (forms; uploads go to the REST API). */
export const MAX_PAGE_BODY_BYTES = 1024 * 1024;

/** Hop-by-hop headers belong to one connection, not to the answer. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade"]);

/**
 * The Fetch Request React Router expects, built from Fastify's request. The body (a raw stream:
 * the site's scope has no body parser) is streamed, capped at MAX_PAGE_BODY_BYTES; the signal
 * aborts when the client goes away before the answer is complete.
 */
export function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const host = request.host || "localhost";
  // A forged Host must not change the path React Router sees (e.g. "evil/x").
  if (!isReadableHost(host)) throw badRequest("Invalid Host header");
  // Concatenated, not resolved: a path like //other.host/x must stay a path.
  const url = `${request.protocol}://${host}${request.url}`;

  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(":")) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }

  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });

  const init: RequestInit & { duplex?: "half" } = {
    // React Router answers HEAD with an empty page: rendered as GET, the answer keeps its
    // length and ETag, and Node leaves out the body.
    method: request.method === "HEAD" ? "GET" : request.method,
    headers,
    signal: controller.signal,
  };
  if (request.body instanceof Readable) {
    const declared = Number(request.headers["content-length"] ?? 0);
    if (declared > MAX_PAGE_BODY_BYTES) throw tooLarge();
    const body = capped(MAX_PAGE_BODY_BYTES);
    // pipeline, not pipe: a client that aborts mid-body fails the stream React Router reads.
    pipeline(request.body, body, () => {});
    init.body = createReadableStreamFromReadable(body);
    init.duplex = "half";
  }
  return new Request(url, init);
}

/** Passes bytes through until `max`, then fails the stream (chunked bodies have no length). */
function capped(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > max) callback(tooLarge());
      else callback(null, chunk);
    },
  });
}

/**
 * Answers with React Router's Response: status, every header (each Set-Cookie on its own), body.
 * HTML is complete when it arrives (entry.server renders to the end first): it gets a CSP with
 * the hashes of the inline scripts rendered with `scriptNonce`, and, like data answers, varies
 * on the language inputs.
 */
export async function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
  options: {
    dev: boolean;
    scriptNonce: string;
    /** The document's bytes as entry.server rendered them, when it handed them over directly. */
    html?: Buffer | null;
    /** Keeps a complete 200 page (with the headers it was sent with) for the next visitor. */
    store?: ((answer: CachedAnswer) => void) | undefined;
  },
) {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie" && !HOP_BY_HOP.has(name)) reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);

  // Pages and their data (text/x-script, for client-side navigation) depend on the language,
  // chosen from the cookie or Accept-Language; until a page cache exists they are revalidated.
  const type = response.headers.get("content-type") ?? "";
  const html = type.startsWith("text/html");
  if (html || type.startsWith("text/x-script")) {
    const vary = response.headers.get("vary");
    reply.header("vary", vary ? `${vary}, Cookie, Accept-Language` : "Cookie, Accept-Language");
    if (!response.headers.has("cache-control")) reply.header("cache-control", "private, no-cache");
  }

  if (html) {
    const rendered = options.html ?? Buffer.from(await response.arrayBuffer());
    // Admin screens are tools: they start their JavaScript at once.
    const page = sealPage(rendered, options.scriptNonce, {
      defer: !options.dev && !isAdminPath(reply.request.url),
    });
    const imageOrigin = reply.server.ctx.storage.publicUrl;
    reply.header("content-security-policy", pageCsp(page.hashes, { dev: options.dev, imageOrigin }));
    if (response.status !== 200) return reply.send(page.body);
    const body = page.body;
    const etag = etagOf(body);
    options.store?.({ body, etag, headers: headerSnapshot(reply) });
    reply.header("etag", etag);
    if (notModified(reply.request, etag)) return reply.code(304).send();
    return reply.send(body);
  }
  return reply.send(response.body ?? undefined);
}

/** The headers set on a reply so far, as plain values. */
function headerSnapshot(reply: FastifyReply): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined) continue;
    out[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return out;
}
