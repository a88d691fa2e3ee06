import type { AppLoadContext } from "react-router";
import { authenticate } from "../../../server/modules/auth/service";
import type { AdminSessionData } from "./session";

/** Same rule as server/modules/auth/guard.ts: the __Host- cookie whenever the site is on HTTPS. */
function sessionCookieName(request: Request, context: AppLoadContext): string {
  const https =
    new URL(request.url).protocol === "https:" ||
    (context.ctx.config.publicUrl?.startsWith("https://") ?? false);
  return https ? "__Host-sid" : "sid";
}

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

/**
 * The admin behind the request's session cookie, checked on the server with the same service as
 * the API's guard; null for a visitor (no cookie, unknown, expired).
 */
export async function readAdminSession(
  request: Request,
  context: AppLoadContext,
): Promise<AdminSessionData | null> {
  const token = readCookie(request.headers.get("cookie"), sessionCookieName(request, context));
  if (!token) return null;
  const session = await authenticate(context.ctx.db, context.ctx.config, token);
  if (!session) return null;
  return { user: { id: session.userId, username: session.username }, csrfToken: session.csrfToken };
}

/** Headers of every admin page and its data: never stored, never indexed. */
export const ADMIN_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;
