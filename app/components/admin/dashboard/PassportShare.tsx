import { Link } from "react-router";
import { useTranslation } from "../../../i18n/translation";

/**
 * The dashboard's line on the passports: "12 of 18 articles have a complete passport", linking
 * to the fabric list filtered to the incomplete ones. Nothing while there is no fabric.
 */
export function PassportShare({ complete, total }: { complete: number; total: number }) {
  const { t } = useTranslation();
  if (total === 0) return null;
  return (
    <p className="mb-4" data-testid="dashboard-passports">
      {t("admin.dashboard.passports.share", { complete, count: total })}{" "}
      {complete < total ? (
        <Link to="/admin/fabrics?passport=incomplete">{t("admin.dashboard.passports.incomplete")}</Link>
      ) : null}
    </p>
  );
}
