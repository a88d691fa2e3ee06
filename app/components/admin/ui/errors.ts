import type { TFunction } from "i18next";
import { AdminApiError } from "../../../lib/admin/api";

/** The catalogue text for an API failure (by status), for banners and alerts. */
export function describeError(t: TFunction, error: unknown): string {
  if (!(error instanceof AdminApiError)) return t("admin.errors.generic");
  switch (error.status) {
    case 0:
      return error.code === "network" ? t("admin.errors.network") : t("admin.errors.generic");
    case 400:
      return t("admin.errors.invalidInput");
    case 403:
      return t("admin.errors.forbidden");
    case 404:
      return t("admin.errors.notFound");
    case 409:
      return t("admin.errors.conflict");
    case 413:
      return t("admin.errors.tooLarge");
    case 415:
      return t("admin.errors.unsupportedType");
    case 422:
      return t("admin.errors.unprocessable");
    case 429:
      return t("admin.errors.rateLimited");
    case 503:
      return t("admin.errors.unavailable");
    case 507:
      return t("admin.errors.storageFull");
    default:
      return t("admin.errors.generic");
  }
}

const FIELD_CODES = [
  "required",
  "invalid",
  "too_short",
  "too_long",
  "invalid_email",
  "invalid_url",
  "invalid_date",
  "file_size",
  "file_type",
] as const;

/** The catalogue text of a field error code the API sent (unknown codes read as 'invalid'). */
export function fieldErrorText(t: TFunction, code: string | undefined | null): string | undefined {
  if (!code) return undefined;
  const known = (FIELD_CODES as readonly string[]).includes(code)
    ? (code as (typeof FIELD_CODES)[number])
    : "invalid";
  return t(`admin.validation.${known}`);
}

/** The field errors of a 400 answer ({} for anything else). */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof AdminApiError && error.status === 400 ? { ...error.fields } : {};
}
