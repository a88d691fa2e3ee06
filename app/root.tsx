import "./styles/bootstrap.scss";
import "./styles/theme.css";
import type { ReactNode } from "react";
import { useEffect, useRef } from "react";
import { useTranslation } from "./i18n/translation";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { searchWithLanguage, storedLanguageToApply, storeLanguage } from "./i18n/browser-language";
import { switchLanguage } from "./i18n/catalogues";
import { EmbeddedCatalogue } from "./i18n/embedded";
import { useSectionsGate } from "./i18n/gate";
import { languageCookie } from "./i18n/language";

/**
 * An admin screen's own address change (same screen, same language, only its filters, order or
 * page in the query: ?country=FR&fabric=3) runs no loader again: the screen fetches its data
 * itself, so a filter costs no server round trip before the list's own request. A form, an
 * explicit revalidation (same address) or any other change revalidates as usual. The admin
 * layout's session loader follows the same rule (it exports this function too).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const queryOnly =
    formMethod === undefined &&
    nextUrl.pathname.startsWith("/admin/") &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search &&
    currentUrl.searchParams.get("lng") === nextUrl.searchParams.get("lng");
  return !queryOnly && defaultShouldRevalidate;
}

export async function loader({ context }: Route.LoaderArgs) {
  const { lang: lng, chosen, https } = context.view;
  // An explicit ?lng= is remembered, so the next page without it keeps the language.
  return data({ lng }, chosen ? { headers: { "Set-Cookie": languageCookie(chosen, https) } } : undefined);
}

/** Only what no page sets itself: pages give their own title, description and canonical links. */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const { i18n } = useTranslation();
  return (
    <html lang={root?.lng ?? i18n.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f3a5f" />
        <Meta />
        <Links />
        <EmbeddedCatalogue />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Keeps the browser's language in step with the server's. The server chose from `?lng=`, the
 * cookie and Accept-Language; once hydrated, a language stored in localStorage or sessionStorage
 * wins over Accept-Language (SPEC's order), by reloading the page's data with `?lng=` (replace).
 * Whatever the page's language, it is stored in localStorage and the cookie.
 */
function useLanguageSync(lng: Route.ComponentProps["loaderData"]["lng"]) {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const checked = useRef(false);

  useEffect(() => {
    if (!checked.current) {
      checked.current = true;
      const stored = storedLanguageToApply(lng, location.search, document.cookie);
      if (stored) {
        navigate(
          {
            pathname: location.pathname,
            search: searchWithLanguage(location.search, stored),
            hash: location.hash,
          },
          { replace: true, preventScrollReset: true },
        );
        return;
      }
    }
    storeLanguage(lng);
    // After a client-side navigation to another ?lng=, the texts follow the new language.
    if (i18n.language !== lng) void switchLanguage(i18n, lng);
  }, [i18n, lng, location, navigate]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  useLanguageSync(loaderData.lng);
  useSectionsGate();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? t("notFound.title") : t("error.title");
  return (
    <main className="container py-5">
      <title>{title}</title>
      <p>
        <a href="/">
          <img src="/logo.svg" width={176} height={44} alt={t("nav.homeLink")} />
        </a>
      </p>
      <h1>{title}</h1>
      <p>{notFound ? t("notFound.text") : t("error.text")}</p>
      {import.meta.env.DEV && error instanceof Error ? <pre>{error.stack}</pre> : null}
    </main>
  );
}
