import { useId, useState } from "react";
import { Alert, Button, Form, Spinner } from "react-bootstrap";
import type { MeetingReplyDto } from "../../../../common/api/inbox";
import { isLang, TEXT_LIMITS } from "../../../../common/constants";
import { useTranslation } from "../../../i18n/translation";
import { useAdminMutation } from "../../../lib/admin/mutation";
import { useAdminQuery } from "../../../lib/admin/query";
import { ErrorBanner } from "../ui";
import { DateTime } from "../inbox/parts";
import { adminLang } from "../messages/format";
import type { MeetingRequest } from "./types";

/**
 * The replies sent to the buyer, oldest first, and a form for the next one: the staff write the
 * text, the server adds the greeting and signature in the buyer's language and sends it through
 * the outbox (POST /api/meeting-requests/:id/replies).
 */
export function MeetingReplies({ meeting }: { meeting: MeetingRequest }) {
  const { t, i18n } = useTranslation();
  const lng = adminLang(i18n.language);
  const id = useId();
  const path = `/meeting-requests/${meeting.id}/replies`;
  const replies = useAdminQuery(path, (api, signal) =>
    api.get<MeetingReplyDto[]>(path, undefined, { signal }),
  );
  const send = useAdminMutation((api, body: string) => api.post<MeetingReplyDto>(path, { body }));
  const [text, setText] = useState("");
  const [sent, setSent] = useState(false);
  const tooLong = text.length > TEXT_LIMITS.message;
  const language = isLang(meeting.language)
    ? t(`adminInbox.common.languages.${meeting.language}`)
    : meeting.language;

  return (
    <section className="mt-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="admin-inbox-section">
        {t("adminInbox.meetings.dialog.replies")}
      </h3>
      {replies.error ? (
        <ErrorBanner message={t("adminInbox.meetings.errors.replies")} error={replies.error} />
      ) : replies.data && replies.data.length > 0 ? (
        <ol className="list-unstyled mb-3" data-testid="meeting-replies">
          {replies.data.map((reply) => (
            <li key={reply.id} className="border-start border-3 ps-2 mb-2">
              <div className="small text-body-secondary">
                {reply.author ?? "—"} · <DateTime value={reply.created_at} lng={lng} />
              </div>
              <div className="admin-inbox-text">{reply.body}</div>
            </li>
          ))}
        </ol>
      ) : replies.data ? (
        <p className="text-body-secondary">{t("adminInbox.meetings.dialog.noReplies")}</p>
      ) : null}
      <Form
        onSubmit={async (event) => {
          event.preventDefault();
          if (!text.trim() || tooLong || send.pending) return;
          const outcome = await send.run(text);
          if (!outcome.ok) return;
          setText("");
          setSent(true);
          replies.setData((current) => [...(current ?? []), outcome.value]);
        }}
      >
        <Form.Group controlId={`${id}-body`}>
          <Form.Label className="fw-semibold">{t("adminInbox.meetings.dialog.replyLabel")}</Form.Label>
          <Form.Control
            as="textarea"
            rows={4}
            value={text}
            isInvalid={tooLong}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              setText(event.target.value);
              setSent(false);
            }}
          />
          <Form.Text id={`${id}-hint`}>{t("adminInbox.meetings.dialog.replyHint", { language })}</Form.Text>
          <Form.Control.Feedback type="invalid">
            {t("adminInbox.meetings.errors.replyTooLong", { max: TEXT_LIMITS.message })}
          </Form.Control.Feedback>
        </Form.Group>
        {send.error ? (
          <ErrorBanner message={t("adminInbox.meetings.errors.reply")} error={send.error} />
        ) : null}
        <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
          <Button
            type="submit"
            variant="primary"
            size="sm"
            disabled={!text.trim() || tooLong || send.pending}
          >
            {send.pending ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : null}
            {t("adminInbox.meetings.dialog.send")}
          </Button>
          {sent ? (
            <Alert variant="success" className="py-1 px-2 mb-0 small" role="status">
              {t("adminInbox.meetings.dialog.sent")}
            </Alert>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
