// The two-process suite run from outside: against two processes someone else started (the
// deployment's own, or scripts/cluster-outside.sh's, from the README's variables), named by
// CLUSTER_URLS. The suite then starts nothing: it reads their database (DATABASE_URL) and bucket
// (the S3_* variables) as an operator would, and its SMTP sink listens where their SMTP_URL
// points (CLUSTER_SMTP_PORT); what they print is read from their log files (CLUSTER_LOGS, same
// order as the URLs). The checks that kill and restart A need its pid and data folder
// (CLUSTER_PIDS, CLUSTER_DATA_DIRS; the host must be this one): the suite kills it by its pid and
// starts its successor itself, on the same port and folder, with the same README variables (its
// own environment's). Without them those two checks are skipped.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import pg from "pg";
import { s3Client } from "../../server/storage/s3";
import type { Server } from "../faults/harness";
import { bucketKeys, type TestBucket } from "./bucket";
import type { TestDatabase } from "./support";

/** The two processes' base URLs, or null when the suite starts its own. */
export const OUTSIDE: [string, string] | null = (() => {
  const urls = process.env.CLUSTER_URLS?.split(",").map((url) => url.trim().replace(/\/$/, ""));
  if (!urls) return null;
  if (urls.length !== 2 || urls.some((url) => !/^https?:\/\/[^/]+$/.test(url)))
    throw new Error("CLUSTER_URLS: two base URLs, comma-separated (http://host:port,http://host:port)");
  return [urls[0]!, urls[1]!];
})();

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set when CLUSTER_URLS is (see scripts/cluster-outside.sh)`);
  return value;
}

/** The log files of the two processes (CLUSTER_LOGS), when given. */
const LOGS = process.env.CLUSTER_LOGS?.split(",").map((file) => file.trim());

const PIDS = process.env.CLUSTER_PIDS?.split(",").map((pid) => Number(pid.trim()));
const DATA_DIRS = process.env.CLUSTER_DATA_DIRS?.split(",").map((dir) => dir.trim());

/** Whether the suite may kill and restart the processes (their pids and folders are known). */
export const outsideControl = () =>
  PIDS?.length === 2 && PIDS.every((pid) => Number.isInteger(pid) && pid > 0) && DATA_DIRS?.length === 2;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The variables the processes were started with (the README's), for starting A's successor. */
export function outsideEnv(): Record<string, string> {
  const names =
    /^(DATABASE_URL|S3_[A-Z_]+|SEED|TRUST_PROXY|PUBLIC_URL|ADMIN_USERNAME|ADMIN_PASSWORD|FORM_RATE_[A-Z_]+|SMTP_URL|MAIL_[A-Z_]+)$/;
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => names.test(entry[0]) && !!entry[1],
    ),
  );
}

/**
 * A running process the suite did not start: its URL; what it printed when its log is given;
 * its pid and data folder when given (a kill by pid, and its end seen by polling).
 */
export function outsideServer(url: string, index: number): Server {
  const log = LOGS?.[index];
  const pid = PIDS?.[index] ?? 0;
  let exited: Server["exited"] | undefined;
  const refuse = () => {
    throw new Error("a process started outside the suite: its pid is unknown (CLUSTER_PIDS)");
  };
  return {
    proc: {
      kill: (signal: NodeJS.Signals) => (pid ? process.kill(pid, signal) : refuse()),
    } as unknown as ChildProcess,
    pid,
    port: Number(new URL(url).port),
    url,
    dataDir: DATA_DIRS?.[index] ?? "",
    get output() {
      return log ? fs.readFileSync(log, "utf8").split("\n") : [];
    },
    get exited() {
      exited ??= new Promise((resolve) => {
        const poll = setInterval(() => {
          if (alive(pid)) return;
          clearInterval(poll);
          resolve({ code: null, signal: "SIGKILL" });
        }, 50);
      });
      return exited;
    },
    expectExit: () => {
      if (!pid) refuse();
    },
    stop: async () => ({ code: null, signal: null }),
  };
}

/** Whether the processes' output can be read (CLUSTER_LOGS). */
export const outsideLogs = () => LOGS?.length === 2;

/** The processes' database (DATABASE_URL): read and written by the checks, never dropped. */
export function outsideDatabase(): TestDatabase {
  const url = required("DATABASE_URL");
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on("error", () => {});
  return {
    name: new URL(url).pathname.slice(1),
    url,
    async query<R extends pg.QueryResultRow = Record<string, unknown>>(text: string, values: unknown[] = []) {
      return (await pool.query<R>(text, values)).rows;
    },
    async drop() {
      await pool.end().catch(() => {});
    },
  };
}

/** The processes' bucket (S3_*), or undefined when they keep files in a shared DATA_DIR. */
export function outsideBucket(): TestBucket | undefined {
  const bucket = process.env.S3_BUCKET;
  if (!bucket) return undefined;
  const client = s3Client({
    endpoint: process.env.S3_ENDPOINT || undefined,
    region: required("S3_REGION"),
    bucket,
    accessKeyId: process.env.S3_ACCESS_KEY_ID,
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: /^(1|true|yes)$/i.test(process.env.S3_FORCE_PATH_STYLE ?? ""),
    publicUrl: undefined,
  });
  return {
    env: {},
    keys: (area) => bucketKeys(client, bucket, area),
    async close() {
      client.destroy();
    },
  };
}

/** Where the processes send mail (their SMTP_URL): the suite's SMTP sink listens there. */
export const outsideSmtpPort = () => Number(required("CLUSTER_SMTP_PORT"));
