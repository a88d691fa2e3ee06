/**
 * The field error codes the API sends (`fields: {name: code}`), without zod, so the browser
 * can use the lists themselves; common/api/errors.ts builds the error envelope from them.
 */

/** What is wrong with a form field or an uploaded file (catalogue texts under validation.<code>). */
export const FORM_ERROR_CODES = [
  "required",
  "invalid",
  "too_short",
  "too_long",
  "invalid_email",
  "invalid_url",
  "invalid_date",
  "file_size",
  "file_type",
  "taken",
  /** The value is in another row of the same file (an import's code or id). */
  "duplicate",
  /** No record has this id (an import's row that updates a fabric). */
  "not_found",
  /** A form field sent more than once (each holds one value). */
  "repeated",
  /** A GS1 number (GLN, GTIN) whose last digit is not its check digit. */
  "check_digit",
  /** A date that lies ahead (a test's, a check's). */
  "in_future",
  /** A passport's fibre that the fabric's composition does not name. */
  "not_in_composition",
  /** A recycled share above the fibre's share of the fabric. */
  "above_share",
  /** A facility named for a production step it does not do. */
  "wrong_step",
] as const;
export type FormErrorCode = (typeof FORM_ERROR_CODES)[number];

/** A password refused for being easy to guess, and why (server/modules/auth/passwords.ts). */
export const PASSWORD_ERROR_CODES = [
  "too_common",
  "contains_username",
  "repetitive",
  "sequence",
  "too_weak",
] as const;

/** A meeting at our stand refused for its fair or day (texts under validation.<code>). */
export const MEETING_ERROR_CODES = [
  /** The fair is over. */
  "fair_over",
  /** The day is not one of the fair's days still to come. */
  "outside_fair",
] as const;

/**
 * A sample request none of whose fabrics can be sent any more (deleted since it was put in the
 * basket); a cut length of a colourway not in stock now (or whose figures are out of date), or
 * longer than its stock.
 */
export const SAMPLE_ERROR_CODES = ["unavailable", "no_stock", "over_stock"] as const;

/** An address that already follows SEARCH_ALERT_LIMITS.perAddress searches. */
export const SEARCH_ALERT_ERROR_CODES = ["alert_limit"] as const;

/** A webhook's URL refused (server/modules/webhooks/targets.ts): plain http, a private address, a name without address. */
export const WEBHOOK_ERROR_CODES = ["not_https", "private_address", "unresolvable"] as const;
/** A stock line's metres below zero, or above STOCK_LIMITS.maxMetres (texts under adminStock.errors.<code>). */
export const STOCK_ERROR_CODES = ["below_zero", "above_max"] as const;

export const FIELD_ERROR_CODES = [
  ...FORM_ERROR_CODES,
  ...PASSWORD_ERROR_CODES,
  ...MEETING_ERROR_CODES,
  ...SAMPLE_ERROR_CODES,
  ...SEARCH_ALERT_ERROR_CODES,
  ...WEBHOOK_ERROR_CODES,
  ...STOCK_ERROR_CODES,
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** The code itself when it is one of `codes`, else "invalid" (a code the screen has no text for). */
export function knownCode<Code extends string>(codes: readonly Code[], code: string): Code | "invalid" {
  return (codes as readonly string[]).includes(code) ? (code as Code) : "invalid";
}
