import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { type BackupSettings, backupProblems } from "./backup/settings";
import type { S3Settings } from "./storage/s3";
import { webhookEnv, type WebhookSettings, webhookSettings } from "./webhook-settings";

const bool = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .transform((v) => v === "1" || v === "true" || v === "yes");
const positiveInt = z.coerce.number().int().positive();

/** No proxy; a number of proxies in front (hops); or the proxies' addresses and networks. */
export type TrustProxy = false | number | string[];

/** Names proxy-addr knows for whole address ranges. */
const PROXY_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `0`/`false`/`no` (or unset) for no proxy; a hop count (`1`: one reverse proxy,
 * whose right-most X-Forwarded-For entry is the client); or a comma-separated list of the
 * proxies' addresses/CIDRs. `true` once meant "trust every hop", which let a client choose
 * its own address (the left-most entry) and so reset every per-IP limit: it is refused.
 */
const trustProxy = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (value === "" || value === "0" || value === "false" || value === "no") return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === "true" || value === "yes") {
    ctx.addIssue({
      code: "custom",
      message:
        `"${raw}" would take the client address from whatever the client writes in X-Forwarded-For. ` +
        "Give the number of proxies in front of the server (TRUST_PROXY=1 behind one reverse proxy) " +
        "or their addresses (e.g. TRUST_PROXY=10.0.0.5 or TRUST_PROXY=10.0.0.0/8,loopback)",
    });
    return z.NEVER;
  }
  const entries = value.split(",").map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    ctx.addIssue({
      code: "custom",
      message: `not a hop count nor proxy addresses: ${bad.map((entry) => `"${entry}"`).join(", ")} (use e.g. 1, 10.0.0.5, 10.0.0.0/8, loopback)`,
    });
    return z.NEVER;
  }
  return entries;
});

/** A URL with nothing after its host and port (a trailing `/` aside). */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  } catch {
    // Not a URL at all: z.url() reports it.
    return true;
  }
}

/**
 * `http://HOST:PORT` as a browser on this machine reaches it: the wildcard addresses (`0.0.0.0`,
 * `::`) are reached on loopback, an IPv6 address goes in brackets; port 80 is left out.
 */
export function listeningOrigin(host: string, port: number): string {
  const name = host === "0.0.0.0" ? "127.0.0.1" : host === "::" || host === "[::]" ? "[::1]" : host;
  const bracketed = name.includes(":") && !name.startsWith("[") ? `[${name}]` : name;
  try {
    return new URL(`http://${bracketed}:${port}`).origin;
  } catch {
    return `http://127.0.0.1:${port}`;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /** The site's origin: canonical links, Secure cookies and HSTS, and the one origin the CSRF check trusts. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .refine(isOrigin, "must be the site's origin, e.g. https://www.example.com (no path, query or user)")
    .optional(),
  TRUST_PROXY: trustProxy.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().default("Website <no-reply@localhost>"),
  MAIL_TO: z.string().default("info@localhost"),
  /** Public forms: submissions per IP per window (QUALITY.md: 5 per 10 min). */
  FORM_RATE_LIMIT: positiveInt.default(5),
  FORM_RATE_WINDOW_MS: positiveInt.default(10 * 60 * 1000),
  /** API tokens: requests per token per window before 429, counted across processes. */
  API_TOKEN_RATE_LIMIT: positiveInt.default(600),
  API_TOKEN_RATE_WINDOW_MS: positiveInt.default(60 * 1000),
  /** Failed logins per account and per IP per window before 429 (5 per 15 min). */
  LOGIN_MAX_FAILURES: positiveInt.default(5),
  LOGIN_WINDOW_MS: positiveInt.default(15 * 60 * 1000),
  SESSION_IDLE_MS: positiveInt.default(2 * 60 * 60 * 1000),
  SESSION_ABSOLUTE_MS: positiveInt.default(12 * 60 * 60 * 1000),
  /** 'empty' starts a new database without demo content (production). */
  SEED: z.enum(["demo", "empty"]).default("demo"),
  ADMIN_USERNAME: z.string().min(1).max(64).optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  MAIL_POLL_MS: positiveInt.default(5000),
  /**
   * A followed search's digest waits this long after the first new fabric that matches it, so one
   * batch of new fabrics goes in one mail (server/modules/search-alerts/digest.ts).
   */
  ALERT_DIGEST_DELAY_S: z.coerce.number().int().min(0).max(86_400).default(600),
  /** Uploads are refused (507) while the data folder's disk has less free space than this. */
  UPLOAD_MIN_FREE_MB: z.coerce.number().int().min(0).default(256),
  /** On SIGTERM, /readyz answers 503 this long before the server stops taking connections. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(20_000).default(2000),
  /** In-process cache of public reads (API and pages); `0` turns it off (benchmarks, debugging). */
  PUBLIC_CACHE: bool.default(true),
  /** Object storage: S3_BUCKET turns it on (docs/decisions/0019-object-storage.md). */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (3-63 of a-z, 0-9, '.', '-')")
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Prometheus metrics on a listener of their own (server/metrics/); unset: none. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).optional(),
  /** Where `npm run backup` writes its archives: the newest one's time is a metric. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Scheduled backups in the server (server/backup/): when (cron), how many kept, where. */
  BACKUP_SCHEDULE: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  BACKUP_TARGET: z.string().min(1).optional(),
  ...webhookEnv,
});

/** The metrics never share the public listener, and their host means nothing without a port. */
function metricsProblems(e: z.output<typeof envSchema>): string[] {
  if (e.METRICS_PORT === undefined)
    return e.METRICS_HOST ? ["METRICS_HOST: only used with METRICS_PORT, which is not set"] : [];
  if (e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT)
    return [
      `METRICS_PORT: must differ from PORT (${e.PORT}): the metrics are never served on the public port`,
    ];
  return [];
}

/** The S3 variables only make sense together: what is missing or stray, in words. */
function s3Problems(e: z.output<typeof envSchema>): string[] {
  const given = (
    ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"] as const
  ).filter((name) => e[name] !== undefined);
  if (!e.S3_BUCKET) {
    return given.length > 0
      ? [`S3_BUCKET: required when ${given.join(", ")} ${given.length > 1 ? "are" : "is"} set`]
      : [];
  }
  const problems: string[] = [];
  if (!e.S3_REGION)
    problems.push("S3_REGION: required with S3_BUCKET (e.g. eu-central-1, or us-east-1 for MinIO)");
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    problems.push(
      "S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both, or neither (the SDK's default credentials)",
    );
  }
  return problems;
}

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  /**
   * The one origin of every absolute link the site writes (pages, sitemap, calendar files, mails,
   * spec sheets): PUBLIC_URL, else the address the server listens on; never a request's Host
   * (ADR 21). With PORT=0, main.ts sets it to the port the system chose once it listens.
   */
  origin: string;
  trustProxy: TrustProxy;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailTo: string;
  formRateLimit: number;
  formRateWindowMs: number;
  apiTokenRateLimit: number;
  apiTokenRateWindowMs: number;
  loginMaxFailures: number;
  loginWindowMs: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  seed: "demo" | "empty";
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  logLevel: string;
  mailPollMs: number;
  alertDigestDelayS: number;
  uploadMinFreeBytes: number;
  shutdownGraceMs: number;
  publicCache: boolean;
  /** Set when uploads live in an S3-compatible bucket instead of DATA_DIR. */
  s3: S3Settings | undefined;
  /** The metrics listener's port (0: the system chooses); undefined: no metrics listener. */
  metricsPort: number | undefined;
  metricsHost: string;
  backupDir: string | undefined;
  /** Scheduled backups (BACKUP_SCHEDULE); undefined: none. */
  backup: BackupSettings | undefined;
  /** Outgoing webhooks: targets allowed over plain http or on private addresses, timeout, poll. */
  webhooks: WebhookSettings;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/** Reads the environment once; lists every bad variable instead of stopping at the first. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const e = parsed.data;
  const backup = backupProblems(e);
  const problems = [...s3Problems(e), ...metricsProblems(e), ...backup.problems];
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    // Written as browsers write an Origin header: `HTTPS://Shop.Example:443/` is https://shop.example.
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    origin: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : listeningOrigin(e.HOST, e.PORT),
    trustProxy: e.TRUST_PROXY ?? false,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailTo: e.MAIL_TO,
    formRateLimit: e.FORM_RATE_LIMIT,
    formRateWindowMs: e.FORM_RATE_WINDOW_MS,
    apiTokenRateLimit: e.API_TOKEN_RATE_LIMIT,
    apiTokenRateWindowMs: e.API_TOKEN_RATE_WINDOW_MS,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginWindowMs: e.LOGIN_WINDOW_MS,
    sessionIdleMs: e.SESSION_IDLE_MS,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_MS,
    seed: e.SEED,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    mailPollMs: e.MAIL_POLL_MS,
    alertDigestDelayS: e.ALERT_DIGEST_DELAY_S,
    uploadMinFreeBytes: e.UPLOAD_MIN_FREE_MB * 1024 * 1024,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    publicCache: e.PUBLIC_CACHE,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? "",
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ""),
        }
      : undefined,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST ?? "127.0.0.1",
    backupDir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : undefined,
    backup: backup.settings,
    webhooks: webhookSettings(e),
  };
}
