import { type ReactNode, useId } from "react";
import { Button, Modal } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";

/** The success dialog: title, message, close button (focus is trapped and restored by Modal). */
export function SuccessDialog({
  show,
  title,
  children,
  onHide,
  onExited,
}: {
  show: boolean;
  title: string;
  children: ReactNode;
  onHide: () => void;
  onExited?: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal show={show} onHide={onHide} onExited={onExited} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t("forms.close")}>
        <Modal.Title as="h2" id={titleId} className="h4">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="d-flex gap-3 align-items-start">
        <svg
          className="form-success-icon"
          viewBox="0 0 24 24"
          width="32"
          height="32"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path
            d="m7 12.5 3.2 3.2L17 9"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p className="mb-0">{children}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onHide}>
          {t("forms.close")}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
