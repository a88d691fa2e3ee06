import type { PGlite, Transaction } from "@electric-sql/pglite";
import type pg from "pg";
import { dbQueryDuration } from "../metrics/series";
import { activeTracing } from "../tracing/tracing";

/**
 * Every statement's time into site_db_query_duration_seconds (no SQL, no parameter reaches a
 * metric). With tracing on, each statement is a span with its text, never its parameters.
 */
type Query = (...args: unknown[]) => unknown;

/** The statement's text, placeholders and all: the parameters' values are never read. */
function statementText(first: unknown): string {
  if (typeof first === "string") return first;
  const text = (first as { text?: unknown } | null)?.text;
  return typeof text === "string" ? text : "";
}

/** Timed, and with tracing on a child span: db.system and the statement text, no parameter value. */
function timedCall(query: Query, self: unknown, args: unknown[]): unknown {
  const timer = dbQueryDuration.startTimer();
  const text = statementText(args[0]);
  const endSpan = activeTracing()?.start(text.trim().split(/\s/, 1)[0]?.toUpperCase() || "query", {
    "db.system": "postgresql",
    "db.query.text": text,
  });
  const end = () => {
    timer();
    endSpan?.();
  };
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === "function") {
    // pg's pool calls its client with a callback.
    const copy = [...args];
    copy[last] = (...results: unknown[]) => {
      end();
      return (callback as Query)(...results);
    };
    return query.apply(self, copy);
  }
  const result = query.apply(self, args);
  if (result && typeof (result as Promise<unknown>).then === "function")
    return (result as Promise<unknown>).finally(() => end());
  return result;
}

/** A pooled pg client whose statements are timed (the pool's own `query` goes through it). */
export function timePgClient(client: pg.PoolClient) {
  const query = client.query as unknown as Query;
  (client as unknown as { query: Query }).query = function (this: unknown, ...args: unknown[]) {
    return timedCall(query, this, args);
  };
}

/** Its queries and those of its transactions timed; everything else as the client has it. */
function timedPgliteLike<T extends PGlite | Transaction>(target: T): T {
  return new Proxy(target, {
    get(object, property) {
      const value = Reflect.get(object, property, object) as unknown;
      if (typeof value !== "function") return value;
      if (property === "query" || property === "exec")
        return (...args: unknown[]) => timedCall(value as Query, object, args);
      if (property === "transaction")
        return (fn: (tx: Transaction) => Promise<unknown>) =>
          (object as PGlite).transaction((tx) => fn(timedPgliteLike(tx)));
      // PGlite's private fields need the object itself as `this`.
      return (value as Query).bind(object);
    },
  });
}

export const timePglite = (client: PGlite): PGlite => timedPgliteLike(client);
