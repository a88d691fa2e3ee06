import { useId, useState } from "react";
import { Alert, Button, Form, Spinner } from "react-bootstrap";
import { TEXT_LIMITS } from "../../../../common/constants";
import { useTranslation } from "../../../i18n/translation";

/** The staff's notes on an inbox item (never sent to its sender), saved with PUT …/notes. */
export function NotesForm({
  namespace,
  saved,
  busy,
  onSave,
}: {
  namespace: "applications" | "meetings" | "samples";
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
          {t(`adminInbox.${namespace}.dialog.notes`)}
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
        <Form.Text id={`${notesId}-hint`}>{t(`adminInbox.${namespace}.dialog.notesHint`)}</Form.Text>
        <Form.Control.Feedback type="invalid">
          {t(`adminInbox.${namespace}.errors.notesTooLong`, { max: TEXT_LIMITS.notes })}
        </Form.Control.Feedback>
      </Form.Group>
      <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
        <Button type="submit" variant="outline-primary" size="sm" disabled={busy !== null || tooLong}>
          {busy === "notes" ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : null}
          {t(`adminInbox.${namespace}.dialog.saveNotes`)}
        </Button>
        {notesSaved ? (
          <Alert variant="success" className="py-1 px-2 mb-0 small" role="status">
            {t(`adminInbox.${namespace}.dialog.notesSaved`)}
          </Alert>
        ) : null}
      </div>
    </Form>
  );
}
