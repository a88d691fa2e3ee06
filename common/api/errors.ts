/**
 * The API's failures: the error envelope and the field error codes, one list for the server
 * (server/http/errors.ts maps zod issues to them) and the browser (catalogue texts under
 * validation.<code>). The browser imports the types only.
 */
import { z } from "zod";

export const FIELD_ERROR_CODES = [
  "required",
  "invalid",
  "too_short",
  "too_long",
  "invalid_email",
  "invalid_url",
  "invalid_date",
  "file_size",
  "file_type",
  // A password refused for being easy to guess, and why (server/modules/auth/passwords.ts).
  "too_common",
  "contains_username",
  "repetitive",
  "sequence",
  "too_weak",
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** `{error: {code, message, fields?, requestId}}`: every failure, whatever the status. */
export const ErrorEnvelope = z.strictObject({
  error: z.strictObject({
    code: z.string(),
    message: z.string(),
    /** Field name -> code; `_` when the body as a whole is wrong. */
    fields: z.record(z.string(), z.enum(FIELD_ERROR_CODES)).optional(),
    requestId: z.string(),
  }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
