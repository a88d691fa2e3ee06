import { Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The process's metrics, in Prometheus's text format on the metrics listener (METRICS_PORT,
 * server/metrics/listener.ts), never on the public port. Counters and histograms are kept
 * whatever the configuration (an increment costs next to nothing); the request histogram, the
 * process's figures (server/metrics/process.ts) and the figures read from the database at scrape time only exist
 * with the listener. No label carries a URL, a query string, SQL or anything a visitor typed:
 * every label takes one of a few fixed values.
 */
export const registry = new Registry();

const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
  new Counter<L>({ name, help, labelNames, registers: [registry] });
const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
  new Gauge<L>({ name, help, labelNames, registers: [registry] });
const histogram = <L extends string>(
  name: string,
  help: string,
  buckets: number[],
  labelNames: readonly L[] = [],
) => new Histogram<L>({ name, help, buckets, labelNames, registers: [registry] });
/** Registered by the listener only when it has something to read (BACKUP_DIR, BACKUP_SCHEDULE). */
const unregistered = (name: string, help: string) => new Gauge({ name, help, registers: [] });
const unregisteredCounter = (name: string, help: string) => new Counter({ name, help, registers: [] });

export const httpRequestDuration = histogram(
  "site_http_request_duration_seconds",
  "Time from a request's arrival to its answer's last byte, by route pattern, method and status class.",
  [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  ["route", "method", "status_class"],
);

export const publicCacheRequests = counter(
  "site_public_cache_requests_total",
  "Public reads (API and pages) the in-process cache could answer: result hit or miss.",
  ["result"],
);

export const ssrRenderDuration = histogram(
  "site_ssr_render_duration_seconds",
  "Time React Router took to render a page the cache did not hold.",
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
);

export const loginFailures = counter(
  "site_login_failures_total",
  "Admin password or second-factor checks that failed.",
);

export const loginThrottled = counter(
  "site_login_throttled_total",
  "Admin logins refused unchecked (429): too many failures for the account or the address.",
);

export const dbQueryDuration = histogram(
  "site_db_query_duration_seconds",
  "Time of each database statement, from the driver's call to its result.",
  [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
);

export const objectStoreErrors = counter(
  "site_object_store_errors_total",
  "Object-store operations (local folder or bucket) that failed, by operation.",
  ["operation"],
);

export const outboxWaiting = gauge(
  "site_mail_outbox_waiting_messages",
  "Mails in the outbox not yet sent nor given up (pending or being sent), read at scrape time.",
);

export const outboxOldestAge = gauge(
  "site_mail_outbox_oldest_waiting_age_seconds",
  "Age of the oldest mail still waiting in the outbox (0 when none waits), read at scrape time.",
);

export const dbPoolClients = gauge(
  "site_db_pool_clients",
  "PostgreSQL pool: connections open (total), idle, and requests waiting for one (waiting).",
  ["state"],
);

export const ready = gauge(
  "site_ready",
  "1 when the database and the object store answer (what /readyz checks), else 0.",
);

export const backupLastSuccess = unregistered(
  "site_backup_last_success_timestamp_seconds",
  "Time of the newest finished archive: in BACKUP_DIR (its modification time), or of the scheduled backups in BACKUP_TARGET (Unix seconds; 0 when there is none).",
);

export const backupLastFailure = unregistered(
  "site_backup_last_failure_timestamp_seconds",
  "When this process's last scheduled backup failed (Unix seconds; 0 when none has since it started).",
);

export const backupFailures = unregisteredCounter(
  "site_backup_failures_total",
  "Scheduled backups this process started that failed.",
);

/** The series of the last backup and of failures, registered once (the listener, with backups to report). */
export function registerBackupSeries(scheduled: boolean) {
  const series = {
    site_backup_last_success_timestamp_seconds: backupLastSuccess,
    ...(scheduled
      ? {
          site_backup_last_failure_timestamp_seconds: backupLastFailure,
          site_backup_failures_total: backupFailures,
        }
      : {}),
  };
  for (const [name, metric] of Object.entries(series))
    if (!registry.getSingleMetric(name)) registry.registerMetric(metric);
}

/** Times a promise's settling into `histogram` (seconds). */
export function timed<T>(into: Histogram, work: () => Promise<T>): Promise<T> {
  const end = into.startTimer();
  return work().finally(() => end());
}

export const webhookDeliveriesTotal = counter(
  "site_webhook_deliveries_total",
  "Webhook delivery attempts by outcome: delivered, retry (to be tried again) or failed (given up).",
  ["outcome"],
);

export const webhookWaiting = gauge(
  "site_webhook_deliveries_waiting",
  "Webhook deliveries not yet delivered nor given up (pending or being sent), read at scrape time.",
);
