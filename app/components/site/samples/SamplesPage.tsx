import { lazy, Suspense, useSyncExternalStore } from "react";
import { useTranslation } from "../../../i18n/translation";
import { useLocalizedHref } from "../../../lib/links";

/** The basket, its form and the confirmation: fetched once the page runs (they are the browser's alone). */
const BasketView = lazy(() => import("./BasketView"));

const noChange = () => () => {};
/** False on the server and while the page hydrates (basket.ts's useClientReady, without loading the basket). */
const useClientReady = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );

/**
 * /samples: the page's band, then the sample basket and the request form. The basket is the
 * browser's: the server renders the page without it (with a note for browsers without
 * JavaScript), and its code comes once the page runs, so the page's first load stays light.
 */
export function SamplesPage() {
  const { t } = useTranslation();
  const ready = useClientReady();
  return (
    <div className="pb-5 samples-page">
      <header className="site-page-head">
        <div className="container">
          <p className="site-eyebrow">{t("samples.eyebrow")}</p>
          <h1 className="display-5 mb-3">{t("samples.title")}</h1>
          <p className="lead mb-0">{t("samples.intro")}</p>
        </div>
      </header>
      <div className="container">
        {ready ? (
          <Suspense
            fallback={
              <p className="text-body-secondary" role="status">
                {t("samples.loading")}
              </p>
            }
          >
            <BasketView />
          </Suspense>
        ) : (
          <NoScript />
        )}
      </div>
    </div>
  );
}

/** What the server renders in the basket's place: it needs JavaScript; the contact page is the way without. */
function NoScript() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const [before, link = "", after = ""] = t("samples.noscript").split(/<\/?notice>/);
  return (
    <noscript>
      <p className="lead">
        {before}
        <a href={href("/contact")}>{link}</a>
        {after}
      </p>
    </noscript>
  );
}
