import { type ReactNode, useEffect, useId, useState } from "react";
import { Alert, Button, Form, Modal, Spinner } from "react-bootstrap";
import { useTranslation } from "react-i18next";
import { TEXT_LIMITS } from "../../../../common/constants";
import { adminLang, formatDateTime, formatMegabytes } from "../messages/format";
import { ApplicationStatusBadge } from "./ApplicationStatusBadge";
import { fileTypeLabel } from "./file-label";
import { SETTABLE_STATUSES, type JobApplication, type SettableStatus } from "./types";

/** What the dialog is doing: saving notes, setting a status, or nothing. */
export type ApplicationBusy = "notes" | SettableStatus | null;

type Props = {
  application: JobApplication | null;
  show: boolean;
  busy: ApplicationBusy;
  /** A failure of the dialog's last action (an ErrorBanner), shown above its details. */
  problem?: ReactNode;
  /** Set after the notes were saved, until they are edited again. */
  notesSaved: boolean;
  onHide(): void;
  onSaveNotes(notes: string): void;
  onNotesEdited(): void;
  onStatus(status: SettableStatus): void;
  onDelete(): void;
};

const STATUS_BUTTONS: Record<
  SettableStatus,
  { variant: string; key: "markInterviewing" | "accept" | "reject" }
> = {
  interviewing: { variant: "info", key: "markInterviewing" },
  accepted: { variant: "success", key: "accept" },
  rejected: { variant: "danger", key: "reject" },
};

/** An application in full: details, message, editable notes, the file, status buttons. */
export function ApplicationDialog({
  application,
  show,
  busy,
  problem,
  notesSaved,
  onHide,
  onSaveNotes,
  onNotesEdited,
  onStatus,
  onDelete,
}: Props) {
  const { t, i18n } = useTranslation();
  const lng = adminLang(i18n.language);
  const notesId = useId();
  const [notes, setNotes] = useState(application?.notes ?? "");
  const id = application?.id;
  const saved = application?.notes;
  // Another application (or the saved notes) replace the draft.
  // biome-ignore lint/correctness/useExhaustiveDependencies: id is the trigger (another application).
  useEffect(() => {
    setNotes(saved ?? "");
  }, [id, saved]);

  if (!application) return null;
  const label = fileTypeLabel(application.file, t("adminInbox.applications.fileFallback"));
  const fileName = application.file?.name ?? label;
  const tooLong = notes.length > TEXT_LIMITS.notes;
  const d = (key: "name" | "position" | "appliedAt" | "status" | "message") =>
    t(`adminInbox.applications.dialog.${key}`);

  return (
    <Modal show={show} onHide={onHide} size="lg" aria-labelledby="application-dialog-title" scrollable>
      <Modal.Header closeButton closeLabel={t("adminInbox.common.close")}>
        <Modal.Title id="application-dialog-title" as="h2" className="h5 text-break">
          {t("adminInbox.applications.dialog.title", { name: application.full_name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {problem}
        <dl className="admin-inbox-details">
          <dt>{d("name")}</dt>
          <dd className="text-break">{application.full_name}</dd>
          <dt>{d("position")}</dt>
          <dd className="text-break">{application.position}</dd>
          <dt>{t("adminInbox.common.email")}</dt>
          <dd className="text-break">
            <a href={`mailto:${application.email}`}>{application.email}</a>
          </dd>
          <dt>{t("adminInbox.common.phone")}</dt>
          <dd>
            {application.phone ? (
              <a href={`tel:${application.phone.replace(/[^\d+]/g, "")}`}>{application.phone}</a>
            ) : (
              <>
                <span aria-hidden="true">—</span>
                <span className="visually-hidden">{t("adminInbox.common.noPhone")}</span>
              </>
            )}
          </dd>
          <dt>{d("appliedAt")}</dt>
          <dd>
            <time dateTime={application.appliedAt}>{formatDateTime(application.appliedAt, lng)}</time>
          </dd>
          <dt>{d("status")}</dt>
          <dd data-testid="application-status">
            <ApplicationStatusBadge status={application.status} />
          </dd>
        </dl>

        <h3 className="admin-inbox-section mt-3">{d("message")}</h3>
        {application.message ? (
          <div className="admin-inbox-text">{application.message}</div>
        ) : (
          <p className="text-body-secondary">{t("adminInbox.applications.dialog.noMessage")}</p>
        )}

        <h3 className="admin-inbox-section mt-3">{t("adminInbox.applications.dialog.file")}</h3>
        {application.file && application.file_path ? (
          <div className="d-flex flex-wrap align-items-center gap-2" data-testid="application-file">
            <span className="badge text-bg-secondary admin-inbox-file-label">{label}</span>
            <span className="text-break">{application.file.name}</span>
            <span className="text-body-secondary">({formatMegabytes(application.file.bytes, lng)})</span>
            <span className="d-flex gap-2 ms-sm-auto">
              <a
                className="btn btn-sm btn-outline-primary"
                href={`${application.file_path}?inline=1`}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t("adminInbox.applications.dialog.viewAria", { file: fileName })}
              >
                {t("adminInbox.applications.dialog.view")}
              </a>
              <a
                className="btn btn-sm btn-primary"
                href={application.file_path}
                download={application.file.name}
                aria-label={t("adminInbox.applications.dialog.downloadAria", { file: fileName })}
              >
                {t("adminInbox.applications.dialog.download")}
              </a>
            </span>
          </div>
        ) : (
          <p className="text-body-secondary">{t("adminInbox.applications.noFile")}</p>
        )}

        <Form
          className="mt-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!tooLong) onSaveNotes(notes);
          }}
        >
          <Form.Group controlId={notesId}>
            <Form.Label className="admin-inbox-section d-block">
              {t("adminInbox.applications.dialog.notes")}
            </Form.Label>
            <Form.Control
              as="textarea"
              rows={4}
              value={notes}
              isInvalid={tooLong}
              aria-describedby={`${notesId}-hint`}
              onChange={(event) => {
                setNotes(event.target.value);
                onNotesEdited();
              }}
            />
            <Form.Text id={`${notesId}-hint`}>{t("adminInbox.applications.dialog.notesHint")}</Form.Text>
            <Form.Control.Feedback type="invalid">
              {t("adminInbox.applications.errors.notesTooLong", { max: TEXT_LIMITS.notes })}
            </Form.Control.Feedback>
          </Form.Group>
          <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
            <Button type="submit" variant="outline-primary" size="sm" disabled={busy !== null || tooLong}>
              {busy === "notes" ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : null}
              {t("adminInbox.applications.dialog.saveNotes")}
            </Button>
            {notesSaved ? (
              <Alert variant="success" className="py-1 px-2 mb-0 small" role="status">
                {t("adminInbox.applications.dialog.notesSaved")}
              </Alert>
            ) : null}
          </div>
        </Form>
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        <Button variant="outline-danger" onClick={onDelete} disabled={busy !== null}>
          {t("adminInbox.applications.dialog.delete")}
        </Button>
        <fieldset className="d-flex flex-wrap gap-2 justify-content-end m-0">
          <legend className="visually-hidden">{t("adminInbox.applications.dialog.changeStatus")}</legend>
          {SETTABLE_STATUSES.map((status) => (
            <Button
              key={status}
              variant={STATUS_BUTTONS[status].variant}
              onClick={() => onStatus(status)}
              disabled={busy !== null}
            >
              {busy === status ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : null}
              {t(`adminInbox.applications.dialog.${STATUS_BUTTONS[status].key}`)}
            </Button>
          ))}
          <Button variant="secondary" onClick={onHide}>
            {t("adminInbox.common.close")}
          </Button>
        </fieldset>
      </Modal.Footer>
    </Modal>
  );
}
