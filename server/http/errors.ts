import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import de from "../../common/i18n/locales/de/forms.json" with { type: "json" };
import en from "../../common/i18n/locales/en/forms.json" with { type: "json" };
import es from "../../common/i18n/locales/es/forms.json" with { type: "json" };
import fr from "../../common/i18n/locales/fr/forms.json" with { type: "json" };
import tr from "../../common/i18n/locales/tr/forms.json" with { type: "json" };
import { pageView } from "./view";
import type { ContentProblem } from "../../common/content-transfer";
import type { FieldErrorCode } from "../../common/api/errors";
import { FIELD_ERROR_CODES, knownCode } from "../../common/api/error-codes";

export type { FieldErrorCode } from "../../common/api/errors";

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, FieldErrorCode>,
    readonly headers?: Record<string, string>,
    /** How a 5xx is logged: "warn" for an overload the client retries (a full queue), not a fault. */
    readonly logLevel: "error" | "warn" = "error",
  ) {
    super(message);
  }
}

export const badRequest = (message = "Invalid input", fields?: Record<string, FieldErrorCode>) =>
  new AppError(400, "invalid_input", message, fields);

/** One refused cell of an uploaded table: its row (header = 1), its column (`_`: the whole row), the code. */
export type RowError = { row: number; field: string; code: FieldErrorCode };

/** A 400 for a file of rows (a CSV import), every refused cell in `error.rows`; nothing was written. */
export class RowsRefused extends AppError {
  constructor(
    message: string,
    readonly rows: RowError[],
  ) {
    super(400, "invalid_input", message);
  }
}

/** A 400 for a refused archive (a content import), each problem in `error.problems`; nothing was written. */
export class FilesRefused extends AppError {
  constructor(
    message: string,
    readonly problems: ContentProblem[],
  ) {
    super(400, "invalid_input", message);
  }
}

export const notFound = (what = "Resource") => new AppError(404, "not_found", `${what} not found`);
/** The value a read found, or a 404 naming `what` when it found none. */
export function found<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw notFound(what);
  return value;
}
export const conflict = (message: string, fields?: Record<string, FieldErrorCode>) =>
  new AppError(409, "conflict", message, fields);
export const unauthorized = () => new AppError(401, "unauthorized", "Authentication required");
export const forbidden = (message = "Forbidden") => new AppError(403, "forbidden", message);
export const tooLarge = (message = "Payload too large", fields?: Record<string, FieldErrorCode>) =>
  new AppError(413, "too_large", message, fields);
export const unsupportedType = (message = "Unsupported file type", fields?: Record<string, FieldErrorCode>) =>
  new AppError(415, "unsupported_type", message, fields);
export const unprocessable = (message: string) => new AppError(422, "unprocessable", message);
export const unavailable = (message = "Service temporarily unavailable") =>
  new AppError(503, "unavailable", message, undefined, { "retry-after": "5" });

function issueCode(issue: z.core.$ZodIssue): FieldErrorCode {
  switch (issue.code) {
    case "too_small":
      return issue.minimum === 1 && issue.origin === "string" ? "required" : "too_short";
    case "too_big":
      return "too_long";
    case "invalid_format":
      if (issue.format === "email") return "invalid_email";
      if (issue.format === "url") return "invalid_url";
      if (issue.format === "date" || issue.format === "datetime") return "invalid_date";
      return "invalid";
    case "invalid_type":
      return issue.input === undefined || issue.input === null ? "required" : "invalid";
    case "custom":
      // A refinement may name its code: `.refine(check, { params: { code: "check_digit" } })`.
      return knownCode(FIELD_ERROR_CODES, String(issue.params?.code ?? "invalid"));
    default:
      return "invalid";
  }
}

/** Zod issues to `{field: code}`, first issue per field. */
export function fieldsFromZod(error: z.core.$ZodError): Record<string, FieldErrorCode> {
  const fields: Record<string, FieldErrorCode> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_";
    if (!(key in fields)) fields[key] = issueCode(issue);
  }
  return fields;
}

/** Parses input with a schema or throws a 400 with the field codes. */
export function parseInput<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  message = "Invalid input",
): z.core.output<S> {
  const result = (schema as unknown as z.ZodType).safeParse(input, { reportInput: true });
  if (!result.success) throw badRequest(message, fieldsFromZod(result.error));
  return result.data as z.core.output<S>;
}

function send(reply: FastifyReply, request: FastifyRequest, error: AppError) {
  if (error.headers) reply.headers(error.headers);
  return reply
    .code(error.statusCode)
    .type("application/json; charset=utf-8")
    .send({
      error: {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error instanceof RowsRefused ? { rows: error.rows } : {}),
        ...(error instanceof FilesRefused ? { problems: error.problems } : {}),
        requestId: request.id,
      },
    });
}

/** Maps Fastify's own errors to the envelope; never sends a stack or an internal message. */
function fromFastifyError(error: FastifyError): AppError | undefined {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
    case "FST_REQ_FILE_TOO_LARGE":
    case "FST_FILES_LIMIT":
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return tooLarge();
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return unsupportedType("Unsupported content type");
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_PROTO_VIOLATION":
    case "FST_ERR_VALIDATION":
      return badRequest("Malformed request");
    case "FST_ERR_RATE_LIMIT_EXCEEDED":
      return new AppError(429, "rate_limited", "Too many requests");
  }
  if (error.statusCode === 429) return new AppError(429, "rate_limited", "Too many requests");
  if (error instanceof SyntaxError || error.statusCode === 400) return badRequest("Malformed request");
  if (error.statusCode === 413) return tooLarge();
  if (error.statusCode === 415) return unsupportedType("Unsupported content type");
  if (error.statusCode === 408) return new AppError(408, "timeout", "Request timeout");
  // The static file servers refuse paths that climb out of their folder or hold a NUL: for
  // the client that file does not exist (never a 500, never a hint about the folders).
  if (error.statusCode === 403 || error.statusCode === 404) return notFound("File");
  if (typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500) {
    return badRequest("Malformed request");
  }
  return undefined;
}

/** Error codes of a database that is gone: sockets, and PostgreSQL's SQLSTATE class 08 and 57P0x. */
const DOWN_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "57P01", "57P02", "57P03"]);
/** node-postgres' own errors for a lost connection carry no code, only these messages. */
const DOWN_MESSAGE =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Query read timeout/i;

/** A unique index refused the write (PostgreSQL 23505), whatever wrapped the error on its way up. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth++) {
    const fields = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (
      fields.code === "23505" &&
      (fields.constraint === constraint || String(fields.message).includes(constraint))
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The database is unreachable, whatever wrapped the error on its way up: Drizzle wraps the
 * driver's error as `cause`, and a transaction whose ROLLBACK fails on the dead connection
 * throws the rollback's "Client has encountered a connection error and is not queryable"
 * instead of the first error.
 */
export function isDatabaseDown(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth++) {
    const code = String((current as { code?: unknown }).code ?? "");
    if (DOWN_CODES.has(code) || /^08/.test(code)) return true;
    if (current instanceof Error && DOWN_MESSAGE.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Fastify's `frameworkErrors`: a path with broken percent-encoding (`/%E0%A4%A`) or an overlong
 * parameter is refused before routing, where no hook runs. The answer is the usual envelope,
 * without the path, and `finish` gives it the headers every other answer gets.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  finish: (request: FastifyRequest, reply: FastifyReply) => void,
) {
  let answer: AppError;
  if (error.code === "FST_ERR_BAD_URL") answer = badRequest("Malformed request");
  else if (error.code === "FST_ERR_MAX_PARAM_LENGTH") answer = new AppError(414, "uri_too_long", "Request path too long");
  else {
    request.log.error({ err: error }, "unhandled error");
    answer = new AppError(500, "internal", "An error occurred");
  }
  finish(request, reply.type("application/json; charset=utf-8"));
  return send(reply, request, answer);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((rawError: unknown, request, reply) => {
    const error = rawError as FastifyError;
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log[error.logLevel]({ err: error }, "request failed");
      return send(reply, request, error);
    }
    const mapped = fromFastifyError(error);
    if (mapped) {
      if (mapped.statusCode === 429 && reply.getHeader("retry-after") === undefined) {
        reply.header("retry-after", "60");
      }
      return send(reply, request, mapped);
    }
    if (isNoSpace(error)) {
      request.log.error({ err: error }, "disk full");
      return send(reply, request, storageFull(request));
    }
    if (isDatabaseDown(error)) {
      request.log.error({ err: error }, "database unavailable");
      return send(reply, request, unavailable());
    }
    request.log.error({ err: error }, "unhandled error");
    return send(reply, request, new AppError(500, "internal", "An error occurred"));
  });

  app.setNotFoundHandler((request, reply) => send(reply, request, notFound("Route")));
}

const STORAGE_FULL = { tr, en, de, es, fr } as const;

/** The disk is full (or the account's quota spent): what fs calls answer then. */
export function isNoSpace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ENOSPC" || code === "EDQUOT";
}

/** 507: nothing was stored; the message is written for the visitor, in the page's language. */
export function storageFull(request: FastifyRequest): AppError {
  const text = STORAGE_FULL[pageView(request).lang].forms.storage_full;
  return new AppError(507, "storage_full", text, undefined, { connection: "close", "retry-after": "600" });
}
