import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";

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
