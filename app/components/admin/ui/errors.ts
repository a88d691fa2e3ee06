import type { TFunction } from "i18next";
import { FORM_ERROR_CODES, knownCode } from "../../../../common/api/error-codes";
import { AdminApiError } from "../../../lib/admin/api";

/** The explanation of each failing status (catalogue keys under admin.errors). */
const STATUS_TEXTS = {
  400: "invalidInput",
  403: "forbidden",
  404: "notFound",
  409: "conflict",
  413: "tooLarge",
  415: "unsupportedType",
  422: "unprocessable",
  429: "rateLimited",
  503: "unavailable",
  507: "storageFull",
} as const;

/** The catalogue text for an API failure (by status), for banners and alerts. */
export function describeError(t: TFunction, error: unknown): string {
  if (!(error instanceof AdminApiError)) return t("admin.errors.generic");
  if (error.status === 0 && error.code === "network") return t("admin.errors.network");
  const key = STATUS_TEXTS[error.status as keyof typeof STATUS_TEXTS];
  return key ? t(`admin.errors.${key}`) : t("admin.errors.generic");
}

/** The catalogue text of a field error code the API sent (unknown codes read as 'invalid'). */
export function fieldErrorText(t: TFunction, code: string | undefined | null): string | undefined {
  if (!code) return undefined;
  return t(`admin.validation.${knownCode(FORM_ERROR_CODES, code)}`);
}

/** The field errors of a 400 answer ({} for anything else). */
export function fieldErrors(error: unknown): Record<string, string> {
  // 400: what is wrong with a field; 409: a value another record has (e.g. a fabric's code).
  return error instanceof AdminApiError && (error.status === 400 || error.status === 409)
    ? { ...error.fields }
    : {};
}

/** The same field errors as catalogue texts, to show under their fields. */
export function fieldErrorTexts(t: TFunction, error: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors(error)).map(([key, code]) => [key, fieldErrorText(t, code) ?? code]),
  );
}
