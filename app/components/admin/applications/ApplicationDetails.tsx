import { useId, useState } from "react";
import { Alert, Button, Form, Spinner } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { TEXT_LIMITS } from "../../../../common/constants";
import { ContactRows, DateTime } from "../inbox/parts";
import type { InboxDetailProps } from "../inbox/types";
import { adminLang, formatMegabytes } from "../messages/format";
import { fileTypeLabel } from "./file-label";
import type { JobApplication } from "./types";

/** An application in full: details, message, the file, editable notes. */
export function ApplicationDetails({
  item: application,
  badge,
  busy,
  onSave,
}: InboxDetailProps<JobApplication>) {
  const { t, i18n } = useTranslation();
  const lng = adminLang(i18n.language);
  const d = (key: "name" | "position" | "appliedAt" | "status" | "message") =>
    t(`adminInbox.applications.dialog.${key}`);

  return (
    <>
      <dl className="admin-inbox-details">
        <ContactRows nameLabel={d("name")} item={application}>
          <dt>{d("position")}</dt>
          <dd className="text-break">{application.position}</dd>
        </ContactRows>
        <dt>{d("appliedAt")}</dt>
        <dd>
          <DateTime value={application.appliedAt} lng={lng} />
        </dd>
        <dt>{d("status")}</dt>
        <dd data-testid="application-status">{badge}</dd>
      </dl>

      <h3 className="admin-inbox-section mt-3">{d("message")}</h3>
      {application.message ? (
        <div className="admin-inbox-text">{application.message}</div>
      ) : (
        <p className="text-body-secondary">{t("adminInbox.applications.dialog.noMessage")}</p>
      )}

      <h3 className="admin-inbox-section mt-3">{t("adminInbox.applications.dialog.file")}</h3>
      <ApplicationFile application={application} />
      <NotesForm key={application.id} saved={application.notes} busy={busy} onSave={onSave} />
    </>
  );
}

function ApplicationFile({ application }: { application: JobApplication }) {
  const { t, i18n } = useTranslation();
  const lng = adminLang(i18n.language);
  const label = fileTypeLabel(application.file, t("adminInbox.applications.fileFallback"));
  const fileName = application.file?.name ?? label;
  if (!application.file || !application.file_path)
    return <p className="text-body-secondary">{t("adminInbox.applications.noFile")}</p>;
  return (
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
  );
}

/** The admins' notes on the application (never sent to the applicant). */
function NotesForm({
  saved,
  busy,
  onSave,
}: {
  saved: string;
  busy: string | null;
  onSave(action: string, body: object): Promise<boolean>;
}) {
  const { t } = useTranslation();
  const notesId = useId();
  const [notes, setNotes] = useState(saved ?? "");
  const [notesSaved, setNotesSaved] = useState(false);
  const tooLong = notes.length > TEXT_LIMITS.notes;
  return (
    <Form
      className="mt-3"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!tooLong && (await onSave("notes", { notes }))) setNotesSaved(true);
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
            setNotesSaved(false);
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
  );
}
