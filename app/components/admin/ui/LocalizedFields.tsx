import { useEffect, useId, useRef } from "react";
import { Badge, Button, Form } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { LANGUAGES, type Lang } from "../../../../common/constants";
import { takeFieldFocus, useReviewScope } from "../../../lib/admin/translation-review";
import { fieldErrorText } from "./errors";

/** A text in the five languages as the form edits it (empty string = not given). */
export type LocalizedValue = Record<Lang, string>;

export const emptyLocalized = (): LocalizedValue => ({ tr: "", en: "", de: "", es: "", fr: "" });

/** From an admin read with ?lng=all ({tr, en, …}) or a plain string (tr). */
export function localizedFromApi(value: unknown): LocalizedValue {
  const out = emptyLocalized();
  if (typeof value === "string") out.tr = value;
  else if (value && typeof value === "object") {
    for (const lng of LANGUAGES) {
      const text = (value as Partial<Record<Lang, unknown>>)[lng];
      if (typeof text === "string") out[lng] = text;
    }
  }
  return out;
}

/** The write fields of the API: `name` is tr, `name_en`, `name_de`, … the others (empty clears). */
export function localizedToBody(name: string, value: LocalizedValue): Record<string, string> {
  const body: Record<string, string> = { [name]: value.tr.trim() };
  for (const lng of LANGUAGES) if (lng !== "tr") body[`${name}_${lng}`] = value[lng].trim();
  return body;
}

/** The same fields appended to a multipart body. */
export function appendLocalized(form: FormData, name: string, value: LocalizedValue) {
  for (const [key, text] of Object.entries(localizedToBody(name, value))) form.append(key, text);
}

/** The API field of one language: `name` (tr), `name_en`, … */
const localizedKeyOf = (name: string, lng: Lang) => (lng === "tr" ? name : `${name}_${lng}`);

type Props = {
  /** The API's field name (title, name, description, …): error keys are name and name_<lng>. */
  name: string;
  label: string;
  value: LocalizedValue;
  onChange(value: LocalizedValue): void;
  as?: "input" | "textarea";
  rows?: number;
  maxLength?: number;
  /** tr required (default true); the other languages are always optional. */
  required?: boolean;
  /** Field errors of the server's 400 (codes) keyed by API field name, or texts of the form's own checks. */
  errors?: Record<string, string | undefined>;
  disabled?: boolean;
  hint?: string;
  className?: string;
};

/**
 * One input (or textarea) per language in a fieldset: tr first and required, the others
 * optional with a 'missing' badge while empty (visitors then see the tr text). Inside a form's
 * ReviewScope an empty language offers "copy from Turkish / English": the copy is marked "to
 * review" until it is typed over or confirmed, and the form stores the marks with the record.
 */
export function LocalizedFields({
  name,
  label,
  value,
  onChange,
  as = "input",
  rows = 3,
  maxLength,
  required = true,
  errors = {},
  disabled,
  hint,
  className = "mb-3",
}: Props) {
  const { t } = useTranslation();
  const base = useId();
  const hintId = `${base}-hint`;
  const review = useReviewScope();
  // The field a translations-screen link asked for takes the focus once its form shows it.
  const inputs = useRef<Partial<Record<Lang, HTMLElement | null>>>({});
  useEffect(() => {
    const lng = LANGUAGES.find((candidate) => takeFieldFocus(localizedKeyOf(name, candidate)));
    const input = lng ? inputs.current[lng] : null;
    if (!input) return;
    // After the frame, so that a dialog opening around it has shown (a re-render meanwhile must not cancel it).
    requestAnimationFrame(() => {
      input.focus();
      input.scrollIntoView({ block: "center" });
    });
  });
  const copy = (lng: Lang, from: Lang) => {
    onChange({ ...value, [lng]: value[from] });
    review?.mark(localizedKeyOf(name, lng));
  };
  return (
    <fieldset className={`admin-localized ${className}`}>
      <legend className="form-label fs-6 fw-semibold mb-1 float-none">{label}</legend>
      <div id={hintId} className={`form-text mt-0 mb-2${hint || required ? "" : " d-none"}`}>
        {hint ? `${hint} ` : ""}
        {required ? t("admin.localized.requiredTr") : null}
      </div>
      {LANGUAGES.map((lng) => {
        const id = `${base}-${lng}`;
        const key = localizedKeyOf(name, lng);
        const raw = errors[key];
        const error = raw && /^[a-z_]+$/.test(raw) ? fieldErrorText(t, raw) : raw;
        const isRequired = lng === "tr" && required;
        const missing = lng !== "tr" && value[lng].trim() === "";
        const toReview = !missing && Boolean(review?.fields.has(key));
        const sources = (["tr", "en"] as const).filter(
          (from) => from !== lng && lng !== "tr" && value[from].trim() !== "",
        );
        return (
          <Form.Group key={lng} controlId={id} className="admin-localized-row mb-2">
            <Form.Label className="small mb-1 d-flex align-items-center gap-2">
              <span className="admin-lang-code" aria-hidden="true">
                {lng.toUpperCase()}
              </span>
              <span>
                {t("admin.localized.fieldIn", { field: label, language: t(`admin.languages.${lng}`) })}
                {isRequired ? <span className="text-danger"> *</span> : null}
              </span>
              {missing ? (
                <Badge
                  bg="warning"
                  text="dark"
                  className="fw-normal"
                  title={t("admin.localized.missingTitle")}
                >
                  {t("admin.localized.missing")}
                </Badge>
              ) : null}
              {toReview ? (
                <Badge bg="info" text="dark" className="fw-normal" title={t("admin.localized.reviewTitle")}>
                  {t("admin.localized.review")}
                </Badge>
              ) : null}
            </Form.Label>
            <Form.Control
              {...(as === "textarea" ? { as: "textarea" as const, rows } : {})}
              value={value[lng]}
              lang={lng}
              required={isRequired}
              aria-required={isRequired || undefined}
              maxLength={maxLength}
              disabled={disabled}
              isInvalid={Boolean(error)}
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={
                [error ? `${id}-error` : null, lng === "tr" ? hintId : null].filter(Boolean).join(" ") ||
                undefined
              }
              data-field={key}
              ref={(element: HTMLElement | null) => {
                inputs.current[lng] = element;
              }}
              onChange={(event) => {
                review?.unmark(key);
                onChange({ ...value, [lng]: event.target.value });
              }}
            />
            {review && missing && sources.length > 0 && !disabled ? (
              <div className="d-flex flex-wrap gap-2 mt-1">
                {sources.map((from) => (
                  <Button
                    key={from}
                    size="sm"
                    variant="link"
                    className="p-0 small"
                    onClick={() => copy(lng, from)}
                    aria-label={t("admin.localized.copyLabel", {
                      field: label,
                      language: t(`admin.languageInText.${lng}`),
                      from: t(`admin.languageInText.${from}`),
                    })}
                  >
                    {from === "tr" ? t("admin.localized.copyFromTr") : t("admin.localized.copyFromEn")}
                  </Button>
                ))}
              </div>
            ) : null}
            {toReview && !disabled ? (
              <Button
                size="sm"
                variant="link"
                className="p-0 small mt-1"
                onClick={() => review?.unmark(key)}
                aria-label={t("admin.localized.reviewedLabel", {
                  field: label,
                  language: t(`admin.languageInText.${lng}`),
                })}
              >
                {t("admin.localized.reviewed")}
              </Button>
            ) : null}
            {error ? (
              <Form.Control.Feedback type="invalid" id={`${id}-error`}>
                {error}
              </Form.Control.Feedback>
            ) : null}
          </Form.Group>
        );
      })}
    </fieldset>
  );
}
