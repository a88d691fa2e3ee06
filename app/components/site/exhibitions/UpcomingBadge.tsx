import { useTranslation } from "../../../i18n/translation";

/** An 'upcoming' badge for fairs that are not over yet (on the cards and on a fair's page). */
export function UpcomingBadge({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  return <span className={`badge exh-badge ${className}`}>{t("exhibitions.upcoming")}</span>;
}
