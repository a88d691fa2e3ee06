import type { FastifyRequest } from "fastify";
import { badRequest } from "./errors";

/** Deep enough for any body the API takes; deeper nesting is refused as well. */
const MAX_DEPTH = 8;

/** The first key or value holding a NUL character, as a dotted path; null when there is none. */
export function findNul(value: unknown, path = "", depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path || "_" : null;
  if (value === null || typeof value !== "object") return null;
  if (depth > MAX_DEPTH) return path || "_";
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes("\u0000")) return here;
    const found = findNul(item, here, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * No text stored or compared in PostgreSQL may hold a NUL (the database refuses it, and the
 * error would surface as a 500): a NUL anywhere in the query, the path parameters or a parsed
 * body is a 400 naming the field. Multipart text fields are checked as they are read.
 */
export async function rejectNulBytes(request: FastifyRequest) {
  // Pages get their body as a raw stream (React Router reads it): only parsed bodies are walked.
  const body = request.body;
  const parsed = Array.isArray(body) || Object.getPrototypeOf(body ?? 0) === Object.prototype ? body : undefined;
  for (const source of [request.params, request.query, parsed]) {
    const field = findNul(source);
    if (field) throw badRequest("Invalid input", { [field.slice(0, 100)]: "invalid" });
  }
}
