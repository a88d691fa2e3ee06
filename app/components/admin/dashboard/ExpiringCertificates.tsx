import { Alert } from "react-bootstrap";
import { Link } from "react-router";
import { useTranslation } from "../../../i18n/translation";
import type { ExpiringCertificate } from "../../../../common/api/admin";
import { CERTIFICATE_NAMES } from "../../../../common/certificates";
import { adminLang, formatDay } from "../messages/format";

/**
 * The dashboard's warning: each certificate that ends within 30 days, or ended less than 30
 * days ago and was not renewed ('GOTS CU 1024567 expires in 15 days (11 December 2026)'),
 * linking to the certificates screen. Nothing when there is none.
 */
export function ExpiringCertificates({ items }: { items: readonly ExpiringCertificate[] }) {
  const { t, i18n } = useTranslation();
  if (items.length === 0) return null;
  const lng = adminLang(i18n.language);
  const expired = items.some((item) => item.days_left < 0);

  const sentence = (item: ExpiringCertificate) => {
    const standard = (CERTIFICATE_NAMES as Record<string, string>)[item.standard] ?? item.standard;
    const values = { name: `${standard} ${item.number}`, date: formatDay(item.valid_until, lng) };
    if (item.days_left > 0)
      return t("adminCertificates.dashboard.expiresIn", { ...values, count: item.days_left });
    if (item.days_left === 0) return t("adminCertificates.dashboard.expiresToday", values);
    return t("adminCertificates.dashboard.expiredAgo", { ...values, count: -item.days_left });
  };

  return (
    <Alert
      variant={expired ? "danger" : "warning"}
      role="status"
      aria-labelledby="dashboard-expiring"
      className="mb-4"
      data-testid="expiring-certificates"
    >
      <h2 id="dashboard-expiring" className="h6 alert-heading mb-1">
        {t("adminCertificates.dashboard.title")}
      </h2>
      <p className="small mb-2">{t("adminCertificates.dashboard.intro")}</p>
      <ul className="mb-2 ps-3">
        {items.map((item) => (
          <li key={item.id}>
            <Link to="/admin/certificates" className="alert-link fw-normal">
              {sentence(item)}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/admin/certificates" className="alert-link small">
        {t("adminCertificates.dashboard.manage")}
      </Link>
    </Alert>
  );
}
