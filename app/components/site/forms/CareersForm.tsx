import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import { Button, Form } from "react-bootstrap";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { CV_ACCEPT, MAX_CV_BYTES, TEXT_LIMITS } from "../../../../common/constants";
import { ApiError, postForm } from "../../../lib/api";
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
import { fileProblem } from "./cv-file";
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

const TEXT_FIELDS = ["full_name", "email", "phone", "position", "message"] as const;
const FIELDS = [...TEXT_FIELDS, "file"] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
type Field = (typeof FIELDS)[number];
type Values = Record<TextFieldName, string>;

const EMPTY: Values = { full_name: "", email: "", phone: "", position: "", message: "" };
const LIMITS: Record<Field, number> = {
  full_name: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  phone: TEXT_LIMITS.phone,
  position: TEXT_LIMITS.position,
  message: TEXT_LIMITS.message,
  file: MAX_CV_BYTES,
};

function check(module: Schemas, values: Values, website: string) {
  return module.careerApplicationSchema.safeParse({ ...values, website });
}

/** Fetches the form's checks as soon as the visitor is in the form. */
const preload = () => {
  loadSchemas().catch(() => undefined);
};

/**
 * The careers form (SPEC §4, §5): name, e-mail and position checked in the browser with the
 * server's schema, the CV checked for size and type as it is chosen (a refused file is
 * dropped), then posted as multipart to /api/careers?lng=<page language>.
 */
export function CareersForm() {
  const { t, i18n } = useTranslation();
  const ready = useHydrated();
  const [values, setValues] = useState<Values>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
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

  const setFieldError = (name: Field, error: FieldErrorMap[string] | undefined) =>
    setErrors(({ [name]: _, ...rest }) => (error ? { ...rest, [name]: error } : rest));

  const change = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    const module = schemasIfLoaded();
    if (errors[name] && module) {
      const result = check(module, next, "");
      setFieldError(name as Field, result.success ? undefined : errorsFromIssues(result.error.issues)[name]);
    }
  };

  /** Empties the file picker (a refused or sent file must not stay selected). */
  const clearFile = () => {
    const input = fields.current.file;
    if (input) input.value = "";
    setFile(null);
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? fileProblem(chosen) : null;
    if (problem) {
      clearFile();
      setFieldError("file", { code: problem });
      return;
    }
    setFile(chosen);
    setFieldError("file", undefined);
  };

  const removeFile = () => {
    clearFile();
    fields.current.file?.focus();
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
      // A refused file keeps its message until another is chosen.
      const found = { ...errorsFromIssues(result.error.issues), ...(errors.file ? { file: errors.file } : {}) };
      flushSync(() => {
        setErrors(found);
        setFailure(null);
      });
      focusFirstInvalid(found);
      return;
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(result.data)) {
      if (typeof value === "string") form.append(key, value);
    }
    if (file) form.append("file", file, file.name);
    setErrors({});
    setFailure(null);
    setSending(true);
    try {
      await postForm("/careers", form, { query: { lng: i18n.language } });
      setValues(EMPTY);
      clearFile();
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
    // The server's size and type checks (413, 415) speak of the file even without fields.
    if (!found.file && error.status === 413) found.file = { code: "file_size" };
    if (!found.file && error.status === 415) found.file = { code: "file_type" };
    if (found.file) clearFile();
    flushSync(() => {
      setSending(false);
      setErrors(found);
      setFailure(failureOf(error, t, t("careers.error")));
    });
    if (!focusFirstInvalid(found)) submit.current?.focus();
  };

  const fieldError = (name: Field) => {
    const error = errors[name];
    if (!error) return undefined;
    if (name === "file" && error.code === "file_size") return t("careers.form.file_size_error");
    if (name === "file" && error.code === "file_type") return t("careers.form.file_type_error");
    return errorText(t, error, i18n.language);
  };
  const bind = (name: TextFieldName) => ({
    id: `careers-${name.replace("_", "-")}`,
    name,
    value: values[name],
    onChange: change,
    error: fieldError(name),
    inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      fields.current[name] = element;
    },
  });

  const fileError = fieldError("file");
  const size = file
    ? new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        file.size / (1024 * 1024),
      )
    : "";

  return (
    <>
      <Form
        noValidate
        method="post"
        onSubmit={onSubmit}
        onFocus={preload}
        aria-labelledby="careers-form-title"
        aria-busy={sending}
      >
        <h2 id="careers-form-title" className="h3 mb-2">
          {t("careers.form.title")}
        </h2>
        <RequiredNote />
        <div className="row g-0 gx-md-3">
          <div className="col-md-6">
            <TextField {...bind("full_name")} label={t("careers.form.full_name")} required autoComplete="name" />
          </div>
          <div className="col-md-6">
            <TextField {...bind("email")} label={t("careers.form.email")} required type="email" autoComplete="email" />
          </div>
          <div className="col-md-6">
            <TextField {...bind("phone")} label={t("careers.form.phone")} type="tel" autoComplete="tel" />
          </div>
          <div className="col-md-6">
            <TextField
              {...bind("position")}
              label={t("careers.form.position")}
              required
              autoComplete="organization-title"
            />
          </div>
        </div>
        <TextField {...bind("message")} label={t("careers.form.message")} rows={5} />
        <div className="mb-4">
          <Form.Label htmlFor="careers-file" className="fw-semibold">
            {t("careers.form.file")}
            <span className="fw-normal text-body-secondary ms-1">({t("forms.optional")})</span>
          </Form.Label>
          {/* The native picker speaks the browser's language: it is drawn with our own texts. */}
          <div className={`file-picker${fileError ? " is-invalid" : ""}`}>
            <input
              ref={(element) => {
                fields.current.file = element;
              }}
              id="careers-file"
              className="file-picker-input"
              type="file"
              name="file"
              accept={CV_ACCEPT}
              onChange={chooseFile}
              aria-invalid={fileError ? true : undefined}
              aria-describedby="careers-file-hint careers-file-status careers-file-error"
            />
            <label htmlFor="careers-file" className="btn btn-outline-primary file-picker-button">
              {t("careers.form.file_choose")}
            </label>
            <span id="careers-file-status" className="file-picker-status text-break" aria-live="polite">
              {file ? t("careers.form.file_selected", { name: file.name, size }) : t("careers.form.file_none")}
            </span>
            {file ? (
              <Button variant="link" size="sm" className="file-picker-remove" onClick={removeFile}>
                {t("careers.form.file_remove")}
              </Button>
            ) : null}
          </div>
          <Form.Text id="careers-file-hint" className="d-block">
            {t("careers.form.file_hint")}
          </Form.Text>
          <div id="careers-file-error" aria-live="polite">
            {fileError ? <div className="invalid-feedback d-block">{fileError}</div> : null}
          </div>
        </div>
        <Honeypot inputRef={honeypot} />
        <PrivacyNote i18nKey="careers.privacy" />
        <FailureAlert failure={failure} />
        <SubmitButton sending={sending} ready={ready} label={t("careers.form.submit")} buttonRef={submit} />
      </Form>
      <SuccessModal
        show={sent}
        title={t("careers.success_title")}
        onHide={() => setSent(false)}
        onExited={() => fields.current.full_name?.focus()}
      >
        {t("careers.success")}
      </SuccessModal>
    </>
  );
}
