import { type FormEvent, useRef, useState } from "react";
import { Alert, Card, Form } from "react-bootstrap";
import { useTranslation } from "../../i18n/translation";
import { SecondFactorCard } from "../../components/admin/account/SecondFactorCard";
import { ErrorBanner } from "../../components/admin/ui/ErrorBanner";
import { SaveButton } from "../../components/admin/ui/SaveButton";
import { AdminApiError, useAdminApi } from "../../lib/admin/api";
import { useAdminSession } from "../../lib/admin/session";
import { contracts } from "../../../common/api/contracts";

type Field = "current" | "next" | "repeat";

/** Why the server refused a new password (server/modules/auth/passwords.ts), as catalogue keys. */
const REASONS = {
  too_short: "admin.account.tooShort",
  too_long: "admin.account.tooLong",
  too_common: "admin.account.tooCommon",
  contains_username: "admin.account.containsUsername",
  repetitive: "admin.account.repetitive",
  sequence: "admin.account.sequence",
  too_weak: "admin.account.tooWeak",
} as const;

export default function AdminAccount() {
  const { t } = useTranslation();
  const api = useAdminApi();
  const { user } = useAdminSession();
  const [values, setValues] = useState<Record<Field, string>>({ current: "", next: "", repeat: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const refs = {
    current: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    repeat: useRef<HTMLInputElement>(null),
  };

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDone(false);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirst = (found: Partial<Record<Field, string>>) => {
    const first = (["current", "next", "repeat"] as Field[]).find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    setFailure(null);
    const found: Partial<Record<Field, string>> = {};
    if (!values.current) found.current = t("admin.validation.required");
    if (!values.next) found.next = t("admin.validation.required");
    else if (values.next.length < 8) found.next = t("admin.account.tooShort");
    else if (values.next.length > 128) found.next = t("admin.account.tooLong");
    if (!found.next && values.repeat !== values.next) found.repeat = t("admin.account.mismatch");
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setBusy(true);
    try {
      await api.call(contracts.account.password, {
        body: { current_password: values.current, new_password: values.next },
      });
      setValues({ current: "", next: "", repeat: "" });
      setDone(true);
    } catch (error) {
      const fields = error instanceof AdminApiError && error.status === 400 ? error.fields : {};
      const server: Partial<Record<Field, string>> = {};
      if (fields.current_password) server.current = t("admin.account.wrongCurrent");
      if (error instanceof AdminApiError && error.status === 429) {
        const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 900) / 60));
        server.current = t("admin.account.tooManyAttempts", { count: minutes });
      }
      const reason = fields.new_password;
      if (reason) server.next = t(REASONS[reason as keyof typeof REASONS] ?? "admin.account.tooWeak");
      setErrors(server);
      if (Object.keys(server).length > 0) focusFirst(server);
      else setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <Form.Group className="mb-3" controlId={`account-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        ref={refs[name]}
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        required
        maxLength={1024}
        isInvalid={Boolean(errors[name])}
        aria-invalid={Boolean(errors[name]) || undefined}
        aria-describedby={
          [errors[name] ? `account-${name}-error` : null, hint ? `account-${name}-hint` : null]
            .filter(Boolean)
            .join(" ") || undefined
        }
        onChange={(event) => set(name, event.target.value)}
      />
      {errors[name] ? (
        <Form.Control.Feedback type="invalid" id={`account-${name}-error`}>
          {errors[name]}
        </Form.Control.Feedback>
      ) : null}
      {hint ? <Form.Text id={`account-${name}-hint`}>{hint}</Form.Text> : null}
    </Form.Group>
  );

  return (
    <>
      <Card className="shadow-sm admin-card-narrow">
        <Card.Body className="p-3 p-md-4">
          <h2 className="h4 mb-1">{t("admin.account.heading")}</h2>
          <p className="text-body-secondary">{t("admin.account.intro", { name: user.username })}</p>
          <Form onSubmit={onSubmit} noValidate>
            {/* A hidden username helps password managers store the new password for the right account. */}
            <input
              type="text"
              name="username"
              autoComplete="username"
              value={user.username}
              readOnly
              hidden
            />
            {field("current", t("admin.account.current"), "current-password")}
            {field("next", t("admin.account.next"), "new-password", t("admin.account.hint"))}
            {field("repeat", t("admin.account.repeat"), "new-password")}
            {done ? (
              <Alert variant="success" role="status">
                {t("admin.account.success")}
              </Alert>
            ) : null}
            <ErrorBanner
              message={failure ? t("admin.account.failed") : null}
              error={failure}
              onDismiss={() => setFailure(null)}
            />
            <SaveButton busy={busy} label={t("admin.account.submit")} />
          </Form>
        </Card.Body>
      </Card>
      <SecondFactorCard />
    </>
  );
}
