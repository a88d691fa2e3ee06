import { useTranslation } from "../../i18n/translation";
import { data, Link } from "react-router";

/** An unknown /admin/* path: a 404 inside the admin frame (sidebar still there). */
export function loader() {
  return data(null, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export default function AdminNotFound() {
  const { t } = useTranslation();
  return (
    <section className="card shadow-sm admin-card-narrow" aria-labelledby="admin-not-found">
      <div className="card-body p-4">
        <h2 id="admin-not-found" className="h4">
          {t("admin.notFound.title")}
        </h2>
        <p className="text-body-secondary">{t("admin.notFound.text")}</p>
        <Link to="/admin/dashboard" className="btn btn-primary">
          {t("admin.notFound.back")}
        </Link>
      </div>
    </section>
  );
}
