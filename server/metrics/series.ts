import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * The process's metrics, in Prometheus's text format on the metrics listener (METRICS_PORT,
 * server/metrics/listener.ts), never on the public port. Counters and histograms are kept
 * whatever the configuration (an increment costs next to nothing); the request histogram, the
 * default process metrics and the figures read from the database at scrape time only exist
 * with the listener. No label carries a URL, a query string, SQL or anything a visitor typed:
 * every label takes one of a few fixed values.
 */
export const registry = new Registry();

export const httpRequestDuration = new Histogram({
  name: "site_http_request_duration_seconds",
  help: "Time from a request's arrival to its answer's last byte, by route pattern, method and status class.",
  labelNames: ["route", "method", "status_class"] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const publicCacheRequests = new Counter({
  name: "site_public_cache_requests_total",
  help: "Public reads (API and pages) the in-process cache could answer: result hit or miss.",
  labelNames: ["result"] as const,
  registers: [registry],
});

export const ssrRenderDuration = new Histogram({
  name: "site_ssr_render_duration_seconds",
  help: "Time React Router took to render a page the cache did not hold.",
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const loginFailures = new Counter({
  name: "site_login_failures_total",
  help: "Admin password or second-factor checks that failed.",
  registers: [registry],
});

export const loginThrottled = new Counter({
  name: "site_login_throttled_total",
  help: "Admin logins refused unchecked (429): too many failures for the account or the address.",
  registers: [registry],
});

export const dbQueryDuration = new Histogram({
  name: "site_db_query_duration_seconds",
  help: "Time of each database statement, from the driver's call to its result.",
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

export const objectStoreErrors = new Counter({
  name: "site_object_store_errors_total",
  help: "Object-store operations (local folder or bucket) that failed, by operation.",
  labelNames: ["operation"] as const,
  registers: [registry],
});

export const outboxWaiting = new Gauge({
  name: "site_mail_outbox_waiting_messages",
  help: "Mails in the outbox not yet sent nor given up (pending or being sent), read at scrape time.",
  registers: [registry],
});

export const outboxOldestAge = new Gauge({
  name: "site_mail_outbox_oldest_waiting_age_seconds",
  help: "Age of the oldest mail still waiting in the outbox (0 when none waits), read at scrape time.",
  registers: [registry],
});

export const dbPoolClients = new Gauge({
  name: "site_db_pool_clients",
  help: "PostgreSQL pool: connections open (total), idle, and requests waiting for one (waiting).",
  labelNames: ["state"] as const,
  registers: [registry],
});

export const ready = new Gauge({
  name: "site_ready",
  help: "1 when the database and the object store answer (what /readyz checks), else 0.",
  registers: [registry],
});

export const backupLastSuccess = new Gauge({
  name: "site_backup_last_success_timestamp_seconds",
  help: "Modification time of the newest finished archive in BACKUP_DIR (Unix seconds; 0 when there is none).",
  // Registered by the listener only when BACKUP_DIR is set: without it there is nothing to read.
  registers: [],
});

let defaults = false;
/** Event-loop delay, heap, RSS, file descriptors, GC: prom-client's own set, `site_` in front. */
export function collectProcessMetrics() {
  if (defaults) return;
  defaults = true;
  collectDefaultMetrics({ register: registry, prefix: "site_" });
}

/** Times a promise's settling into `histogram` (seconds). */
export function timed<T>(histogram: Histogram, work: () => Promise<T>): Promise<T> {
  const end = histogram.startTimer();
  return work().finally(() => end());
}
