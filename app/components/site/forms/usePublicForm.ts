import { type FormEvent, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "../../../i18n/translation";
import { ApiError } from "../../../lib/api";
import { type Failure, preloadSuccessModal, useHydrated } from "./FormParts";
import { asApiError, failureOf } from "./submission";
import {
  errorsFromIssues,
  errorsFromServer,
  errorText,
  type FieldError,
  type FieldErrorMap,
  firstInvalid,
  loadSchemas,
  schemasIfLoaded,
} from "./validation";

type Schemas = typeof import("../../../../common/schemas");
type Issues = Parameters<typeof errorsFromIssues>[0];
type Checked<D> = { success: true; data: D } | { success: false; error: { issues: Issues } };
type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null;

/** What a text field takes from the form: its value, error and ref under the form's ids. */
export type FieldBinding = {
  id: string;
  name: string;
  value: string;
  onChange: (name: string, value: string) => void;
  error: string | undefined;
  inputRef: (element: FieldElement) => void;
};

/** The public forms: each one's ids' prefix and its texts' namespace (`contact.form.full_name`…). */
export type PublicFormName = "contact" | "careers" | "meeting" | "samples" | "searchAlerts";

export type PublicFormOptions<F extends string, T extends F, D, N extends PublicFormName = PublicFormName> = {
  /** The ids' prefix and the texts' namespace. */
  name: N;
  /** Every field in page order: the first invalid one takes the focus. */
  fields: readonly F[];
  /** The text fields, empty; the schema checks these (others, like a file, are checked apart). */
  empty: Record<T, string>;
  /** Each field's maximum, which the server's too_long does not repeat. */
  limits: Record<F, number>;
  /** The input the server gets: the shared schema trims and normalizes names and text to NFC. */
  check: (module: Schemas, values: Record<T, string>, website: string) => Checked<D>;
  /** Sends the checked input; `lng` is the page's language (the API's ?lng=). */
  post: (data: D, lng: string) => Promise<unknown>;
  /** Reads more of a refusal than its `fields` (the careers form's 413 and 415); may change `found`. */
  refused?: (error: ApiError, found: FieldErrorMap) => void;
  /** After a successful send, besides emptying the text fields. */
  sent?: () => void;
  /** Where the success is said: in the success dialog (the default), or by the form in place of itself (no dialog to fetch). */
  success?: "dialog" | "inPlace";
};

/** Fetches the form's checks as soon as the visitor is in the form. */
export const preloadChecks = () => {
  loadSchemas().catch(() => undefined);
};

/**
 * What the public forms share (SPEC §4, §5): checked in the browser with the server's own
 * schema, posted once per click, success clears the form and opens a dialog; a failure keeps
 * what was typed and says why, on the fields the server named or on the button.
 */
export function usePublicForm<F extends string, T extends F, D, N extends PublicFormName = PublicFormName>(
  options: PublicFormOptions<F, T, D, N>,
) {
  const { t, i18n } = useTranslation();
  const ready = useHydrated();
  const [values, setValues] = useState<Record<T, string>>(options.empty);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sent, setSent] = useState(false);
  const fields = useRef<Partial<Record<F, FieldElement>>>({});
  const honeypot = useRef<HTMLInputElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  /** Set from the submit until its answer: a second click in between sends nothing. */
  const busy = useRef(false);

  const focusFirstInvalid = (found: FieldErrorMap) => {
    const first = firstInvalid(options.fields, found);
    if (first) fields.current[first]?.focus();
    return Boolean(first);
  };

  const setFieldError = (name: F, error: FieldError | undefined) =>
    setErrors(({ [name]: _, ...rest }) => (error ? { ...rest, [name]: error } : rest));

  const change = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // A field showing an error is checked again as it is corrected.
    const module = schemasIfLoaded();
    if (errors[name] && module) {
      const result = options.check(module, next, "");
      setFieldError(name as F, result.success ? undefined : errorsFromIssues(result.error.issues)[name]);
    }
  };

  /** Keeps what was typed; shows why, on the fields the server named or on the button. */
  const fail = (caught: unknown) => {
    const error = asApiError(caught);
    const found = errorsFromServer(error.fields, options.limits);
    options.refused?.(error, found);
    flushSync(() => {
      setSending(false);
      setErrors(found);
      setFailure(failureOf(error, t, t(`${options.name}.error`)));
    });
    if (!focusFirstInvalid(found)) submit.current?.focus();
  };

  const send = async () => {
    let module: Schemas;
    try {
      module = await loadSchemas();
    } catch {
      fail(new ApiError(0, "network", "The form's checks could not be loaded"));
      return;
    }
    const result = options.check(module, values, honeypot.current?.value ?? "");
    if (!result.success) {
      // A field the schema does not check (a refused file) keeps its message until it changes.
      const kept = Object.entries(errors).filter(([name]) => !(name in options.empty));
      const found = { ...errorsFromIssues(result.error.issues), ...Object.fromEntries(kept) };
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
      await options.post(result.data, i18n.language);
      setValues(options.empty);
      options.sent?.();
      if (honeypot.current) honeypot.current.value = "";
      setSending(false);
      setSent(true);
    } catch (caught) {
      fail(caught);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    if (options.success !== "inPlace") preloadSuccessModal();
    try {
      await send();
    } finally {
      busy.current = false;
    }
  };

  const fieldError = (name: F) => (errors[name] ? errorText(t, errors[name], i18n.language) : undefined);

  const bind = (name: T): FieldBinding => ({
    id: `${options.name}-${name.replace("_", "-")}`,
    name,
    value: values[name],
    onChange: change,
    error: fieldError(name),
    inputRef: (element: FieldElement) => {
      fields.current[name] = element;
    },
  });

  return {
    name: options.name,
    ready,
    errors,
    sending,
    failure,
    sent,
    closeSuccess: () => setSent(false),
    /** Where the focus goes back after the success dialog: the first field, for another message. */
    focusFirstField: () => fields.current[options.fields[0] as F]?.focus(),
    fields,
    honeypot,
    submit,
    onSubmit,
    bind,
    fieldError,
    setFieldError,
  };
}
