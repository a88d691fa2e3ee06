import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Alert, Button, Card, Form, Spinner } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { isLang } from "../../../../common/constants";
import { formatDate } from "../../../lib/format";
import { AdminApiError, isAbort, useAdminApi } from "../../../lib/admin/api";
import { ErrorBanner } from "../ui/ErrorBanner";
import type { z } from "zod";
import type { SecondFactorSetup, SecondFactorStatus } from "../../../../common/api/admin";
import { contracts } from "../../../../common/api/contracts";

type Status = SecondFactorStatus;
type Setup = z.infer<typeof SecondFactorSetup>;

/** The secret in groups of four, as authenticator apps show keys typed by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

/**
 * Two-step verification on the account page: off → set up (QR code, code) → recovery codes
 * shown once → on; turning it off asks for the current password.
 */
export function SecondFactorCard() {
  const { t, i18n } = useTranslation();
  const api = useAdminApi();
  const lng = isLang(i18n.language) ? i18n.language : "tr";
  const [status, setStatus] = useState<Status | null>(null);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorId = useId();

  const load = async (signal?: AbortSignal) => {
    try {
      setStatus(await api.call(contracts.account.secondFactor, {}, { signal }));
    } catch (error) {
      if (!isAbort(error)) setFailure(error);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once when the page opens
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (setup) inputRef.current?.focus();
  }, [setup]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    setFieldError(null);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        setFieldError(
          error.fields.current_password ? t("admin.account.wrongCurrent") : t("admin.secondFactor.wrongCode"),
        );
        inputRef.current?.focus();
      } else if (error instanceof AdminApiError && error.status === 429) {
        const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 900) / 60));
        setFieldError(t("admin.account.tooManyAttempts", { count: minutes }));
      } else {
        setFailure(error);
      }
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      setSetup(await api.call(contracts.account.secondFactorSetup, {}));
      setCode("");
    });

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) {
      setFieldError(t("admin.validation.required"));
      inputRef.current?.focus();
      return;
    }
    void run(async () => {
      const answer = await api.call(contracts.account.secondFactorConfirm, { body: { code: code.trim() } });
      setCodes(answer.recovery_codes);
      setSetup(null);
      setCode("");
      await load();
      headingRef.current?.focus();
    });
  };

  const disable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setFieldError(t("admin.validation.required"));
      inputRef.current?.focus();
      return;
    }
    void run(async () => {
      await api.call(contracts.account.secondFactorDisable, { body: { current_password: password } });
      setPassword("");
      setCodes(null);
      await load();
      setNotice(t("admin.secondFactor.turnedOff"));
    });
  };

  const copy = async () => {
    if (!codes) return;
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  /** The step's one input; typing in it clears its error. */
  const field = (
    label: string,
    value: string,
    setValue: (value: string) => void,
    props: Parameters<typeof Form.Control>[0],
    hint?: string,
  ) => (
    <Form.Group className="mb-3" controlId="second-factor-input">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        ref={inputRef}
        required
        isInvalid={Boolean(fieldError)}
        aria-invalid={Boolean(fieldError) || undefined}
        aria-describedby={fieldError ? errorId : undefined}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setFieldError(null);
        }}
        {...props}
      />
      {fieldError ? (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {fieldError}
        </Form.Control.Feedback>
      ) : null}
      {hint ? <Form.Text>{hint}</Form.Text> : null}
    </Form.Group>
  );

  const spinner = busy ? (
    <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
  ) : null;

  return (
    <Card className="shadow-sm admin-card-narrow mt-4" data-testid="second-factor">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h4 mb-1" ref={headingRef} tabIndex={-1}>
          {t("admin.secondFactor.heading")}
        </h2>
        <p className="text-body-secondary">{t("admin.secondFactor.intro")}</p>
        <ErrorBanner
          message={failure ? t("admin.secondFactor.failed") : null}
          error={failure}
          onDismiss={() => setFailure(null)}
        />
        {notice ? (
          <Alert variant="success" role="status">
            {notice}
          </Alert>
        ) : null}

        {status === null && !failure ? (
          <p role="status">
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
            {t("admin.common.loading")}
          </p>
        ) : null}

        {codes ? (
          <section aria-labelledby="recovery-codes-heading" className="mb-4">
            <h3 className="h5" id="recovery-codes-heading">
              {t("admin.secondFactor.codesHeading")}
            </h3>
            <p>{t("admin.secondFactor.codesIntro")}</p>
            <ol className="recovery-codes font-monospace" data-testid="recovery-codes">
              {codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ol>
            <div className="d-flex flex-wrap gap-2">
              <Button variant="outline-secondary" onClick={copy}>
                {copied ? t("admin.secondFactor.copied") : t("admin.secondFactor.copy")}
              </Button>
              <Button variant="primary" onClick={() => setCodes(null)}>
                {t("admin.secondFactor.stored")}
              </Button>
            </div>
          </section>
        ) : null}

        {status && !status.enabled && !setup ? (
          <>
            <p>{t("admin.secondFactor.off")}</p>
            <Button variant="primary" onClick={start} disabled={busy}>
              {spinner}
              {t("admin.secondFactor.start")}
            </Button>
          </>
        ) : null}

        {setup ? (
          <Form onSubmit={confirm} noValidate>
            <p>{t("admin.secondFactor.scan")}</p>
            <img
              src={setup.qr_code}
              alt={t("admin.secondFactor.qrAlt")}
              width={200}
              height={200}
              className="d-block mb-3 border rounded bg-white p-1"
            />
            <p className="mb-1">{t("admin.secondFactor.manual")}</p>
            <p className="font-monospace user-select-all text-break" data-testid="totp-secret">
              {grouped(setup.secret)}
            </p>
            {field(t("admin.secondFactor.code"), code, setCode, {
              name: "code",
              autoComplete: "one-time-code",
              inputMode: "numeric",
              maxLength: 12,
            })}
            <div className="d-flex flex-wrap gap-2">
              <Button type="submit" variant="primary" disabled={busy}>
                {spinner}
                {t("admin.secondFactor.confirm")}
              </Button>
              <Button
                variant="outline-secondary"
                onClick={() => {
                  setSetup(null);
                  setFieldError(null);
                }}
              >
                {t("admin.common.cancel")}
              </Button>
            </div>
          </Form>
        ) : null}

        {status?.enabled && !codes ? (
          <Form onSubmit={disable} noValidate>
            <p>
              {t("admin.secondFactor.on", { date: formatDate(status.enabled_at, lng) })}{" "}
              {t("admin.secondFactor.codesLeft", { count: status.recovery_codes_left })}
            </p>
            <p className="small text-body-secondary">{t("admin.secondFactor.lost")}</p>
            {field(t("admin.account.current"), password, setPassword, {
              name: "current_password",
              type: "password",
              autoComplete: "current-password",
              maxLength: 1024,
            })}
            <Button type="submit" variant="outline-danger" disabled={busy}>
              {spinner}
              {t("admin.secondFactor.turnOff")}
            </Button>
          </Form>
        ) : null}
      </Card.Body>
    </Card>
  );
}
