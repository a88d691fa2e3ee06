/**
 * The API's failures: the error envelope and the field error codes (listed in error-codes.ts),
 * one list for the server (server/http/errors.ts maps zod issues to them) and the browser
 * (catalogue texts under validation.<code>). The browser imports the types only.
 */
import { z } from "zod";
import { ContentProblemDto } from "./content-transfer";
import { FIELD_ERROR_CODES } from "./error-codes";

export { FIELD_ERROR_CODES, type FieldErrorCode } from "./error-codes";

/** `{error: {code, message, fields?, requestId}}`: every failure, whatever the status. */
export const ErrorEnvelope = z.strictObject({
  error: z.strictObject({
    code: z.string(),
    message: z.string(),
    /** Field name -> code; `_` when the body as a whole is wrong. */
    fields: z.record(z.string(), z.enum(FIELD_ERROR_CODES)).optional(),
    /** A refused file's cells (a CSV import): row (header = 1), column (`_`: the whole row), code. */
    rows: z
      .array(z.strictObject({ row: z.number().int(), field: z.string(), code: z.enum(FIELD_ERROR_CODES) }))
      .optional(),
    /** A refused archive's problems (a content import): file, where in it, code. */
    problems: z.array(ContentProblemDto).optional(),
    requestId: z.string(),
  }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
