import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** Tokens and codes are stored as their SHA-256, never as they are. */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");

/** Compares two secrets in constant time (the CSRF token, a device cookie's signature). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
