import { Button, Modal, Spinner } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { ErrorBanner } from "../ui/ErrorBanner";

type Props = {
  show: boolean;
  email: string;
  /** What will go, as one sentence part: "2 contact messages, 1 job application with its CV and 4 mails". */
  list: string;
  busy: boolean;
  error: unknown;
  onConfirm(): void;
  onCancel(): void;
  /** Once the dialog has faded out (the screen then moves the focus to the outcome). */
  onExited(): void;
};

/**
 * The confirmation of an erasure: names everything that will go, with a red confirm button. A
 * react-bootstrap Modal (focus trapped, Escape cancels); the cancel button has the focus first,
 * so Enter erases nothing.
 */
export function EraseDialog({ show, email, list, busy, error, onConfirm, onCancel, onExited }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      show={show}
      onHide={busy ? () => {} : onCancel}
      onExited={onExited}
      backdrop={busy ? "static" : true}
      keyboard={!busy}
      centered
      aria-labelledby="privacy-erase-title"
    >
      <Modal.Header closeButton={!busy} closeLabel={t("admin.common.close")}>
        <Modal.Title id="privacy-erase-title" as="h2" className="h5">
          {t("adminPrivacy.confirm.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="admin-break">{t("adminPrivacy.confirm.text", { email, list })}</p>
        <p className="mb-0 fw-semibold text-danger-emphasis">{t("adminPrivacy.confirm.undone")}</p>
        <ErrorBanner
          className="mt-3 mb-0"
          message={error ? t("adminPrivacy.eraseFailed") : null}
          error={error}
        />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy} autoFocus>
          {t("admin.common.cancel")}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          ) : null}
          {t("adminPrivacy.confirm.confirm")}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
