import { type FormEvent, type ReactNode, type Ref, useId } from "react";
import { Alert, Button, Form, Modal } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { ErrorBanner } from "./ErrorBanner";
import { SaveButton } from "./SaveButton";

type Props = {
  show: boolean;
  title: ReactNode;
  /** While the save runs: the dialog cannot be closed and its buttons wait. */
  busy: boolean;
  onClose(): void;
  /** The whole submit handler; or, simpler, onSave: the page never reloads and the save runs. */
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  onSave?(): unknown;
  /** A failed save: failureMessage, in the screen's words, over the error's reason and request id. */
  failure?: unknown;
  failureMessage?: string;
  /** While fields are marked (and no save failed): the note to fix them, above the fields. */
  invalidMessage?: string | null;
  saveLabel: string;
  cancelLabel?: string;
  closeLabel?: string;
  /** static: a click beside the dialog does not throw the typed texts away (Escape and Cancel still close it). */
  backdrop?: "static";
  formRef?: Ref<HTMLFormElement>;
  titleClassName?: string;
  /** The form's fields. */
  children: ReactNode;
};

/**
 * An edit dialog (react-bootstrap Modal: focus trapped, Escape closes it): a title, the form,
 * and Cancel / Save in the footer; Save submits the form.
 */
export function FormDialog({
  show,
  title,
  busy,
  onClose,
  onSubmit,
  onSave,
  failure,
  failureMessage,
  invalidMessage,
  saveLabel,
  cancelLabel,
  closeLabel,
  backdrop,
  formRef,
  titleClassName,
  children,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const formId = `${id}-form`;
  return (
    <Modal
      show={show}
      onHide={busy ? () => {} : onClose}
      backdrop={busy || backdrop === "static" ? "static" : true}
      keyboard={!busy}
      aria-labelledby={titleId}
      size="lg"
      scrollable
    >
      <Modal.Header closeButton={!busy} closeLabel={closeLabel ?? t("admin.common.close")}>
        <Modal.Title id={titleId} as="h2" className={titleClassName ? `h5 ${titleClassName}` : "h5"}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form
          id={formId}
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            if (onSubmit) return onSubmit(event);
            event.preventDefault();
            void onSave?.();
          }}
        >
          <ErrorBanner message={failure ? failureMessage : null} error={failure} />
          {invalidMessage && !failure ? (
            <Alert variant="danger" className="py-2">
              {invalidMessage}
            </Alert>
          ) : null}
          {children}
        </Form>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
          {cancelLabel ?? t("admin.common.cancel")}
        </Button>
        <SaveButton busy={busy} label={saveLabel} form={formId} />
      </Modal.Footer>
    </Modal>
  );
}
