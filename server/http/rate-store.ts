import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { formRateLimits } from "../db/schema";

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
/** What the plugin hands `child()` at run time: the route's merged options, the route under `routeInfo`. */
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store for @fastify/rate-limit that counts in the database (form_rate_limits), so every
 * process sharing one database counts a client's posts together; PGlite takes the same path.
 * Semantics are those of the plugin's own LocalStore: a fixed window opened by the first hit,
 * one counter per route and key (the client's address). One statement per hit: an upsert that
 * adds one within the window or starts a new one, on the database's clock.
 */
export function databaseRateStore(db: Db) {
  return class DatabaseRateStore {
    readonly prefix: string;

    constructor(params: object = {}) {
      const route = (params as RouteParams).routeInfo;
      this.prefix = route?.url ? `${[route.method ?? ""].flat().join(",")} ${route.url}|` : "|";
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      const window = sql`${Math.max(0, Math.trunc(timeWindow))} * interval '1 millisecond'`;
      const open = sql`${formRateLimits.expiresAt} > now()`;
      db.insert(formRateLimits)
        .values({ key: `${this.prefix}${key}`, hits: 1, expiresAt: sql`now() + ${window}` })
        .onConflictDoUpdate({
          target: formRateLimits.key,
          set: {
            hits: sql`case when ${open} then ${formRateLimits.hits} + 1 else 1 end`,
            expiresAt: sql`case when ${open} then ${formRateLimits.expiresAt} else now() + ${window} end`,
          },
        })
        .returning({
          hits: formRateLimits.hits,
          ttl: sql<number>`greatest(0, ceil(extract(epoch from (${formRateLimits.expiresAt} - now())) * 1000))::float8`,
        })
        .then(
          ([row]) => callback(null, { current: row?.hits ?? 1, ttl: Number(row?.ttl ?? timeWindow) }),
          (error: Error) => callback(error),
        );
    }

    child(params: object) {
      return new DatabaseRateStore(params);
    }
  };
}
