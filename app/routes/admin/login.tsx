import "../../styles/bootstrap-admin.scss";
import "../../styles/admin.css";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Alert, Button, Card, Form, Spinner } from "react-bootstrap";
import { useTranslation } from "../../i18n/translation";
import { data, redirect, useNavigate, useSearchParams } from "react-router";
import { LanguageSwitch } from "../../components/admin/shell/LanguageSwitch";
import { ErrorBanner } from "../../components/admin/ui/ErrorBanner";
import { AdminApiError, callContract } from "../../lib/admin/api";
import { safeAdminPath } from "../../lib/admin/session";
import { ADMIN_HEADERS, readAdminSession } from "../../lib/admin/session.server";
import { completeCatalogue } from "../../i18n/catalogues";
import type { Route } from "./+types/login";
import { contracts } from "../../../common/api/contracts";

const DEFAULT_TARGET = "/admin/dashboard";

/** Already signed in: straight on to where the admin was going (a path of this site only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await readAdminSession(context);
  const next = safeAdminPath(new URL(request.url).searchParams.get("next"));
  if (session) throw redirect(next ?? DEFAULT_TARGET, { headers: ADMIN_HEADERS });
  return data({ ok: true }, { headers: ADMIN_HEADERS });
}

/** Reached from a public page in the same tab: the admin texts are fetched before the screen renders. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [answer] = await Promise.all([serverLoader(), completeCatalogue()]);
  return answer;
}

export function headers() {
  return ADMIN_HEADERS;
}

type Failure =
  | { kind: "invalid" }
  | { kind: "invalidCode" }
  | { kind: "throttled"; minutes: number }
  | { kind: "other"; error: unknown };

/** Signs in (without a session yet, so a 401 is an answer of the form, not a lost session). */
async function postLogin(username: string, password: string, code?: string): Promise<void> {
  await callContract(contracts.account.login, {
    body: code === undefined ? { username, password } : { username, password, code },
  });
}

export default function AdminLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeAdminPath(params.get("next")) ?? DEFAULT_TARGET;
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  // Second step, once the server says the account has two-step verification.
  const [step, setStep] = useState<"password" | "code">("password");
  const [code, setCode] = useState("");
  const [recovery, setRecovery] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  // Before hydration the form must not submit natively (the password would end up in a URL).
  const [ready, setReady] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errorId = useId();

  useEffect(() => setReady(true), []);
  // Each step's field gets the focus when the step changes (the password after a failed code).
  const stepped = useRef(false);
  useEffect(() => {
    if (step === "code") codeRef.current?.focus();
    else if (stepped.current) passwordRef.current?.focus();
    stepped.current = true;
  }, [step]);

  const startOver = () => {
    setStep("password");
    setCode("");
    setPassword("");
    setFailure(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await postLogin(username.trim(), password, step === "code" ? code.trim() : undefined);
      navigate(next, { replace: true });
    } catch (error) {
      const status = error instanceof AdminApiError ? error.status : 0;
      const apiCode = error instanceof AdminApiError ? error.code : "";
      if (status === 401 && apiCode === "second_factor_required") {
        setStep("code");
        setBusy(false);
        return;
      }
      if (status === 401 && apiCode === "invalid_code") {
        setFailure({ kind: "invalidCode" });
        setCode("");
        codeRef.current?.focus();
        setBusy(false);
        return;
      }
      // A network failure on the code step keeps the step; anything else starts over.
      const keepStep = step === "code" && status !== 429 && status !== 401 && status !== 400;
      if (!keepStep) setStep("password");
      if (
        status === 401 ||
        (status === 400 && error instanceof AdminApiError && Object.keys(error.fields).length > 0)
      ) {
        setFailure({ kind: "invalid" });
      } else if (status === 429) {
        const seconds = error instanceof AdminApiError ? (error.retryAfter ?? 900) : 900;
        setFailure({ kind: "throttled", minutes: Math.max(1, Math.ceil(seconds / 60)) });
      } else {
        setFailure({ kind: "other", error });
      }
      if (keepStep) {
        codeRef.current?.focus();
      } else {
        setPassword("");
        setCode("");
        passwordRef.current?.focus();
      }
      setBusy(false);
    }
  };

  const invalid = failure?.kind === "invalid";
  /** A field in error: drawn red, and its screen-reader description is the message above the form. */
  const markedWrong = (wrong: boolean) => ({
    isInvalid: wrong,
    "aria-invalid": wrong || undefined,
    "aria-describedby": wrong ? errorId : undefined,
  });
  return (
    <main className="admin-login">
      <title>{`${t("admin.login.title")} · ${t("admin.panel")}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <Card className="admin-login-card shadow">
        <Card.Body className="p-4 p-sm-5">
          <div className="d-flex align-items-start justify-content-between gap-3 mb-4">
            <img src="/logo.svg" alt={t("admin.shell.logoAlt")} width={160} height={40} />
            <LanguageSwitch variant="outline-secondary" />
          </div>
          <h1 className="h3 mb-1">{t("admin.login.title")}</h1>
          <p className="text-body-secondary mb-4">{t("admin.login.intro")}</p>

          {failure?.kind === "invalid" ? (
            <Alert variant="danger" id={errorId} role="alert">
              {t("admin.login.invalid")}
            </Alert>
          ) : null}
          {failure?.kind === "invalidCode" ? (
            <Alert variant="danger" id={errorId} role="alert">
              {t("admin.login.invalidCode")}
            </Alert>
          ) : null}
          {failure?.kind === "throttled" ? (
            <Alert variant="warning" id={errorId} role="alert">
              {t("admin.login.tooMany", { count: failure.minutes })}
            </Alert>
          ) : null}
          {failure?.kind === "other" ? (
            <ErrorBanner message={t("admin.login.failed")} error={failure.error} />
          ) : null}

          <Form method="post" onSubmit={onSubmit} noValidate={false}>
            {step === "password" ? (
              <>
                <Form.Group className="mb-3" controlId="admin-username">
                  <Form.Label>{t("admin.login.username")}</Form.Label>
                  <Form.Control
                    name="username"
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    required
                    value={username}
                    onChange={(event) => setUsername(event.target.value)}
                    {...markedWrong(invalid)}
                  />
                </Form.Group>
                <Form.Group className="mb-4" controlId="admin-password">
                  <Form.Label>{t("admin.login.password")}</Form.Label>
                  <Form.Control
                    ref={passwordRef}
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    required
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    {...markedWrong(invalid)}
                  />
                </Form.Group>
              </>
            ) : (
              <>
                <p className="mb-3">{t("admin.login.codeIntro")}</p>
                <Form.Group className="mb-4" controlId="admin-code">
                  <Form.Label>
                    {recovery ? t("admin.login.recoveryLabel") : t("admin.login.codeLabel")}
                  </Form.Label>
                  <Form.Control
                    ref={codeRef}
                    name="code"
                    autoComplete="one-time-code"
                    inputMode={recovery ? "text" : "numeric"}
                    autoCapitalize="none"
                    spellCheck={false}
                    required
                    maxLength={64}
                    value={code}
                    onChange={(event) => setCode(event.target.value)}
                    {...markedWrong(failure?.kind === "invalidCode")}
                  />
                  <Form.Text>
                    {recovery ? t("admin.login.recoveryHint") : t("admin.login.codeHint")}
                  </Form.Text>
                </Form.Group>
                <div className="d-flex flex-wrap justify-content-between gap-2 mb-3">
                  <Button
                    variant="link"
                    className="p-0"
                    onClick={() => {
                      setRecovery((value) => !value);
                      setCode("");
                      codeRef.current?.focus();
                    }}
                  >
                    {recovery ? t("admin.login.useApp") : t("admin.login.useRecovery")}
                  </Button>
                  <Button variant="link" className="p-0" onClick={startOver}>
                    {t("admin.login.startOver")}
                  </Button>
                </div>
              </>
            )}
            <Button type="submit" variant="primary" className="w-100" disabled={!ready || busy}>
              {busy ? (
                <>
                  <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
                  {t("admin.login.submitting")}
                </>
              ) : (
                t("admin.login.submit")
              )}
            </Button>
          </Form>
          <div className="text-center mt-4">
            <a href="/" className="small">
              {t("admin.login.backToSite")}
            </a>
          </div>
        </Card.Body>
      </Card>
    </main>
  );
}
