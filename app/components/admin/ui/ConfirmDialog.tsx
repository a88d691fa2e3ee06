import type { ReactNode } from "react";
import { Button, Modal, Spinner } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { ErrorBanner } from "./ErrorBanner";

type Props = {
  show: boolean;
  title?: string;
  /** The question, e.g. 'Are you sure you want to delete this exhibition?'. */
  text: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** danger (default) for deletions: a red confirm button. */
  variant?: "danger" | "primary" | "warning";
  /** While the action runs: buttons disabled, spinner on confirm, the dialog stays open. */
  busy?: boolean;
  /** A failure of the action, shown inside the dialog. */
  error?: unknown;
  errorMessage?: string;
  onConfirm(): void;
  onCancel(): void;
};

/**
 * A confirmation dialog (react-bootstrap Modal: focus trapped, Escape cancels, focus returns to
 * the button that opened it). The cancel button gets the focus first: Enter does not delete.
 */
export function ConfirmDialog({
  show,
  title,
  text,
  confirmLabel,
  cancelLabel,
  variant = "danger",
  busy = false,
  error,
  errorMessage,
  onConfirm,
  onCancel,
}: Props) {
  const { t } = useTranslation();
  const heading = title ?? (variant === "danger" ? t("admin.confirm.deleteTitle") : t("admin.confirm.title"));
  return (
    <Modal
      show={show}
      onHide={busy ? () => {} : onCancel}
      backdrop={busy ? "static" : true}
      keyboard={!busy}
      centered
      aria-labelledby="confirm-dialog-title"
    >
      <Modal.Header closeButton={!busy} closeLabel={t("admin.common.close")}>
        <Modal.Title id="confirm-dialog-title" as="h2" className="h5">
          {heading}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div>{text}</div>
        <ErrorBanner className="mt-3 mb-0" message={errorMessage} error={error} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel ?? t("admin.common.cancel")}
        </Button>
        <Button variant={variant} onClick={onConfirm} disabled={busy}>
          {busy ? (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          ) : null}
          {confirmLabel ?? (variant === "danger" ? t("admin.common.delete") : t("admin.common.confirm"))}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
