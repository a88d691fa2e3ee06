import { useTranslation } from "../../../i18n/translation";
import type { ExhibitionCardData } from "./types";

/**
 * A badge for fairs that are not over: 'now on' from its first to its last day, 'upcoming'
 * before (on the cards and on a fair's page); nothing for a past fair.
 */
export function UpcomingBadge({
  fair,
  className = "",
}: {
  fair: Pick<ExhibitionCardData, "upcoming" | "nowOn">;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!fair.upcoming) return null;
  return (
    <span className={`badge exh-badge${fair.nowOn ? " exh-badge-now" : ""} ${className}`}>
      {fair.nowOn ? t("exhibitions.nowOn") : t("exhibitions.upcoming")}
    </span>
  );
}
