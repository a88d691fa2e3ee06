import type { AppLoadContext } from "react-router";
import { sessionTokenOf } from "../../../server/modules/auth/guard";
import { authenticate } from "../../../server/modules/auth/service";
import type { AdminSessionData } from "./session";

/** Same rule as server/modules/auth/guard.ts: the __Host- cookie whenever the site is on HTTPS. */
function isHttps(request: Request, context: AppLoadContext): boolean {
  return (
    new URL(request.url).protocol === "https:" || (context.ctx.config.publicUrl?.startsWith("https://") ?? false)
  );
}

/**
 * The admin behind the request's session cookie, checked on the server with the same service as
 * the API's guard; null for a visitor (no cookie, unknown, expired).
 */
export async function readAdminSession(
  request: Request,
  context: AppLoadContext,
): Promise<AdminSessionData | null> {
  // Read as the API's guard and the public cache read it (one parser).
  const token = sessionTokenOf(request.headers.get("cookie"), isHttps(request, context));
  if (!token) return null;
  const session = await authenticate(context.ctx.db, context.ctx.config, token);
  if (!session) return null;
  return { user: { id: session.userId, username: session.username }, csrfToken: session.csrfToken };
}

/** Headers of every admin page and its data: never stored, never indexed. */
export const ADMIN_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;
