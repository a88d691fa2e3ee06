import { useTranslation } from "../../../i18n/translation";
import { Link, useLocation } from "react-router";

/** A page that failed to render: a calm message in the layout, a way to retry and a way home. */
export function ErrorContent({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="site-status-page">
      <title>{t("error.title")}</title>
      <meta name="robots" content="noindex" />
      <div className="container">
        <div className="site-status-card">
          <h1 className="display-6 mb-3">{t("error.title")}</h1>
          <p className="lead">{t("error.text")}</p>
          <div className="d-flex flex-wrap gap-3 mt-4">
            {/* A full reload, in case the page's script is what failed. */}
            <Link to={location} reloadDocument className="btn btn-primary">
              {t("error.retry")}
            </Link>
            <Link to="/" className="btn btn-outline-primary">
              {t("notFound.home")}
            </Link>
          </div>
          {import.meta.env.DEV && error instanceof Error ? (
            <pre className="mt-4 small">{error.stack}</pre>
          ) : null}
        </div>
      </div>
    </div>
  );
}
