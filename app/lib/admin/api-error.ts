/** The admin API's error: a refused call (its JSON error envelope) or one that never got an answer. */
import type { ContentProblem } from "../../../common/content-transfer";
import type { FieldErrorCode } from "../../../common/api/errors";
import type { ImportRowError } from "../../../common/fabric-import";

/** Field error codes of the API (common/api/errors.ts); catalogue texts under validation.<code>. */
export type FieldCode = FieldErrorCode | (string & {});

/** An error answer of the API ({error:{code,message,fields,requestId}}), or a network failure (status 0). */
export class AdminApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, FieldCode>;
  /** A refused file's cells (a CSV import): row (header = 1), column, code. */
  readonly rows: ImportRowError[];
  /** A refused archive's problems (a content import): file, where in it, code. */
  readonly problems: ContentProblem[];
  readonly requestId?: string;
  /** Seconds from Retry-After (429, 503), when the server sent it. */
  readonly retryAfter?: number;
  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, FieldCode>;
    rows?: ImportRowError[];
    problems?: ContentProblem[];
    requestId?: string;
    retryAfter?: number;
  }) {
    super(init.message);
    this.name = "AdminApiError";
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.rows = init.rows ?? [];
    this.problems = init.problems ?? [];
    this.requestId = init.requestId;
    this.retryAfter = init.retryAfter;
  }
  /** True when the call was cancelled by its AbortSignal (nothing to show the user). */
  get aborted() {
    return this.code === "aborted";
  }
}

export function isAbort(error: unknown): boolean {
  return (
    (error instanceof AdminApiError && error.aborted) ||
    (error instanceof DOMException && error.name === "AbortError")
  );
}

/** The envelope's `rows`, kept only where each is {row, field, code}. */
function rowsOf(value: unknown): ImportRowError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is ImportRowError =>
      typeof item?.row === "number" && typeof item?.field === "string" && typeof item?.code === "string",
  );
}

/** The envelope's `problems`, kept only where each is {file, where, code} of strings. */
function problemsOf(value: unknown): ContentProblem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is ContentProblem =>
      typeof item?.file === "string" && typeof item?.where === "string" && typeof item?.code === "string",
  );
}

/** An error answer (its status and JSON body) as the AdminApiError the screens read. */
export function errorFrom(status: number, body: unknown, retryAfter?: number): AdminApiError {
  const error = (body as { error?: Partial<AdminApiError> & { fields?: Record<string, FieldCode> } } | null)
    ?.error;
  return new AdminApiError({
    status,
    code: typeof error?.code === "string" ? error.code : status === 0 ? "network" : "http_error",
    message: typeof error?.message === "string" ? error.message : `HTTP ${status}`,
    fields: error?.fields,
    rows: rowsOf(error?.rows),
    problems: problemsOf((error as { problems?: unknown } | undefined)?.problems),
    requestId: typeof error?.requestId === "string" ? error.requestId : undefined,
    retryAfter,
  });
}
