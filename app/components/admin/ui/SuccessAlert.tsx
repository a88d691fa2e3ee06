import { Alert } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";

/** The outcome of the screen's last action (saved, deleted…), until dismissed or replaced. */
export function SuccessAlert({ text, onClose }: { text: string | null; onClose(): void }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <Alert variant="success" dismissible onClose={onClose} closeLabel={t("adminInbox.common.close")}>
      {text}
    </Alert>
  );
}
