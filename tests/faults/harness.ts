// Black-box harness: the built server as a child process on a temp DATA_DIR, spoken to over
// HTTP only. Nothing of the server's code is imported.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");
export const BUILD_DIR = path.resolve(ROOT, process.env.BUILD_DIR ?? "build");
export const MAIN = path.join(BUILD_DIR, "server", "main.js");
export const ADMIN = { username: "faults-admin", password: "a long faults passphrase 7" };

/** Ports 3700-3799: each test file takes a block of its own. */
export function portBlock(base: number) {
  let next = base;
  return () => next++;
}

const created: string[] = [];
const running = new Set<ChildProcess>();

export function tempDir(prefix = "site-faults-"): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  created.push(dir);
  return dir;
}

/** After each test file (tests/faults/setup.ts): no server of ours survives, no temp folder stays. */
export async function cleanupAll(): Promise<void> {
  for (const proc of running) proc.kill("SIGKILL");
  await Promise.all(
    [...running].map(
      (proc) =>
        new Promise((resolve) =>
          proc.exitCode !== null || proc.signalCode !== null ? resolve(null) : proc.once("exit", resolve),
        ),
    ),
  );
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export type Server = {
  proc: ChildProcess;
  pid: number;
  port: number;
  url: string;
  dataDir: string;
  /** Every line the process printed (stdout and stderr). */
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The test is about to stop or kill the process itself. */
  expectExit(): void;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export type StartOptions = {
  port: number;
  dataDir?: string;
  env?: Record<string, string>;
  waitReady?: boolean;
  /** A new data folder starts from the migrated template database (global setup); default true. */
  template?: boolean;
  readyTimeoutMs?: number;
};

export async function startServer(options: StartOptions): Promise<Server> {
  if (!fs.existsSync(MAIN))
    throw new Error(`${MAIN} is missing: run \`npm run build\` first (BUILD_DIR=${BUILD_DIR})`);
  const dataDir = options.dataDir ?? tempDir();
  const template = process.env.FAULTS_TEMPLATE_DIR;
  if (!options.dataDir && options.template !== false && template && !options.env?.DATABASE_URL) {
    fs.cpSync(path.join(template, "db"), path.join(dataDir, "db"), { recursive: true });
  }
  const output: string[] = [];
  let expectedExit = false;
  const proc = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      DATA_DIR: dataDir,
      SEED: "empty",
      LOG_LEVEL: "info",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      FORM_RATE_LIMIT: "100000",
      LOGIN_MAX_FAILURES: "1000",
      SHUTDOWN_GRACE_MS: "1000",
      UPLOAD_MIN_FREE_MB: "1",
      ...options.env,
    },
  });
  running.add(proc);
  proc.once("exit", () => running.delete(proc));
  for (const stream of [proc.stdout!, proc.stderr!]) {
    let rest = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      output.push(...lines);
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once("exit", (code, signal) => {
      // An exit nobody asked for: show why.
      if (!expectedExit)
        console.error(
          `server on ${options.port} exited (${code ?? signal}):\n${output.slice(-30).join("\n")}`,
        );
      resolve({ code, signal });
    }),
  );
  const url = `http://127.0.0.1:${options.port}`;
  const server: Server = {
    proc,
    pid: proc.pid!,
    port: options.port,
    url,
    dataDir,
    output,
    exited,
    expectExit() {
      expectedExit = true;
    },
    async stop() {
      expectedExit = true;
      if (proc.exitCode === null && proc.signalCode === null) proc.kill("SIGTERM");
      return exited;
    },
  };
  if (options.waitReady !== false) {
    try {
      await waitFor(
        async () => (await request(url, "/readyz")).status === 200,
        options.readyTimeoutMs ?? 60_000,
        () => `server on ${options.port} did not become ready:\n${output.slice(-20).join("\n")}`,
        exited,
      );
    } catch (error) {
      expectedExit = true;
      proc.kill("SIGKILL");
      throw error;
    }
  }
  return server;
}

/** Polls until `check` answers true; throws with `what()` after `ms`. */
export async function waitFor(
  check: () => Promise<boolean> | boolean,
  ms: number,
  what: () => string = () => "condition",
  abort?: Promise<unknown>,
): Promise<number> {
  const start = Date.now();
  let aborted = false;
  abort?.then(() => {
    aborted = true;
  });
  while (Date.now() - start < ms) {
    if (aborted) throw new Error(`process exited: ${what()}`);
    try {
      if (await check()) return Date.now() - start;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out after ${ms} ms: ${what()}`);
}

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of every shape
type Json = any;

export type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json(): Json;
  text(): string;
};

/** One request on a fresh connection (no keep-alive, so the server's connections are ours to count). */
export function request(
  base: string,
  pathname: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
    timeoutMs?: number;
    /** The local address to send from (any of 127.0.0.0/8 on this machine): another client. */
    from?: string;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(pathname, base),
      {
        method: options.method ?? "GET",
        headers: { connection: "close", ...options.headers },
        agent: false,
        localAddress: options.from,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: () => JSON.parse(body.toString("utf8")),
            text: () => body.toString("utf8"),
          });
        });
        res.on("error", reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error("client timeout")));
    req.on("error", reject);
    req.end(options.body);
  });
}

export type Admin = { cookie: string; csrf: string; token: string; headers: Record<string, string> };

export async function login(base: string, creds = ADMIN): Promise<Admin> {
  const res = await request(base, "/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(creds),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text()}`);
  const setCookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  const pair = setCookie
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("sid=") || c.startsWith("__Host-sid="));
  if (!pair) throw new Error("no session cookie");
  const csrf = res.json().data.csrfToken as string;
  return { cookie: pair, csrf, token: pair.split("=")[1]!, headers: { cookie: pair, "x-csrf-token": csrf } };
}

export function json(body: unknown): { headers: Record<string, string>; body: string } {
  return { headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
}

export type FilePart = { field: string; filename: string; contentType: string; content: Buffer };

export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----faults${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
      f.content,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(chunks);
  return {
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": String(body.length),
    },
    body,
  };
}

/** A minimal PDF of `bytes` bytes with a marker, so every CV differs. */
export function pdf(bytes: number, marker = randomBytes(8).toString("hex")): Buffer {
  const head = Buffer.from(`%PDF-1.4\n% ${marker}\n1 0 obj <<>> endobj\n`);
  const tail = Buffer.from("\n%%EOF\n");
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length - tail.length), 0x20), tail]);
}

export const applicant = (n: number | string) => ({
  full_name: `Aday ${n}`,
  email: `aday${n}@example.com`,
  phone: "+90 555 111 22 33",
  position: "Dokuma Operatörü",
  message: `Başvuru ${n}`,
});

export const contact = (n: number | string) => ({
  full_name: `Müşteri ${n}`,
  email: `musteri${n}@example.com`,
  message: `Numune talebi ${n}: gömleklik poplin.`,
});

export function apply(base: string, n: number | string, cvBytes = 2048) {
  const form = multipart(applicant(n), [
    { field: "file", filename: `cv-${n}.pdf`, contentType: "application/pdf", content: pdf(cvBytes) },
  ]);
  return request(base, "/api/careers?lng=tr", { method: "POST", headers: form.headers, body: form.body });
}

/** The files under `dir`, at any depth (tmp/ holds a folder per process), relative to it. */
export function files(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

export function sha256(file: string): string {
  return createHash("sha256").update(fs.readFileSync(file)).digest("hex");
}

/** Open file descriptors of a process (Linux). */
export function openFds(pid: number): number {
  return fs.readdirSync(`/proc/${pid}/fd`).length;
}

/** `total` of an admin list (the API's pagination meta). */
export async function total(base: string, admin: Admin, pathname: string): Promise<number> {
  const res = await request(base, pathname, { headers: admin.headers });
  if (res.status !== 200) throw new Error(`${pathname}: ${res.status} ${res.text()}`);
  return res.json().meta.total as number;
}

/** Every item of an admin list, page by page. */
export async function listAll(base: string, admin: Admin, pathname: string): Promise<Json[]> {
  const items: Json[] = [];
  for (let page = 1; ; page++) {
    const sep = pathname.includes("?") ? "&" : "?";
    const res = await request(base, `${pathname}${sep}page=${page}&page_size=50`, { headers: admin.headers });
    if (res.status !== 200) throw new Error(`${pathname}: ${res.status} ${res.text()}`);
    const body = res.json();
    items.push(...body.data);
    if (page >= body.meta.pages) return items;
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** PostgreSQL server binaries of the machine (initdb, pg_ctl), newest first; null when absent. */
export function pgBin(): string | null {
  const base = "/usr/lib/postgresql";
  if (!fs.existsSync(base)) return null;
  const found = fs
    .readdirSync(base)
    .filter(
      (v) =>
        fs.existsSync(path.join(base, v, "bin", "initdb")) &&
        fs.existsSync(path.join(base, v, "bin", "pg_ctl")),
    )
    .sort((a, b) => Number(b) - Number(a));
  return found.length ? path.join(base, found[0]!, "bin") : null;
}

/**
 * A PostgreSQL cluster of the test's own: initdb (as the `postgres` user when run as root) in a temp folder,
 * listening on 127.0.0.1:<port> only; removed by destroy().
 */
export function createCluster(port: number) {
  const bin = pgBin();
  if (!bin) throw new Error("PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin");
  const dir = tempDir("site-faults-pg-");
  const data = path.join(dir, "data");
  // initdb refuses to run as root: as root the cluster belongs to `postgres`, else to whoever runs the tests.
  const root = process.getuid?.() === 0;
  if (root) {
    fs.chmodSync(dir, 0o755);
    execFileSync("chown", ["postgres:postgres", dir]);
  }
  const asPostgres = (cmd: string, args: string[]) =>
    root
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, cmd), ...args], {
          stdio: "pipe",
          cwd: dir,
        })
      : execFileSync(path.join(bin, cmd), args, { stdio: "pipe", cwd: dir });
  asPostgres("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const opts = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
  const cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    urlFor: (db: string) => `postgres://postgres@127.0.0.1:${port}/${db}`,
    start() {
      asPostgres("pg_ctl", ["-D", data, "-o", opts, "-l", path.join(dir, "log"), "-w", "-t", "30", "start"]);
    },
    stop(mode: "fast" | "immediate" = "fast") {
      asPostgres("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "30", "stop"]);
    },
    psql(sql: string, db = "postgres"): string {
      return execFileSync(
        path.join(bin, "psql"),
        [
          "-X",
          "-q",
          "-t",
          "-A",
          "-h",
          "127.0.0.1",
          "-p",
          String(port),
          "-U",
          "postgres",
          "-d",
          db,
          "-c",
          sql,
        ],
        {
          encoding: "utf8",
        },
      ).trim();
    },
    destroy() {
      try {
        cluster.stop("immediate");
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
export type Cluster = ReturnType<typeof createCluster>;

/** In CI a missing PostgreSQL is a failure; elsewhere its tests are skipped with a reason. */
export function postgresAvailability(): { available: boolean; reason: string } {
  const bin = pgBin();
  if (bin) return { available: true, reason: "" };
  const reason = "PostgreSQL server binaries (initdb, pg_ctl) not found under /usr/lib/postgresql/*/bin";
  if (process.env.CI === "true") throw new Error(`${reason}: required when CI=true`);
  console.warn(`SKIPPED: ${reason}; the PostgreSQL fault tests do not run.`);
  return { available: false, reason };
}

/** The npm script (backup, restore) with the server's environment. */
export function npmScript(script: "backup" | "restore", args: string[], env: Record<string, string>) {
  try {
    const stdout = execFileSync(
      process.execPath,
      [
        path.join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"),
        path.join(ROOT, "scripts", `${script}.ts`),
        ...args,
      ],
      {
        cwd: ROOT,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
        env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", ...env },
      },
    );
    return { code: 0, stdout, stderr: "" };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, stdout: e.stdout, stderr: e.stderr };
  }
}
