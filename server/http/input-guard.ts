import type { FastifyRequest } from "fastify";
import { badRequest } from "./errors";

/** Deep enough for any body the API takes; deeper nesting is refused as well. */
const MAX_DEPTH = 8;
/** Half of a UTF-16 surrogate pair: with the u flag a whole pair is one code point, not Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * False for text PostgreSQL cannot take as it is: a NUL (refused), or a lone surrogate (not
 * Unicode: JSON's `"\ud800"` escape parses to one; jsonb refuses it, text would keep U+FFFD).
 */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

/** The first key or value that is not storable text, as a dotted path; null when there is none. */
export function findUnstorable(value: unknown, path = "", depth = 0): string | null {
  if (typeof value === "string") return isStorableText(value) ? null : path || "_";
  if (value === null || typeof value !== "object") return null;
  if (depth > MAX_DEPTH) return path || "_";
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return here;
    const found = findUnstorable(item, here, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * No text stored or compared in PostgreSQL may hold a NUL or a lone surrogate (the database
 * refuses them, and the error would surface as a 500): one anywhere in the query, the path
 * parameters or a parsed body is a 400 naming the field. Multipart text fields are checked as
 * they are read.
 */
export async function rejectUnstorableText(request: FastifyRequest) {
  // Pages get their body as a raw stream (React Router reads it): only parsed bodies are walked.
  const body = request.body;
  const parsed =
    Array.isArray(body) || Object.getPrototypeOf(body ?? 0) === Object.prototype ? body : undefined;
  for (const source of [request.params, request.query, parsed]) {
    const field = findUnstorable(source);
    if (field) throw badRequest("Invalid input", { [field.slice(0, 100)]: "invalid" });
  }
}
