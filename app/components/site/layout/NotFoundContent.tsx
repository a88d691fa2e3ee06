import { useTranslation } from "../../../i18n/translation";
import { Link } from "react-router";
import { LooseThread } from "./LooseThread";

/**
 * The 404 page's content, in the layout: what happened and where to go instead. `withHead` adds
 * the title and noindex when an error boundary shows it (a route's `meta` does otherwise).
 */
export function NotFoundContent({ withHead = false }: { withHead?: boolean }) {
  const { t } = useTranslation();
  const links = [
    { to: "/", label: t("nav.home") },
    { to: "/fabrics", label: t("nav.fabrics") },
    { to: "/exhibitions", label: t("nav.exhibitions") },
    { to: "/contact", label: t("nav.contact") },
  ];
  return (
    <div className="site-status-page">
      {withHead ? (
        <>
          <title>{t("notFound.title")}</title>
          <meta name="robots" content="noindex" />
        </>
      ) : null}
      <div className="container">
        <div className="row align-items-center gy-5">
          <div className="col-lg-7">
            <p className="site-status-code" aria-hidden="true">
              404
            </p>
            <h1 className="display-6 mb-3">{t("notFound.title")}</h1>
            <p className="lead">{t("notFound.text")}</p>
            <p className="mt-4 mb-2 fw-semibold">{t("notFound.suggestions")}</p>
            <ul className="site-status-links list-unstyled">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
            <Link to="/" className="btn btn-primary mt-3">
              {t("notFound.home")}
            </Link>
          </div>
          <div className="col-lg-5 d-none d-lg-block text-center">
            <LooseThread className="site-status-art" />
          </div>
        </div>
      </div>
    </div>
  );
}
