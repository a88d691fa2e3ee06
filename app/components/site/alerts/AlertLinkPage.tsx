import "../../../styles/search-alerts.css";
import type { TFunction } from "i18next";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Container } from "react-bootstrap";
import { Link } from "react-router";
import type { SearchAlertDone } from "../../../../common/api/search-alerts";
import { COMPANY_TIME_ZONE, DATE_LOCALES, isLang } from "../../../../common/constants";
import { useTranslation } from "../../../i18n/translation";
import { useHydrated } from "../../../lib/hydrated";
import { useLocalizedHref } from "../../../lib/links";
import { PageHeader } from "../fabrics/PageHeader";
import { type AlertLinkKind, LINK_TEXTS } from "./link-texts";

type Failure = { text: string; requestId?: string };

type Step =
  | { step: "ready" }
  | { step: "sending" }
  | { step: "done"; alert: SearchAlertDone }
  | { step: "invalid" }
  | { step: "failed"; failure: Failure };

/** A post the server refused (its error code and request id, the wait a 429 asks for) or that got no answer (status 0). */
type Refusal = { status: number; code: string; requestId?: string; retryAfterSeconds?: number };
type Posted = { ok: true; alert: SearchAlertDone } | { ok: false; refusal: Refusal };

/**
 * Posts the link's token. Its own fetch rather than the API client of lib/api: these pages
 * importing that client would take it out of the chunk the forms share, and each form page would
 * load one file more (the budget of `npm run perf:size`).
 */
async function postToken(kind: AlertLinkKind, token: string): Promise<Posted> {
  let response: Response;
  try {
    response = await fetch(`/api/search-alerts/${kind}`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({ token }),
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, refusal: { status: 0, code: "network" } };
  }
  type Body = { data?: SearchAlertDone; error?: { code?: unknown; requestId?: unknown } };
  const body = (await response.json().catch(() => undefined)) as Body | undefined;
  if (response.ok && body?.data) return { ok: true, alert: body.data };
  const { code, requestId } = body?.error ?? {};
  const wait = Number(response.headers.get("retry-after"));
  return {
    ok: false,
    refusal: {
      status: response.status,
      code: typeof code === "string" ? code : "http_error",
      requestId:
        typeof requestId === "string" ? requestId : (response.headers.get("x-request-id") ?? undefined),
      retryAfterSeconds: Number.isFinite(wait) && wait > 0 ? wait : undefined,
    },
  };
}

/**
 * What the page says of a failed post other than a spent link: the wait a 429 asks for, in the
 * forms' words (forms/submission.ts, not imported for the same reason), or that it went wrong;
 * with the request id staff can look up.
 */
function failureOf(refusal: Refusal, t: TFunction): Failure {
  const minutes = Math.max(1, Math.ceil((refusal.retryAfterSeconds ?? 60) / 60));
  const text =
    refusal.status === 429 ? t("forms.rate_limited", { count: minutes }) : t("searchAlerts.failed");
  return { text, requestId: refusal.requestId };
}

/** The day an alert ends, in the page's language and the company's calendar. */
function endDate(iso: string, lng: string): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[isLang(lng) ? lng : "tr"], {
    dateStyle: "long",
    timeZone: COMPANY_TIME_ZONE,
  }).format(new Date(iso));
}

/**
 * The page of an alert mail's link (/alerts/confirm, /alerts/unsubscribe). Opening it changes
 * nothing, as mail scanners open links too: it says what the button will do, and the button posts
 * the token. Then it says what happened, with a link to the search, or why the link no longer
 * works. A token missing or malformed in the address (`token` null) is said at once, with no call.
 */
export function AlertLinkPage({ kind, token }: { kind: AlertLinkKind; token: string | null }) {
  const { t, i18n } = useTranslation();
  const href = useLocalizedHref();
  const ready = useHydrated();
  const texts = LINK_TEXTS[kind];
  const [state, setState] = useState<Step>({ step: "ready" });
  const outcome = useRef<HTMLDivElement>(null);
  /** Set from the click until the answer: a second click in between sends nothing. */
  const busy = useRef(false);

  // The answer takes the button's place: the focus goes to what it says.
  useEffect(() => {
    if (state.step !== "ready" && state.step !== "sending") outcome.current?.focus();
  }, [state.step]);

  const send = async () => {
    if (token === null || busy.current) return;
    busy.current = true;
    setState({ step: "sending" });
    const posted = await postToken(kind, token);
    busy.current = false;
    if (posted.ok) setState({ step: "done", alert: posted.alert });
    else if (posted.refusal.code === "invalid_token") setState({ step: "invalid" });
    else setState({ step: "failed", failure: failureOf(posted.refusal, t) });
  };

  const browse = (
    <Link to={href("/fabrics")} className="btn btn-primary">
      {t("searchAlerts.browse")}
    </Link>
  );

  let body: ReactNode;
  if (token === null) {
    body = (
      <div role="alert" className="alert alert-warning mb-0">
        <p>{t("searchAlerts.incomplete")}</p>
        {browse}
      </div>
    );
  } else if (state.step === "done") {
    const { query, ends_at: endsAt } = state.alert;
    body = (
      <div
        ref={outcome}
        tabIndex={-1}
        role="status"
        className="alert-link-outcome"
        data-testid="alert-link-done"
      >
        <p className="fw-semibold">{t(texts.done)}</p>
        {kind === "confirm" && endsAt ? (
          <p>{t("searchAlerts.confirm.until", { date: endDate(endsAt, i18n.language) })}</p>
        ) : null}
        <Link
          to={href("/fabrics", Object.fromEntries(new URLSearchParams(query)))}
          className="btn btn-primary"
        >
          {t("searchAlerts.search")}
        </Link>
      </div>
    );
  } else if (state.step === "invalid") {
    body = (
      <div
        ref={outcome}
        tabIndex={-1}
        role="alert"
        className="alert alert-warning mb-0"
        data-testid="alert-link-invalid"
      >
        <p>{t(texts.invalid)}</p>
        {browse}
      </div>
    );
  } else {
    const sending = state.step === "sending";
    body = (
      <>
        <p>{t(texts.text)}</p>
        {state.step === "failed" ? (
          <div
            ref={outcome}
            tabIndex={-1}
            role="alert"
            className="alert alert-danger"
            data-testid="form-failure"
          >
            <p className="mb-0">{state.failure.text}</p>
            {state.failure.requestId ? (
              <p className="small mb-0 mt-1">{t("forms.request_id", { id: state.failure.requestId })}</p>
            ) : null}
          </div>
        ) : null}
        {/* Disabled until the page's script runs: before that a click would go nowhere. */}
        <button type="button" className="btn btn-primary btn-lg" disabled={!ready || sending} onClick={send}>
          {sending ? (
            <>
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              {t("forms.sending")}
            </>
          ) : (
            t(texts.button)
          )}
        </button>
      </>
    );
  }

  return (
    <div className="pb-5">
      <PageHeader eyebrow={t("searchAlerts.eyebrow")} title={t(texts.title)}>
        <p className="lead mb-0">{t(texts.lead)}</p>
      </PageHeader>
      <Container>
        <div className="alert-link-card">{body}</div>
      </Container>
    </div>
  );
}
