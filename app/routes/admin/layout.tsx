import "../../styles/bootstrap-admin.scss";
import "../../styles/admin.css";
import { data, Outlet, redirect } from "react-router";
import { AdminShell } from "../../components/admin/shell/AdminShell";
import { AdminSessionProvider, loginPath } from "../../lib/admin/session";
import { ADMIN_HEADERS, readAdminSession } from "../../lib/admin/session.server";
import { completeCatalogue } from "../../i18n/catalogues";
import type { Route } from "./+types/layout";

/**
 * Every /admin/* page: the session is checked on the server before anything renders. A visitor
 * is redirected to the login page (with where they were going), so no admin page ever renders
 * for them; the admin's user and CSRF token seed the session of the browser.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await readAdminSession(context);
  if (!session) {
    const url = new URL(request.url);
    throw redirect(loginPath(`${url.pathname}${url.search}`), { headers: ADMIN_HEADERS });
  }
  return data(session, { headers: ADMIN_HEADERS });
}

/** A screen's filters, order or page in the address keep the session checked (app/root.tsx). */
export { shouldRevalidate } from "../../root";

/** Reached from a public page in the same tab: the admin texts are fetched before the screen renders. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [answer] = await Promise.all([serverLoader(), completeCatalogue()]);
  return answer;
}

/** Admin pages are never stored by a cache nor indexed. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return {
    "Cache-Control": loaderHeaders.get("Cache-Control") ?? ADMIN_HEADERS["Cache-Control"],
    "X-Robots-Tag": ADMIN_HEADERS["X-Robots-Tag"],
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminSessionProvider initial={loaderData}>
      <AdminShell>
        <Outlet />
      </AdminShell>
    </AdminSessionProvider>
  );
}
