import type { AppLoadContext } from "react-router";
import type { AdminSessionData } from "./session";

/**
 * The admin behind the request's session cookie, checked on the server by the API's own guard
 * (`context.admin()`, server/http/site.ts); null for a visitor (no cookie, unknown, expired).
 */
export async function readAdminSession(context: AppLoadContext): Promise<AdminSessionData | null> {
  const admin = await context.admin();
  return admin ? { user: { id: admin.userId, username: admin.username }, csrfToken: admin.csrfToken } : null;
}

/** Headers of every admin page and its data: never stored, never indexed. */
export const ADMIN_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;
