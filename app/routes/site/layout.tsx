import {
  data,
  isRouteErrorResponse,
  Outlet,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import { ErrorContent } from "../../components/site/layout/ErrorContent";
import { NotFoundContent } from "../../components/site/layout/NotFoundContent";
import { SiteShell } from "../../components/site/layout/SiteShell";
import { LAYOUT_ROUTE_ID, type LayoutData } from "../../components/site/layout/types";
import { siteOrigin } from "../../lib/origin.server";
import type { Route } from "./+types/layout";
import { loadLayout } from "./layout.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { data: layout, headers } = await loadLayout(context, context.view.lang, siteOrigin(request, context));
  return data(layout, { headers });
}

/**
 * The contact details and the organization data depend only on the language: the layout's
 * data is read again when `?lng=` changes, not on every page change.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.searchParams.get("lng") !== nextUrl.searchParams.get("lng")) return defaultShouldRevalidate;
  return false;
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell data={loaderData}>
      <Outlet />
    </SiteShell>
  );
}

/** A page that fails or is missing still gets the navigation bar and the footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<LayoutData>(LAYOUT_ROUTE_ID);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteShell data={layout}>
      {notFound ? <NotFoundContent withHead /> : <ErrorContent error={error} />}
    </SiteShell>
  );
}
