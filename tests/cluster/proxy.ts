// nginx (Debian's package) in front of two built processes, for tests/cluster/nginx.test.ts: the
// test's own nginx process (never the system service) running deploy/nginx.conf with only the
// upstream addresses and the listen port replaced, and processes started the way
// scripts/rolling-restart.sh restarts them (RUN_DIR/NAME.start, .url, .pid, .log).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { type Answer, MAIN, ROOT, request, waitFor } from "../faults/harness";

export const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";
export const ROLLING = path.join(ROOT, "scripts", "rolling-restart.sh");

/** nginx installed, or a message; under CI=true a missing nginx is a failure, not a skip. */
export function nginxAvailable(): boolean {
  if (fs.existsSync(NGINX)) return true;
  const reason = `${NGINX} is missing: install Debian's nginx (apt-get install -y nginx) or set NGINX_BIN`;
  if (process.env.CI === "true" || process.env.CI === "1")
    throw new Error(`${reason}: required when CI=true`);
  console.warn(`SKIPPED: ${reason}; the tests through nginx do not run.`);
  return false;
}

/** deploy/nginx.conf with the two processes' ports and nginx's own port. */
export function renderConfig(ports: [number, number], listen: number): string {
  const source = fs.readFileSync(path.join(ROOT, "deploy", "nginx.conf"), "utf8");
  const swaps: [string, string][] = [
    ["server app1:3000", `server 127.0.0.1:${ports[0]}`],
    ["server app2:3000", `server 127.0.0.1:${ports[1]}`],
    ["listen 80;", `listen 127.0.0.1:${listen};`],
  ];
  return swaps.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer holds "${from}"`);
    return text.replace(from, to);
  }, source);
}

export async function startNginx(dir: string, ports: [number, number], listen: number) {
  fs.writeFileSync(path.join(dir, "site.conf"), renderConfig(ports, listen));
  const temp = ["body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => {
    fs.mkdirSync(path.join(dir, name), { recursive: true });
    return `${name === "body" ? "client_body" : name}_temp_path ${path.join(dir, name)};`;
  });
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      // As root, nginx's workers would otherwise run as nobody, who cannot read this folder.
      process.getuid?.() === 0 ? "user root;" : "",
      "worker_processes 1;",
      `error_log ${path.join(dir, "error.log")} warn;`,
      "events { worker_connections 1024; }",
      "http {",
      `  access_log ${path.join(dir, "access.log")};`,
      ...temp.map((line) => `  ${line}`),
      `  include ${path.join(dir, "site.conf")};`,
      "}",
    ].join("\n"),
  );
  const proc: ChildProcess = spawn(
    NGINX,
    [
      "-p",
      dir,
      "-c",
      path.join(dir, "nginx.conf"),
      "-e",
      path.join(dir, "error.log"),
      "-g",
      `daemon off; pid ${path.join(dir, "nginx.pid")};`,
    ],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  const exited = new Promise((resolve) => proc.once("exit", resolve));
  const url = `http://127.0.0.1:${listen}`;
  await waitFor(
    async () => (await get(url, "/readyz").catch(() => 0)) === 200,
    10_000,
    () => "nginx did not answer",
    exited,
  );
  return {
    url,
    errors: () => fs.readFileSync(path.join(dir, "error.log"), "utf8"),
    async stop() {
      proc.kill("SIGTERM");
      await exited;
    },
  };
}

function get(base: string, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(pathname, base), { agent: false }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

const quote = (value: string) => `'${value.replaceAll("'", "'\\''")}'`;

/** A process of RUN_DIR: its start script (the built server with `env`), started by the rolling script's `start`. */
export function startProcess(dir: string, name: string, port: number, env: Record<string, string>) {
  const url = `http://127.0.0.1:${port}`;
  const vars = {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    ...env,
  };
  const line = Object.entries(vars).map(([key, value]) => `${key}=${quote(value)}`);
  fs.writeFileSync(
    path.join(dir, `${name}.start`),
    `cd ${quote(ROOT)}\nexec env -i ${line.join(" ")} ${quote(process.execPath)} ${quote(MAIN)}\n`,
  );
  fs.writeFileSync(path.join(dir, `${name}.url`), url);
  const run = spawnSync("sh", [ROLLING, "start", dir, name], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`could not start ${name}: ${run.stderr}`);
  const log = () => fs.readFileSync(path.join(dir, `${name}.log`), "utf8");
  return {
    url,
    log,
    ready: () =>
      waitFor(
        async () => (await get(url, "/readyz").catch(() => 0)) === 200,
        110_000,
        () => `${name} not ready:\n${log().slice(-3000)}`,
      ),
  };
}

/** SIGTERM to every process of RUN_DIR (by its pid file) and wait for the exits. */
export async function stopProcesses(dir: string) {
  const pids = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".pid"))
    .map((file) => Number(fs.readFileSync(path.join(dir, file), "utf8")));
  for (const pid of pids) {
    try {
      process.kill(pid, "SIGTERM");
    } catch {}
  }
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return !/\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
    } catch {
      return false;
    }
  };
  await waitFor(
    () => !pids.some(alive),
    30_000,
    () => "processes still running",
  );
}

/** One request through nginx, from a loopback address of its own when `from` is given. */
export const send = (
  base: string,
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string; from?: string } = {},
): Promise<Answer> => request(base, pathname, { ...options, timeoutMs: 60_000 });
