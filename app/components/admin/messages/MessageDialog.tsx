import type { ReactNode } from "react";
import { Alert, Button, Modal, Spinner } from "react-bootstrap";
import { useTranslation } from "react-i18next";
import { isLang, type MessageStatus } from "../../../../common/constants";
import { decodeMessage } from "../../../lib/decode-message";
import { adminLang, formatDateTime } from "./format";
import { MessageStatusBadge } from "./MessageStatusBadge";
import type { ContactMessage } from "./types";

type Props = {
  message: ContactMessage | null;
  show: boolean;
  /** The status being saved, while a change is on its way. */
  saving: MessageStatus | null;
  /** A failure of this dialog's last action (an ErrorBanner), shown above its details. */
  problem?: ReactNode;
  /** The outcome of the last status change, announced politely. */
  notice?: string | null;
  onHide(): void;
  onStatus(status: MessageStatus): void;
  onDelete(): void;
};

/** A contact message in full: the sender's details and the (decoded) text with its line breaks. */
export function MessageDialog({ message, show, saving, problem, notice, onHide, onStatus, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const lng = adminLang(i18n.language);
  if (!message) return null;
  const next: MessageStatus | null =
    message.status === "replied"
      ? "read"
      : message.status === "new" || message.status === "read"
        ? "replied"
        : null;
  const languageName = isLang(message.language)
    ? t(`adminInbox.common.languages.${message.language}`)
    : message.language;

  return (
    <Modal show={show} onHide={onHide} size="lg" aria-labelledby="message-dialog-title" scrollable>
      <Modal.Header closeButton closeLabel={t("adminInbox.common.close")}>
        <Modal.Title id="message-dialog-title" as="h2" className="h5 text-break">
          {t("adminInbox.messages.dialog.title", { name: message.full_name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {problem}
        {notice ? (
          <Alert variant="success" className="py-2" role="status">
            {notice}
          </Alert>
        ) : null}
        <dl className="admin-inbox-details">
          <dt>{t("adminInbox.messages.dialog.name")}</dt>
          <dd className="text-break">{message.full_name}</dd>
          <dt>{t("adminInbox.common.email")}</dt>
          <dd className="text-break">
            <a href={`mailto:${message.email}`}>{message.email}</a>
          </dd>
          <dt>{t("adminInbox.common.phone")}</dt>
          <dd>
            {message.phone ? (
              <a href={`tel:${message.phone.replace(/[^\d+]/g, "")}`}>{message.phone}</a>
            ) : (
              <>
                <span aria-hidden="true">—</span>
                <span className="visually-hidden">{t("adminInbox.common.noPhone")}</span>
              </>
            )}
          </dd>
          <dt>{t("adminInbox.messages.dialog.date")}</dt>
          <dd>
            <time dateTime={message.created_at}>{formatDateTime(message.created_at, lng)}</time>
          </dd>
          <dt>{t("adminInbox.common.language")}</dt>
          <dd>{languageName}</dd>
          <dt>{t("adminInbox.messages.dialog.status")}</dt>
          <dd>
            <MessageStatusBadge status={message.status} />
          </dd>
        </dl>
        <h3 className="admin-inbox-section mt-3">{t("adminInbox.messages.dialog.message")}</h3>
        <div className="admin-inbox-text" data-testid="message-text">
          {decodeMessage(message.message)}
        </div>
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        <Button variant="outline-danger" onClick={onDelete} disabled={saving !== null}>
          {t("adminInbox.messages.dialog.delete")}
        </Button>
        <div className="d-flex flex-wrap gap-2 justify-content-end">
          <a className="btn btn-outline-primary" href={`mailto:${message.email}`}>
            {t("adminInbox.messages.dialog.reply")}
          </a>
          {next ? (
            <Button
              variant={next === "replied" ? "success" : "outline-secondary"}
              onClick={() => onStatus(next)}
              disabled={saving !== null}
            >
              {saving === next ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : null}
              {next === "replied"
                ? t("adminInbox.messages.dialog.markReplied")
                : t("adminInbox.messages.dialog.markRead")}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onHide}>
            {t("adminInbox.common.close")}
          </Button>
        </div>
      </Modal.Footer>
    </Modal>
  );
}
