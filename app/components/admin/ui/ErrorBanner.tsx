import { Alert } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { isAbort } from "../../../lib/admin/api";
import { describeError } from "./errors";
import { RequestIdLine } from "./FailureAlert";

type Props = {
  /** What failed, in the screen's words (e.g. t("…loadFailed")); when absent, the error's own text. */
  message?: string | null;
  /** The failure: an AdminApiError adds its explanation and request id. */
  error?: unknown;
  onDismiss?: () => void;
  className?: string;
};

/**
 * A dismissible red banner: the screen's message, the reason from the error's status, and the
 * request id to quote to support. Renders nothing without a message or an error (or for an abort).
 */
export function ErrorBanner({ message, error, onDismiss, className }: Props) {
  const { t } = useTranslation();
  if (!message && !error) return null;
  if (error && !message && isAbort(error)) return null;
  const reason = error ? describeError(t, error) : null;
  return (
    <Alert
      variant="danger"
      dismissible={Boolean(onDismiss)}
      onClose={onDismiss}
      closeLabel={t("admin.common.dismiss")}
      className={className}
      role="alert"
    >
      <div className="fw-semibold">{message ?? reason}</div>
      {message && reason ? <div>{reason}</div> : null}
      <RequestIdLine error={error} className="small text-body-secondary mt-1" />
    </Alert>
  );
}
