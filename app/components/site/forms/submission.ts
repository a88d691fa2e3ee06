import type { TFunction } from "i18next";
import { ApiError } from "../../../lib/api";
import type { Failure } from "./FormParts";

/** Any rejection of a submission as an ApiError (a bug in our code reads as a network failure). */
export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, "network", String(error));
}

/**
 * What the alert says after a failed submission: the form's own failure text, or for a 429
 * how many minutes to wait (Retry-After, rounded up; a minute at least), or for a 507 that the
 * server has no room for the file; plus the request id.
 */
export function failureOf(error: ApiError, t: TFunction, failureText: string): Failure {
  if (error.isRateLimited) {
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
    return { text: t("forms.rate_limited", { count: minutes }), requestId: error.requestId };
  }
  if (error.code === "storage_full") return { text: t("forms.storage_full"), requestId: error.requestId };
  // The fair a meeting is asked for is the page's, not a field of the form: the alert says it is over.
  if (error.fields.exhibition_id === "fair_over")
    return { text: t("validation.fair_over"), requestId: error.requestId };
  return { text: failureText, requestId: error.requestId };
}
