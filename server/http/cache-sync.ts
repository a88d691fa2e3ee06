import type { FastifyBaseLogger } from "fastify";
import pg from "pg";

/** PostgreSQL channel on which every process announces its admin writes. */
export const CACHE_CHANNEL = "site_public_cache";
/** The listening connection's application_name (visible in pg_stat_activity). */
export const CACHE_LISTENER_NAME = "site-cache-listener";
const RETRY_MS = 1_000;
/** A connection that died without a word (network) is noticed by this check at the latest. */
const CHECK_MS = 5_000;

export type CacheSync = { stop(): Promise<void> };

/**
 * Keeps the public caches of several processes sharing one PostgreSQL database consistent: a
 * dedicated connection LISTENs on CACHE_CHANNEL; a notification from another process empties
 * this one's cache. While the connection is down (the database restarted, the backend was
 * terminated, the network failed), `onState(false)` switches the cache off (a missed
 * notification must not leave stale answers) and a new connection is tried every RETRY_MS;
 * once it listens again, `onState(true)` turns the cache on again, empty: notifications sent
 * meanwhile are lost.
 */
export function startCacheSync(options: {
  url: string;
  instance: string;
  onState(connected: boolean): void;
  onChange(): void;
  log: FastifyBaseLogger;
}): CacheSync {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let check: NodeJS.Timeout | undefined;

  const lost = (current: pg.Client) => {
    if (client !== current) return;
    client = undefined;
    clearInterval(check);
    options.onState(false);
    current.end().catch(() => {});
    if (!stopped) retry = setTimeout(connect, RETRY_MS);
  };

  async function connect() {
    if (stopped) return;
    const current = new pg.Client({
      connectionString: options.url,
      application_name: CACHE_LISTENER_NAME,
      keepAlive: true,
      connectionTimeoutMillis: 3_000,
      // The check below must fail, not hang, on a server that vanished without closing the
      // connection (restarted host, network cut): then the connection is dropped and made anew.
      query_timeout: CHECK_MS,
    });
    current.on("error", () => lost(current));
    current.on("end", () => lost(current));
    current.on("notification", (message) => {
      if (message.channel === CACHE_CHANNEL && message.payload !== options.instance) options.onChange();
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (error) {
      options.log.warn(
        { err: error },
        "public cache: notification channel unavailable, cache off until it is back",
      );
      current.end().catch(() => {});
      if (!stopped) retry = setTimeout(connect, RETRY_MS);
      return;
    }
    if (stopped) {
      await current.end().catch(() => {});
      return;
    }
    client = current;
    options.onState(true);
    check = setInterval(() => {
      current.query("select 1").catch(() => lost(current));
    }, CHECK_MS);
    check.unref();
  }

  void connect();

  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(check);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
