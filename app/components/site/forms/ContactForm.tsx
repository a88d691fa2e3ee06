import { type FormEvent, useRef, useState } from "react";
import { Form } from "react-bootstrap";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { TEXT_LIMITS } from "../../../../common/constants";
import { ApiError, postJson } from "../../../lib/api";
import {
  FailureAlert,
  type Failure,
  Honeypot,
  PrivacyNote,
  RequiredNote,
  SubmitButton,
  SuccessModal,
  preloadSuccessModal,
  TextField,
  useHydrated,
} from "./FormParts";
import { asApiError, failureOf } from "./submission";
import {
  errorsFromIssues,
  errorsFromServer,
  errorText,
  type FieldErrorMap,
  firstInvalid,
  loadSchemas,
  schemasIfLoaded,
} from "./validation";

type Schemas = typeof import("../../../../common/schemas");

const FIELDS = ["full_name", "email", "phone", "message"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = { full_name: "", email: "", phone: "", message: "" };
const LIMITS: Record<Field, number> = {
  full_name: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  phone: TEXT_LIMITS.phone,
  message: TEXT_LIMITS.message,
};

/** The input the server gets: the shared schema trims and normalizes names and text to NFC. */
function check(module: Schemas, values: Values, website: string) {
  return module.contactMessageSchema.safeParse({ ...values, website });
}

/** Fetches the form's checks as soon as the visitor is in the form. */
const preload = () => {
  loadSchemas().catch(() => undefined);
};

/**
 * The contact form (SPEC §4, §5): checked in the browser with the server's own schema,
 * posted as JSON to /api/contact-messages?lng=<page language>. Success clears the form and
 * opens a dialog; a failure keeps what was typed and says why.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  const ready = useHydrated();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sent, setSent] = useState(false);
  const fields = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const honeypot = useRef<HTMLInputElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  /** Set from the submit until its answer: a second click in between sends nothing. */
  const busy = useRef(false);

  const focusFirstInvalid = (found: FieldErrorMap) => {
    const first = firstInvalid(FIELDS, found);
    if (first) fields.current[first]?.focus();
    return Boolean(first);
  };

  const change = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // A field showing an error is checked again as it is corrected.
    const module = schemasIfLoaded();
    if (errors[name] && module) {
      const result = check(module, next, "");
      const current = result.success ? undefined : errorsFromIssues(result.error.issues)[name];
      setErrors(({ [name]: _, ...rest }) => (current ? { ...rest, [name]: current } : rest));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    preloadSuccessModal();
    try {
      await send();
    } finally {
      busy.current = false;
    }
  };

  const send = async () => {
    let module: Schemas;
    try {
      module = await loadSchemas();
    } catch {
      fail(new ApiError(0, "network", "The form's checks could not be loaded"));
      return;
    }
    const result = check(module, values, honeypot.current?.value ?? "");
    if (!result.success) {
      const found = errorsFromIssues(result.error.issues);
      flushSync(() => {
        setErrors(found);
        setFailure(null);
      });
      focusFirstInvalid(found);
      return;
    }
    setErrors({});
    setFailure(null);
    setSending(true);
    try {
      await postJson("/contact-messages", result.data, { query: { lng: i18n.language } });
      setValues(EMPTY);
      if (honeypot.current) honeypot.current.value = "";
      setSending(false);
      setSent(true);
    } catch (caught) {
      fail(caught);
    }
  };

  /** Keeps what was typed; shows why, on the fields the server named or on the button. */
  const fail = (caught: unknown) => {
    const error = asApiError(caught);
    const found = errorsFromServer(error.fields, LIMITS);
    flushSync(() => {
      setSending(false);
      setErrors(found);
      setFailure(failureOf(error, t, t("contact.error")));
    });
    if (!focusFirstInvalid(found)) submit.current?.focus();
  };

  const fieldError = (name: Field) => (errors[name] ? errorText(t, errors[name], i18n.language) : undefined);
  const bind = (name: Field) => ({
    id: `contact-${name.replace("_", "-")}`,
    name,
    value: values[name],
    onChange: change,
    error: fieldError(name),
    inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      fields.current[name] = element;
    },
  });

  return (
    <>
      <Form
        noValidate
        method="post"
        onSubmit={onSubmit}
        onFocus={preload}
        aria-labelledby="contact-form-title"
        aria-busy={sending}
      >
        <h2 id="contact-form-title" className="h3 mb-2">
          {t("contact.form.title")}
        </h2>
        <RequiredNote />
        <div className="row g-0 gx-md-3">
          <div className="col-md-6">
            <TextField {...bind("full_name")} label={t("contact.form.full_name")} required autoComplete="name" />
          </div>
          <div className="col-md-6">
            <TextField {...bind("email")} label={t("contact.form.email")} required type="email" autoComplete="email" />
          </div>
        </div>
        <TextField {...bind("phone")} label={t("contact.form.phone")} type="tel" autoComplete="tel" />
        <TextField {...bind("message")} label={t("contact.form.message")} required rows={6} />
        <Honeypot inputRef={honeypot} />
        <PrivacyNote i18nKey="contact.privacy" />
        <FailureAlert failure={failure} />
        <SubmitButton sending={sending} ready={ready} label={t("contact.form.submit")} buttonRef={submit} />
      </Form>
      <SuccessModal
        show={sent}
        title={t("contact.success_title")}
        onHide={() => setSent(false)}
        onExited={() => fields.current.full_name?.focus()}
      >
        {t("contact.success")}
      </SuccessModal>
    </>
  );
}
