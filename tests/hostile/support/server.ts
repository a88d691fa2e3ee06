// Starts the built server as a child process on a fresh data folder, on PGlite or on a
// temporary PostgreSQL database, and stops it. Nothing of the server's code is imported here;
// the global setup makes the migrated PGlite template a fresh folder starts from.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export const HOSTILE_DB = process.env.HOSTILE_DB === "postgres" ? "postgres" : "pglite";
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test";
export const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");

export type RunningServer = {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  /** The PostgreSQL database it runs on; undefined on PGlite. */
  databaseUrl: string | undefined;
  admin: { username: string; password: string };
  logs(): string;
  stop(): Promise<void>;
};

/** A database of its own on the PostgreSQL server, dropped by the returned function. */
export async function createTempDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hostile_${process.pid}_${randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
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

async function waitReady(url: string, child: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${logs()}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not ready within 60 s:\n${logs()}`);
}

/**
 * Where a server keeps its data: by default a fresh folder (and, on PostgreSQL, a fresh
 * database) removed by stop(); a folder or database given here is the caller's and stays.
 */
export type ServerPlace = { dataDir?: string; databaseUrl?: string };

/** The built server (BUILD_DIR) with default security settings and the given extra env. */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  place: ServerPlace = {},
): Promise<RunningServer> {
  const main = path.join(BUILD_DIR, "server", "main.js");
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: build first (BUILD_DIR=${BUILD_DIR} npm run build)`);
  const dataDir = place.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "site-hostile-"));
  const template = process.env.HOSTILE_PGLITE_TEMPLATE;
  if (HOSTILE_DB === "pglite" && !place.dataDir && template) {
    fs.cpSync(path.join(template, "db"), path.join(dataDir, "db"), { recursive: true });
  }
  const database = HOSTILE_DB === "postgres" && !place.databaseUrl ? await createTempDatabase() : undefined;
  const databaseUrl = place.databaseUrl ?? database?.url;
  const admin = { username: `boss${randomBytes(3).toString("hex")}`, password: randomBytes(18).toString("base64url") };
  let output = "";
  const child = spawn(process.execPath, [main], {
    cwd: path.dirname(BUILD_DIR),
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED: "empty",
      LOG_LEVEL: "warn",
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
      await exited;
      clearTimeout(timer);
    }
    await database?.drop();
    if (!place.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitReady(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, pid: child.pid ?? 0, dataDir, databaseUrl, admin, logs: () => output, stop };
}
