import "../../../styles/forms.css";
import { type ReactNode, type Ref, Suspense, lazy, useId, useState } from "react";
import { Alert, Button, Form } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { Link } from "react-router";

export { useHydrated } from "../../../lib/hydrated";

/**
 * A form page (/contact, /careers): the band at its top (eyebrow, the page's only h1, a lead
 * text, from its catalogue section), then its columns, the form's among them (FormColumn).
 */
export function FormPage({ section, children }: { section: "contact" | "careers"; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="form-page">
      <header className="form-page-header">
        <div className="container py-5">
          <p className="section-eyebrow mb-2">{t(`${section}.eyebrow`)}</p>
          <h1 className="display-5 mb-3">{t(`${section}.title`)}</h1>
          <p className="lead mb-0 form-page-intro">{t(`${section}.intro`)}</p>
        </div>
      </header>
      <div className="container py-5">
        <div className="row g-4 g-xl-5">{children}</div>
      </div>
    </div>
  );
}

/** The wider column of a form page, the form on its card. */
export function FormColumn({ children }: { children: ReactNode }) {
  return (
    <div className="col-lg-7">
      <div className="form-card">{children}</div>
    </div>
  );
}

type TextFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (name: string, value: string) => void;
  /** The message shown under the field (already translated). */
  error?: string;
  required?: boolean;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  /** A textarea with this many rows. */
  rows?: number;
  /** A select of these choices, after an empty one that says `placeholder`. */
  options?: { value: string; label: string }[];
  placeholder?: string;
  inputRef?: (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => void;
};

/**
 * A labelled control with its required marker and inline error, tied together for assistive
 * technology (aria-invalid, aria-describedby). Browser validation is off (the form checks
 * with the shared schema and speaks the page's language), but `required` still tells screen
 * readers the field is mandatory.
 */
export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  required = false,
  type = "text",
  autoComplete,
  rows,
  options,
  placeholder,
  inputRef,
}: TextFieldProps) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  const common = {
    name,
    value,
    required,
    autoComplete,
    isInvalid: Boolean(error),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  };
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label className="fw-semibold">
        {label}
        {required ? (
          <span className="text-danger ms-1" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="fw-normal text-body-secondary ms-1">({t("forms.optional")})</span>
        )}
      </Form.Label>
      {options ? (
        <Form.Select ref={inputRef} {...common} onChange={(event) => onChange(name, event.target.value)}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      ) : rows ? (
        <Form.Control
          ref={inputRef}
          as="textarea"
          rows={rows}
          {...common}
          onChange={(event) => onChange(name, event.target.value)}
        />
      ) : (
        <Form.Control
          ref={inputRef}
          type={type}
          {...common}
          onChange={(event) => onChange(name, event.target.value)}
        />
      )}
      {error ? (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}

/**
 * The trap for bots: a field named `website` that people never see or reach. It is moved off
 * screen (not display:none, which some bots skip), hidden from assistive technology and out
 * of the tab order; browsers are told not to fill it.
 */
export function Honeypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="form-hp" aria-hidden="true">
      <label htmlFor={id}>{t("forms.honeypot")}</label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/** "Fields marked with * are required." */
export function RequiredNote() {
  const { t } = useTranslation();
  return <p className="small text-body-secondary mb-4">{t("forms.required_note")}</p>;
}

/**
 * The sentence pointing to the privacy notice: its `<notice>…</notice>` part becomes the link
 * (split here rather than with react-i18next's Trans, which would ship an HTML parser).
 */
export function PrivacyNote({
  i18nKey,
}: {
  i18nKey: `${"contact" | "careers" | "meeting" | "searchAlerts"}.privacy`;
}) {
  const { t } = useTranslation();
  const [before, notice, after] = splitNotice(t(i18nKey));
  return (
    <p className="small text-body-secondary mb-4">
      {before}
      {notice === undefined ? null : (
        <Link to="/privacy" className="link-underline-opacity-50">
          {notice}
        </Link>
      )}
      {after}
    </p>
  );
}

/** "a <notice>b</notice> c" → ["a ", "b", " c"]; a text without the tag is returned whole. */
export function splitNotice(text: string): [string, string | undefined, string] {
  const match = /<notice>([\s\S]*?)<\/notice>/.exec(text);
  if (!match) return [text, undefined, ""];
  return [text.slice(0, match.index), match[1], text.slice(match.index + match[0].length)];
}

/**
 * The form's submit button: disabled until the page's script runs (a form posted before that
 * would go nowhere) and while sending, with a spinner (Bootstrap's class: react-bootstrap's
 * Spinner only writes it).
 */
export function SubmitButton({
  sending,
  ready,
  label,
  buttonRef,
}: {
  sending: boolean;
  ready: boolean;
  label: string;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  return (
    <Button
      ref={buttonRef}
      type="submit"
      variant="primary"
      size="lg"
      className="form-submit"
      disabled={sending || !ready}
    >
      {sending ? (
        <>
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t("forms.sending")}
        </>
      ) : (
        label
      )}
    </Button>
  );
}

export type Failure = { text: string; requestId?: string };

/** The danger alert of a failed submission, with the request id staff can look up. */
export function FailureAlert({ failure }: { failure: Failure | null }) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <Alert variant="danger" className="mb-4" data-testid="form-failure">
      <p className="mb-0">{failure.text}</p>
      {failure.requestId ? (
        <p className="small mb-0 mt-1">{t("forms.request_id", { id: failure.requestId })}</p>
      ) : null}
    </Alert>
  );
}

type SuccessModalProps = Parameters<typeof import("./SuccessDialog").SuccessDialog>[0];

const loadSuccessDialog = () => import("./SuccessDialog");
const SuccessDialog = lazy(() => loadSuccessDialog().then((module) => ({ default: module.SuccessDialog })));

/** Starts fetching the success dialog's code (React Bootstrap's Modal), e.g. as a form is sent. */
export function preloadSuccessModal(): void {
  void loadSuccessDialog().catch(() => {
    // Fetched again when it is shown; a failure then is the lazy component's to report.
  });
}

/**
 * The success dialog, loaded when it is first shown (or preloaded as the form is sent): most
 * visitors of a form page never see it, and its code would count in every page load.
 */
export function SuccessModal(props: SuccessModalProps) {
  const [wanted, setWanted] = useState(props.show);
  if (props.show && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SuccessDialog {...props} />
    </Suspense>
  );
}
