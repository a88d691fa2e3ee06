/** An error as the log shows it (the shape Fastify expects of the `err` serializer). */
export type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** Names a PostgreSQL error carries that say where it failed, never what was written. */
const SCHEMA_FIELDS = ["code", "severity", "schema", "table", "column", "dataType", "constraint", "routine"];
const MAX_CAUSES = 5;

/**
 * The logger's `err` serializer. Database errors name their statement and its parameters (the
 * query text, a visitor's input, a password hash) and PostgreSQL's messages quote the value
 * they refused: of those only the SQLSTATE code and the schema names reach the log. Other
 * errors are logged as pino would (type, message, stack, own fields, cause).
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (typeof error !== "object" || error === null)
    return { type: typeof error, message: String(error), stack: "" };
  const err = error as Error & Record<string, unknown>;
  const type = err.constructor?.name ?? "Object";
  const cause =
    depth < MAX_CAUSES && err.cause !== undefined ? { cause: serializeError(err.cause, depth + 1) } : {};
  if (isSqlState(err)) {
    const fields: Record<string, unknown> = {};
    for (const key of SCHEMA_FIELDS)
      if (typeof err[key] === "string" && err[key] !== "") fields[key] = err[key];
    return { type, message: `database error ${err.code}`, ...fields, stack: framesOf(err), ...cause };
  }
  if ("query" in err || "params" in err) {
    // Drizzle's wrapper: "Failed query: <statement>\nparams: <values>".
    return { type, message: "database query failed", stack: framesOf(err), ...cause };
  }
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    if (key !== "cause" && (value === null || typeof value !== "object")) own[key] = value;
  }
  return { ...own, type, message: String(err.message), stack: String(err.stack ?? ""), ...cause };
}

/** node-postgres' and PGlite's errors: a five-character SQLSTATE and a severity. */
function isSqlState(err: Record<string, unknown>): boolean {
  return typeof err.code === "string" && /^[0-9A-Z]{5}$/.test(err.code) && typeof err.severity === "string";
}

/** The stack without its first line(s), the message (which may hold the statement and values). */
function framesOf(err: Error): string {
  const head = `${err.name}: ${err.message}`;
  return typeof err.stack === "string" && err.stack.startsWith(head)
    ? err.stack.slice(head.length).trimStart()
    : "";
}
