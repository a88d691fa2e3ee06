import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { serverSecrets } from "../../db/schema";
import { safeEqual } from "./secrets";

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that logged in to an account gets a cookie naming that account, a random nonce, and an
 * HMAC of both under a key only the server knows. With it, the browser's failed logins are
 * counted on that nonce alone, so a stranger who locks the account out cannot lock out the
 * staff's own browser, and a stolen cookie that keeps failing is locked on its own.
 */
export const DEVICE_MAX_AGE_S = 180 * 86_400;

const keys = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/** A signing key of the server's, by name: made once in the database, so every process and every restart agrees. */
export function serverKey(db: Db, name: string): Promise<Buffer> {
  let held = keys.get(db);
  if (!held) {
    held = new Map();
    keys.set(db, held);
  }
  let key = held.get(name);
  if (!key) {
    key = (async () => {
      await db
        .insert(serverSecrets)
        .values({ name, value: randomBytes(32).toString("base64url") })
        .onConflictDoNothing();
      const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
      return Buffer.from(row!.value, "base64url");
    })();
    key.catch(() => held.delete(name));
    held.set(name, key);
  }
  return key;
}

/** The device cookies' signing key. */
export const deviceKey = (db: Db) => serverKey(db, "device_cookie_key");

const mac = (key: Buffer, ...parts: string[]) =>
  createHmac("sha256", key).update(parts.join("\0")).digest("base64url");

/** One cookie per account, named without the account's name in clear. */
export const deviceCookieName = (key: Buffer, username: string, https: boolean) =>
  `${https ? "__Host-" : ""}device-${mac(key, "name", username).slice(0, 16)}`;

export function issueDeviceToken(key: Buffer, username: string): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${nonce}.${mac(key, "device", username, nonce)}`;
}

/** The nonce of a device cookie signed for this account, or null. */
export function verifyDeviceToken(key: Buffer, username: string, token: string | undefined): string | null {
  if (!token || token.length > 100) return null;
  const [nonce, signature, ...rest] = token.split(".");
  if (!nonce || !signature || rest.length > 0 || !/^[\w-]{22}$/.test(nonce)) return null;
  return safeEqual(mac(key, "device", username, nonce), signature) ? nonce : null;
}
