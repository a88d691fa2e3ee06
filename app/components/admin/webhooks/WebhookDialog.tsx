/** "Add a webhook": its URL, the events it receives (tick boxes) and its secret, with one generated to offer. */
import { type FormEvent, useState } from "react";
import { Button, Form, InputGroup } from "react-bootstrap";
import { contracts } from "../../../../common/api/contracts";
import type { WebhookDto } from "../../../../common/api/webhooks";
import { WEBHOOK_EVENTS, type WebhookEvent } from "../../../../common/constants";
import { WEBHOOK_LIMITS } from "../../../../common/webhooks";
import { useTranslation } from "../../../i18n/translation";
import { useAdminMutation } from "../../../lib/admin/mutation";
import { ErrorBanner } from "../ui/ErrorBanner";
import { fieldErrors, fieldErrorText } from "../ui/errors";
import { FormDialog } from "../ui/FormDialog";
import { eventText, urlErrorText } from "./texts";

/** 32 random bytes as 64 hex characters. */
function generatedSecret(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

type Props = { show: boolean; onClose(): void; onCreated(hook: WebhookDto): void };

export function WebhookDialog({ show, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const [url, setUrl] = useState("https://");
  const [events, setEvents] = useState<WebhookEvent[]>(["sample_request.received"]);
  const [secret, setSecret] = useState(generatedSecret);
  const [local, setLocal] = useState<Record<string, string>>({});
  const save = useAdminMutation((api) =>
    api.call(contracts.webhooks.create, { body: { url: url.trim(), events, secret } }),
  );
  const server = fieldErrors(save.error);
  const errorOf = (field: "url" | "events" | "secret") =>
    local[field] ??
    (server[field] ? (urlErrorText(t, server[field]) ?? fieldErrorText(t, server[field])) : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!URL.canParse(url.trim())) problems.url = t("adminWebhooks.form.urlInvalid");
    if (events.length === 0) problems.events = t("adminWebhooks.form.eventsRequired");
    if (secret.length < WEBHOOK_LIMITS.secretMin)
      problems.secret = t("adminWebhooks.form.secretShort", { min: WEBHOOK_LIMITS.secretMin });
    setLocal(problems);
    if (Object.keys(problems).length > 0) return;
    const outcome = await save.run();
    if (outcome.ok) {
      onCreated(outcome.value);
      setUrl("https://");
      setSecret(generatedSecret());
    }
  };
  const toggle = (name: WebhookEvent, on: boolean) =>
    setEvents((current) => (on ? [...current, name] : current.filter((e) => e !== name)));
  const hasFieldError = Object.keys(server).length > 0;

  return (
    <FormDialog
      show={show}
      title={t("adminWebhooks.form.title")}
      busy={save.pending}
      onClose={() => {
        save.reset();
        setLocal({});
        onClose();
      }}
      onSubmit={submit}
      saveLabel={t("adminWebhooks.form.save")}
      backdrop="static"
    >
      <ErrorBanner
        message={save.error && !hasFieldError ? t("adminWebhooks.form.failed") : null}
        error={save.error}
        onDismiss={save.reset}
      />
      <Form.Group className="mb-3" controlId="webhook-url">
        <Form.Label>{t("adminWebhooks.form.url")}</Form.Label>
        <Form.Control
          type="url"
          value={url}
          maxLength={WEBHOOK_LIMITS.urlLength}
          onChange={(e) => setUrl(e.target.value)}
          isInvalid={Boolean(errorOf("url"))}
          required
        />
        <Form.Text>{t("adminWebhooks.form.urlHint")}</Form.Text>
        <Form.Control.Feedback type="invalid">{errorOf("url")}</Form.Control.Feedback>
      </Form.Group>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t("adminWebhooks.form.events")}</legend>
        {WEBHOOK_EVENTS.map((name) => (
          <Form.Check
            key={name}
            id={`webhook-event-${name}`}
            label={`${eventText(t, name)} (${name})`}
            checked={events.includes(name)}
            onChange={(e) => toggle(name, e.target.checked)}
            isInvalid={Boolean(errorOf("events"))}
          />
        ))}
        {errorOf("events") ? <div className="invalid-feedback d-block">{errorOf("events")}</div> : null}
      </fieldset>
      <Form.Group className="mb-2" controlId="webhook-secret">
        <Form.Label>{t("adminWebhooks.form.secret")}</Form.Label>
        <InputGroup hasValidation>
          <Form.Control
            value={secret}
            maxLength={WEBHOOK_LIMITS.secretMax}
            onChange={(e) => setSecret(e.target.value)}
            isInvalid={Boolean(errorOf("secret"))}
            className="font-monospace"
            autoComplete="off"
            spellCheck={false}
          />
          <Button variant="outline-secondary" onClick={() => setSecret(generatedSecret())}>
            {t("adminWebhooks.form.generate")}
          </Button>
          <Form.Control.Feedback type="invalid">{errorOf("secret")}</Form.Control.Feedback>
        </InputGroup>
        <Form.Text>{t("adminWebhooks.form.secretHint")}</Form.Text>
      </Form.Group>
    </FormDialog>
  );
}
