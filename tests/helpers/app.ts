import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../../server/app";
import { type Config, loadConfig } from "../../server/config";
import { createContext } from "../../server/context";
import { type Database, pgliteDatabase } from "../../server/db/client";
import type { AppContext } from "../../server/http/context";
import { registerSite } from "../../server/http/site";
import { upsertAdmin } from "../../server/modules/auth/accounts";
import { templateDatabase, templateDatabaseName } from "./template";

/** Which database this run uses: PGlite always; PostgreSQL when the runner sets TEST_DB=postgres. */
export const TEST_DB = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test";

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  dataDir: string;
  /** Stops the app and removes its folder and database (`keepDatabase`: the database stays). */
  close(options?: { keepDatabase?: boolean }): Promise<void>;
};

/** A database of its own for one test app on the PostgreSQL server; dropped by `drop()`. */
export async function createTempDatabase(
  template = templateDatabaseName(),
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  // A copy of the migrated template the global setup made (or, without one, an empty database
  // the app migrates itself).
  const copy = (await admin.query("select 1 from pg_database where datname = $1", [template])).rowCount === 1;
  await admin.query(`create database ${name}${copy ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export type TestAppOptions = {
  /** The production site, as `npm start` serves it (the test runner builds first). */
  site?: boolean;
  /** A folder whose contents (uploads/, private/) the data folder starts with. */
  files?: string;
  /** PGlite: this database instead of the migrated, empty template. */
  database?: Database;
  /** PostgreSQL: the database on the server to copy instead of the migrated, empty template. */
  template?: string;
  /** The server's log lines (JSON, at LOG_LEVEL, `info` unless set), kept here as they are written. */
  logs?: string[];
  /** Routes of the test's own, registered as the site is (a route that only a test needs). */
  routes?: (app: FastifyInstance) => Promise<void>;
};

/**
 * A fresh server (own data folder, own database) answering through inject(): on PGlite a
 * database in memory loaded from the migrated template, on PostgreSQL a database of its own.
 * Limits are raised so tests do not trip each other; dedicated tests lower them.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
  if (options.files) fs.cpSync(options.files, dataDir, { recursive: true });
  const temp = TEST_DB === "postgres" ? await createTempDatabase(options.template) : undefined;
  const database = temp ? undefined : (options.database ?? pgliteDatabase(await templateDatabase()));
  const config: Config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: options.logs ? "info" : "silent",
    FORM_RATE_LIMIT: "1000",
    LOGIN_MAX_FAILURES: "1000",
    SEED: "empty",
    ...(temp ? { DATABASE_URL: temp.url } : {}),
    ...env,
  });
  const ctx = await createContext(config, { database });
  const app = await buildApp(ctx, {
    ...(options.logs
      ? { logStream: { write: (line: string) => void options.logs!.push(line) } }
      : { logger: false }),
    ...(options.site ? { site: (instance: FastifyInstance) => registerSite(instance, { dev: false }) } : {}),
    ...(options.routes ? { site: options.routes } : {}),
  });
  await app.ready();
  return {
    app,
    ctx,
    dataDir,
    async close({ keepDatabase = false } = {}) {
      await app.close();
      await ctx.database.close();
      ctx.storage.close();
      if (!keepDatabase) await temp?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type AdminSession = {
  cookie: string;
  csrfToken: string;
  /** Headers for a change: the session cookie and the CSRF token. */
  headers: Record<string, string>;
};

let counter = 0;

/** Creates an admin and logs in through the real endpoint. */
export async function loginAdmin(t: TestApp, username = `admin${++counter}`): Promise<AdminSession> {
  const password = `pw-${randomBytes(9).toString("base64url")}`;
  await upsertAdmin(t.ctx.db, username, password);
  const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const setCookie = res.cookies.find((c) => c.name === "sid");
  if (!setCookie) throw new Error("no session cookie");
  const cookie = `sid=${setCookie.value}`;
  const csrfToken = res.json().data.csrfToken as string;
  return { cookie, csrfToken, headers: { cookie, "x-csrf-token": csrfToken } };
}

export type FilePart = { field: string; filename: string; content: Buffer; contentType?: string };

/** A multipart/form-data body as a browser sends it. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----test${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? "application/octet-stream"}\r\n\r\n`,
      ),
      file.content,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(chunks);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** Every file under a folder (relative paths), to prove nothing was left behind. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}
