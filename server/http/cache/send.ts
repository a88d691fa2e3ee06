import type { FastifyReply, FastifyRequest } from "fastify";
import { acceptedEncoding, COMPRESS_MIN_BYTES, compress } from "../compression";
import { notModified } from "./conditional";
import type { CachedAnswer } from "./store";

declare module "fastify" {
  interface FastifyRequest {
    /** Set on a cache hit sent through the hooks: its final headers are kept (captureWire). */
    cacheWire: { answer: CachedAnswer; key: string; body: Buffer } | null;
  }
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
