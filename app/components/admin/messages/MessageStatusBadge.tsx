import { Badge } from "react-bootstrap";
import { useTranslation } from "react-i18next";
import type { MessageStatus } from "../../../../common/constants";

/** SPEC §4: New warning, Read info, Replied success. */
const VARIANTS: Record<MessageStatus, { bg: string; text?: "dark" | "light" }> = {
  new: { bg: "warning", text: "dark" },
  read: { bg: "info", text: "dark" },
  replied: { bg: "success" },
};

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  const { t } = useTranslation();
  const variant = VARIANTS[status];
  return (
    <Badge bg={variant.bg} text={variant.text} className="admin-inbox-badge">
      {t(`adminInbox.messages.status.${status}`)}
    </Badge>
  );
}
