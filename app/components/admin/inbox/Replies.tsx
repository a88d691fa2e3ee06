import { useId, useState } from "react";
import { Alert, Button, Form, Spinner } from "react-bootstrap";
import type { BuyerRequestContracts } from "../../../../common/api/contracts/inboxes";
import { isLang, TEXT_LIMITS } from "../../../../common/constants";
import { useTranslation } from "../../../i18n/translation";
import { useAdminMutation } from "../../../lib/admin/mutation";
import { useAdminQuery } from "../../../lib/admin/query";
import { ErrorBanner } from "../ui";
import { adminLang } from "../messages/format";
import { DateTime } from "./parts";
import { useInboxText } from "./useInboxText";

/**
 * The replies sent to a buyer, oldest first, and a form for the next one: the staff write the
 * text, the server adds the greeting and signature in the buyer's language and sends it through
 * the outbox (POST …/:id/replies). Its texts are dialog.replies… and errors.reply…
 * of the inbox's namespace.
 */
export function Replies({
  contracts,
  id: itemId,
  language: buyerLanguage,
  namespace,
  testId,
}: {
  /** The inbox's routes of replies (meeting or sample requests). */
  contracts: Pick<BuyerRequestContracts, "replies" | "reply">;
  id: number;
  /** The buyer's language (the form's), named in the hint. */
  language: string;
  namespace: "meetings" | "samples";
  /** The test id of the list of replies. */
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const text = useInboxText(namespace);
  const lng = adminLang(i18n.language);
  const id = useId();
  const params = { id: itemId };
  const replies = useAdminQuery(`${contracts.replies.url}#${itemId}`, (api, signal) =>
    api.call(contracts.replies, { params }, { signal }),
  );
  const send = useAdminMutation((api, body: string) => api.call(contracts.reply, { params, body: { body } }));
  const [draft, setDraft] = useState("");
  const [sent, setSent] = useState(false);
  const tooLong = draft.length > TEXT_LIMITS.message;
  const language = isLang(buyerLanguage) ? t(`adminInbox.common.languages.${buyerLanguage}`) : buyerLanguage;

  return (
    <section className="mt-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="admin-inbox-section">
        {text("dialog.replies")}
      </h3>
      {replies.error ? (
        <ErrorBanner message={text("errors.replies")} error={replies.error} />
      ) : replies.data && replies.data.length > 0 ? (
        <ol className="list-unstyled mb-3" data-testid={testId}>
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
        <p className="text-body-secondary">{text("dialog.noReplies")}</p>
      ) : null}
      <Form
        onSubmit={async (event) => {
          event.preventDefault();
          if (!draft.trim() || tooLong || send.pending) return;
          const outcome = await send.run(draft);
          if (!outcome.ok) return;
          setDraft("");
          setSent(true);
          replies.setData((current) => [...(current ?? []), outcome.value]);
        }}
      >
        <Form.Group controlId={`${id}-body`}>
          <Form.Label className="fw-semibold">{text("dialog.replyLabel")}</Form.Label>
          <Form.Control
            as="textarea"
            rows={4}
            value={draft}
            isInvalid={tooLong}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              setDraft(event.target.value);
              setSent(false);
            }}
          />
          <Form.Text id={`${id}-hint`}>{text("dialog.replyHint", { language })}</Form.Text>
          <Form.Control.Feedback type="invalid">
            {text("errors.replyTooLong", { max: TEXT_LIMITS.message })}
          </Form.Control.Feedback>
        </Form.Group>
        {send.error ? <ErrorBanner message={text("errors.reply")} error={send.error} /> : null}
        <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
          <Button
            type="submit"
            variant="primary"
            size="sm"
            disabled={!draft.trim() || tooLong || send.pending}
          >
            {send.pending ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : null}
            {text("dialog.send")}
          </Button>
          {sent ? (
            <Alert variant="success" className="py-1 px-2 mb-0 small" role="status">
              {text("dialog.sent")}
            </Alert>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
