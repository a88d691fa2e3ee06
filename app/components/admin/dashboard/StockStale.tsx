import { Alert } from "react-bootstrap";
import { Link } from "react-router";
import { contracts } from "../../../../common/api/contracts";
import { useTranslation } from "../../../i18n/translation";
import { formatDateTime } from "../../../lib/admin/format";
import { useAdminQuery } from "../../../lib/admin/query";

/**
 * A warning when the stock figures are older than the stale limit: the site then says "Ask us"
 * instead of "In stock". Nothing before the first import (the ERP is not connected), nothing on
 * a failed read (the Stock screen says it).
 */
export function StockStale() {
  const { t, i18n } = useTranslation();
  const settings = useAdminQuery("stock-settings", (api, signal) =>
    api.call(contracts.stock.settings, {}, { signal }),
  );
  const data = settings.data;
  if (!data?.stale || !data.last_import_at) return null;
  return (
    <Alert variant="warning" data-testid="dashboard-stock-stale">
      {t("adminStock.stale", { date: formatDateTime(data.last_import_at, i18n.language) })}{" "}
      <Link to="/admin/stock" className="alert-link">
        {t("adminStock.open")}
      </Link>
    </Alert>
  );
}
