import { Badge } from "react-bootstrap";
import { useTranslation } from "react-i18next";
import type { ApplicationStatus } from "../../../../common/constants";

/** SPEC §4: pending warning, interviewing info, accepted success, rejected danger. */
const VARIANTS: Record<ApplicationStatus, { bg: string; text?: "dark" | "light" }> = {
  pending: { bg: "warning", text: "dark" },
  interviewing: { bg: "info", text: "dark" },
  accepted: { bg: "success" },
  rejected: { bg: "danger" },
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  const variant = VARIANTS[status];
  return (
    <Badge bg={variant.bg} text={variant.text} className="admin-inbox-badge">
      {t(`adminInbox.applications.status.${status}`)}
    </Badge>
  );
}
