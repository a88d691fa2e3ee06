import { useMemo, useRef } from "react";
import { Link } from "react-router";
import type { z } from "zod/mini";
import { isLang, SAMPLE_LIMITS, TEXT_LIMITS } from "../../../../common/constants";
import { useTranslation } from "../../../i18n/translation";
import { postJson } from "../../../lib/api";
import {
  FailureAlert,
  Honeypot,
  RequiredNote,
  SubmitButton,
  splitNotice,
  TextField,
} from "../forms/FormParts";
import { NameAndEmail } from "../forms/PublicFormFrame";
import { type PublicFormOptions, preloadChecks, usePublicForm } from "../forms/usePublicForm";
import { countryOptions, DEFAULT_COUNTRY, KindField, MetresField } from "./SampleFields";

const TEXT_FIELDS = [
  "company",
  "full_name",
  "email",
  "country",
  "phone",
  "kind",
  "metres",
  "intended_use",
  "quantity",
  "message",
] as const;
/** In page order: a problem with the fabrics is said at the top of the form. */
const FIELDS = ["items", ...TEXT_FIELDS] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
type Field = (typeof FIELDS)[number];

const LIMITS: Record<Field, number> = {
  items: SAMPLE_LIMITS.items,
  company: TEXT_LIMITS.company,
  full_name: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  country: 2,
  phone: TEXT_LIMITS.phone,
  kind: 6,
  metres: SAMPLE_LIMITS.metres.max,
  intended_use: TEXT_LIMITS.intendedUse,
  quantity: TEXT_LIMITS.quantity,
  message: TEXT_LIMITS.message,
};

const emptyValues = (lng: string): Record<TextFieldName, string> => ({
  company: "",
  full_name: "",
  email: "",
  country: isLang(lng) ? DEFAULT_COUNTRY[lng] : "",
  phone: "",
  kind: "swatch",
  metres: "",
  intended_use: "",
  quantity: "",
  message: "",
});

/** A sample length without its metres: the schema lets the server decide, the form asks at once. */
const metresMissing = {
  code: "invalid_type",
  expected: "number",
  input: undefined,
  path: ["metres"],
  message: "",
};

type Props = {
  items: { fabric_id: number; colourway: string | null; cut_m?: number }[];
  /** The request was made; `unavailable` are the basket's fabrics the server no longer has. */
  onSent: (unavailable: number[]) => void;
  /** The server found none of the fabrics: the page reads them again to show which are gone. */
  onUnavailable: () => void;
};

/**
 * The sample request's form: company, name, e-mail, country, phone, swatch card or sample length
 * (with its metres), intended use, quantity and message, with the basket's fabrics. Checked in
 * the browser with the server's schema and posted to /api/sample-requests?lng= as the other
 * public forms are (usePublicForm: honeypot, field errors from the answer, 429 and network
 * failures said on the button).
 */
export function SampleRequestForm({ items, onSent, onUnavailable }: Props) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const countries = useMemo(() => countryOptions(lng), [lng]);
  const unavailable = useRef<number[]>([]);

  const options: PublicFormOptions<Field, TextFieldName, unknown, "samples"> = {
    name: "samples",
    fields: FIELDS,
    empty: emptyValues(lng),
    limits: LIMITS,
    check: (module, values, website) => {
      const length = values.kind === "length";
      const metres = values.metres.trim();
      const result = module.sampleRequestSchema.safeParse({
        ...values,
        country: values.country || undefined,
        metres: length && metres !== "" ? Number(metres) : undefined,
        items,
        website,
        language: lng,
      });
      if (!length || metres !== "") return result;
      const issues = [...(result.success ? [] : result.error.issues), metresMissing as z.core.$ZodIssue];
      return { success: false, error: { issues } };
    },
    post: async (data, language) => {
      const answer = await postJson<{ id: number; unavailable?: number[] }>("/sample-requests", data, {
        query: { lng: language },
      });
      unavailable.current = Array.isArray(answer.data?.unavailable) ? answer.data.unavailable : [];
    },
    refused: (error, found) => {
      // A problem with one fabric (`items.0.colourway`) is a problem with the fabrics.
      for (const [field, code] of Object.entries(error.fields)) {
        if (field.startsWith("items.") && !found.items) found.items = { code };
      }
      if (found.items?.code === "unavailable") onUnavailable();
    },
    sent: () => onSent(unavailable.current),
  };
  const form = usePublicForm(options);
  const { bind } = form;
  const itemsError = form.errors.items;
  const kind = bind("kind");
  const metres = bind("metres");
  const metresError = form.errors.metres
    ? form.errors.metres.code === "required"
      ? t("validation.required")
      : t("samples.form.metresRange", SAMPLE_LIMITS.metres)
    : undefined;
  const [before, notice, after] = splitNotice(t("samples.privacy"));

  return (
    <form
      noValidate
      method="post"
      onSubmit={form.onSubmit}
      onFocus={preloadChecks}
      aria-labelledby="samples-form-title"
      aria-busy={form.sending}
    >
      <h2 id="samples-form-title" className="h3 mb-2">
        {t("samples.form.title")}
      </h2>
      <RequiredNote />
      {itemsError ? (
        <div
          ref={(element) => {
            // The fabrics have no field of their own: their message takes the focus instead.
            form.fields.current.items = element as unknown as HTMLInputElement | null;
          }}
          id="samples-items-error"
          tabIndex={-1}
          className="alert alert-danger mb-4"
        >
          {itemsError.code === "unavailable"
            ? t("validation.unavailable")
            : itemsError.code === "no_stock"
              ? t("validation.no_stock")
              : itemsError.code === "over_stock"
                ? t("validation.over_stock")
                : t("samples.form.itemsInvalid")}
        </div>
      ) : null}
      <TextField
        {...bind("company")}
        label={t("samples.form.company")}
        required
        autoComplete="organization"
      />
      <div className="row g-0 gx-md-3">
        <NameAndEmail form={form} />
        <div className="col-md-6">
          <TextField
            {...bind("country")}
            label={t("samples.form.country")}
            required
            options={countries}
            placeholder={t("samples.form.chooseCountry")}
            autoComplete="country"
          />
        </div>
        <div className="col-md-6">
          <TextField {...bind("phone")} label={t("samples.form.phone")} type="tel" autoComplete="tel" />
        </div>
      </div>
      <KindField binding={kind} />
      {kind.value === "length" ? <MetresField binding={metres} error={metresError} /> : null}
      <TextField {...bind("intended_use")} label={t("samples.form.intended_use")} />
      <TextField {...bind("quantity")} label={t("samples.form.quantity")} />
      <TextField {...bind("message")} label={t("samples.form.message")} rows={4} />
      <Honeypot inputRef={form.honeypot} />
      <p className="small text-body-secondary mb-4">
        {before}
        {notice === undefined ? null : (
          <Link to="/privacy" className="link-underline-opacity-50">
            {notice}
          </Link>
        )}
        {after}
      </p>
      <FailureAlert failure={form.failure} />
      <SubmitButton
        sending={form.sending}
        ready={form.ready}
        label={t("samples.form.submit")}
        buttonRef={form.submit}
      />
    </form>
  );
}
