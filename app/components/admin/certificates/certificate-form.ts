import type { TFunction } from "i18next";
import { CERTIFICATE_STANDARDS, type CertificateStandard } from "../../../../common/constants";
import { today } from "../../../../common/dates";
import { AdminApiError } from "../../../lib/admin/api";
import { appendLocalized, fieldErrors, fieldErrorText, type LocalizedValue, localizedFromApi } from "../ui";
import { MAX_CERTIFICATE_MB } from "./CertificateFileInput";
import type { AdminCertificate } from "./validity";

/** The certificate form as typed (the API's field names; "" = not chosen yet). */
export type CertificateDraft = {
  standard: CertificateStandard | "";
  number: string;
  issuer: string;
  scope: LocalizedValue;
  valid_from: string;
  valid_until: string;
};

export type Errors = Record<string, string | undefined>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isStandard = (value: string): value is CertificateStandard =>
  (CERTIFICATE_STANDARDS as readonly string[]).includes(value);

/** A new certificate starts valid from today; an edited one from what it says. */
export function draftFrom(certificate: AdminCertificate | null): CertificateDraft {
  return {
    standard: certificate?.standard ?? "",
    number: certificate?.number ?? "",
    issuer: certificate?.issuer ?? "",
    scope: localizedFromApi(certificate?.scope),
    valid_from: certificate?.valid_from ?? today(),
    valid_until: certificate?.valid_until ?? "",
  };
}

/** The browser's checks, as the server makes them: texts under the fields that fail. */
export function checkDraft(t: TFunction, draft: CertificateDraft): Errors {
  const found: Errors = {};
  const required = t("admin.validation.required");
  if (!draft.standard) found.standard = required;
  if (!draft.number.trim()) found.number = required;
  if (!draft.issuer.trim()) found.issuer = required;
  if (!draft.scope.tr.trim()) found.scope = required;
  for (const key of ["valid_from", "valid_until"] as const) {
    if (!draft[key]) found[key] = required;
    else if (!DAY.test(draft[key])) found[key] = t("admin.validation.invalid_date");
  }
  if (!found.valid_from && !found.valid_until && draft.valid_from > draft.valid_until)
    found.valid_until = t("adminCertificates.form.datesInvalid");
  return found;
}

/**
 * The multipart body of POST/PUT /api/certificates: every field, the fabrics when the list could
 * be read (else the certificate keeps its own), the scan when one was chosen.
 */
export function certificateBody(draft: CertificateDraft, fabricIds: number[] | null, file: File | null) {
  const form = new FormData();
  form.append("standard", draft.standard);
  form.append("number", draft.number.trim());
  form.append("issuer", draft.issuer.trim());
  appendLocalized(form, "scope", draft.scope);
  form.append("valid_from", draft.valid_from);
  form.append("valid_until", draft.valid_until);
  if (fabricIds) form.append("fabric_ids", fabricIds.join(","));
  if (file) form.append("file", file);
  return form;
}

/** A refused save's field codes (a refused scan answers 413 or 415) as the texts under the fields. */
export function serverErrors(t: TFunction, error: unknown): Errors {
  const texts: Errors = {};
  if (error instanceof AdminApiError && (error.status === 413 || error.status === 415)) {
    texts.file =
      error.status === 413
        ? t("adminCertificates.form.fileTooLarge", { size: MAX_CERTIFICATE_MB })
        : t("adminCertificates.form.fileType");
    return texts;
  }
  for (const [key, code] of Object.entries(fieldErrors(error))) {
    texts[key] =
      key === "fabric_ids"
        ? t("adminCertificates.form.fabricsInvalid")
        : key === "valid_until" && code === "invalid_date"
          ? t("adminCertificates.form.datesInvalid")
          : key.startsWith("scope")
            ? code
            : fieldErrorText(t, code);
  }
  return texts;
}
