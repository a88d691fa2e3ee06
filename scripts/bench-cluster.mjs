#!/usr/bin/env node
// Over 300 lines: one measuring script (database, processes, proxy, runs, report) read top to bottom, as bench.mjs.
// `npm run bench -- --cluster` (or `node scripts/bench-cluster.mjs`): one process of the built
// server (BUILD_DIR, default build/) against two processes of it on the same PostgreSQL database,
// behind a small round-robin proxy written here with node:http.
//
// A fresh database `bench_<random>` is created on the server at BENCH_DATABASE_URL or
// TEST_DATABASE_URL (default postgres://root@127.0.0.1:5432/test) and dropped at the end; the
// server itself is never stopped or reconfigured. Four processes share it and one DATA_DIR: two
// cached (the default) and two with PUBLIC_CACHE=0. For each of them, the proxy (a child process
// of its own, so it does not share a thread with the load generator) sends every request to one
// process ("one"), then alternately to two ("two"); both go through the proxy, so the ratio
// two/one is what the second process adds. Targets: GET /api/fabrics and the page /fabrics, on
// the demo content. BENCH_SECONDS (default 4) per target per round, BENCH_ROUNDS (default 2)
// rounds in alternating order, BENCH_CONNECTIONS (default 16). Ports 3600-3699 only
// (BENCH_CLUSTER_PORT, default 3600, and the next four). Builds nothing: run
// `BUILD_DIR=build-bench npm run build` (or `npm run build`) first.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { ACCEPT, BROWSER, benchSettings, cpuMsOf, dropBodies, median } from "./lib/load.mjs";
import { spawnBuiltServer, waitUntilReady } from "./lib/server-process.mjs";
import { startFlags } from "./lib/start-flags.mjs";

const self = import.meta.filename;
/** Clock ticks per second of /proc/stat. */
const CLK_TCK = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** The proxy, run as `node bench-cluster.mjs --proxy <port> <backend port>...`: round robin, keep-alive. */
function runProxy([port, ...backends]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = http.createServer((req, res) => {
    const backend = Number(backends[next++ % backends.length]);
    const forwarded = req.headers["x-forwarded-for"];
    const headers = {
      ...req.headers,
      "x-forwarded-for": `${forwarded ? `${forwarded}, ` : ""}${req.socket.remoteAddress}`,
    };
    const upstream = http.request(
      { host: "127.0.0.1", port: backend, method: req.method, path: req.url, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(Number(port), "127.0.0.1", () => process.send?.("listening"));
}

if (process.argv[2] === "--proxy") {
  runProxy(process.argv.slice(3));
} else {
  await main();
}

async function main() {
  const { root, buildDir, serverMain, SECONDS, ROUNDS, CONNECTIONS } = benchSettings();
  const BASE_PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 3600);
  const SHARED_URL =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test";
  const TARGETS = [
    // The floor: what the chain (generator, proxy, server) carries for an answer that costs nothing.
    { name: "/healthz", path: "/healthz", headers: ACCEPT },
    { name: "GET /api/fabrics", path: "/api/fabrics?lng=en", headers: ACCEPT },
    { name: "page /fabrics", path: "/fabrics", headers: BROWSER },
  ];

  if (BASE_PORT < 3600 || BASE_PORT + 4 > 3699)
    throw new Error("BENCH_CLUSTER_PORT must leave its five ports within 3600-3699");
  if (!fs.existsSync(serverMain)) {
    console.error(
      `${serverMain} is missing: run \`BUILD_DIR=build-bench npm run build\` (and BUILD_DIR=build-bench here) first.`,
    );
    process.exit(1);
  }

  const started = Date.now();
  const log = (...args) =>
    console.info(`[bench-cluster ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s]`, ...args);
  const children = new Set();
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-cluster-"));
  const START = startFlags();
  const dbName = `bench_${randomBytes(6).toString("hex")}`;
  const shared = new URL(SHARED_URL);
  const dbUrl = new URL(SHARED_URL);
  dbUrl.pathname = `/${dbName}`;
  const onShared = async (sql) => {
    const client = new pg.Client({ connectionString: shared.toString(), connectionTimeoutMillis: 3000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end().catch(() => {});
    }
  };
  let created = false;
  const cleanUp = async () => {
    for (const child of children) child.kill("SIGKILL");
    fs.rmSync(temp, { recursive: true, force: true });
    if (created)
      await onShared(`drop database if exists ${dbName} with (force)`).catch((e) =>
        console.error(`could not drop ${dbName}: ${e.message}`),
      );
    created = false;
  };
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => cleanUp().finally(() => process.exit(130)));
  }

  /** Starts one process of the build on the bench database; resolves when /readyz answers 200. */
  async function startServer(port, env) {
    const child = spawnBuiltServer(serverMain, {
      port,
      dataDir: path.join(temp, "data"),
      nodeArgs: START.nodeArgs,
      env: { DATABASE_URL: dbUrl.toString(), ...START.env, ...env },
    });
    children.add(child);
    child.once("exit", () => children.delete(child));
    await waitUntilReady(child, port, {
      exitedMessage: () => `the server on port ${port} exited before it was ready`,
      pollMs: 20,
    });
    return { port, pid: child.pid, child };
  }

  /** The proxy in front of `backends`, as a child process; resolves once it listens. */
  async function startProxy(backends) {
    const child = spawn(
      process.execPath,
      [self, "--proxy", String(BASE_PORT), ...backends.map((b) => String(b.port))],
      {
        stdio: ["ignore", "ignore", "inherit", "ipc"],
      },
    );
    children.add(child);
    await new Promise((resolve, reject) => {
      child.once("message", resolve);
      child.once("exit", () => reject(new Error("the proxy exited before it listened")));
    });
    return {
      pid: child.pid,
      async stop() {
        const done = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await done;
        children.delete(child);
      },
    };
  }

  /** The whole machine's busy CPU time so far (every core, every process: PostgreSQL too), in ms. */
  function machineMs() {
    const [, ...ticks] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = ticks;
    return ((user + nice + system + irq + softirq + steal) * 1000) / CLK_TCK;
  }

  /** CPU time so far of each PostgreSQL backend serving the bench database (by its process title), in ms. */
  function postgresMs() {
    const found = new Map();
    for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
      try {
        const title = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
        if (title.startsWith("postgres:") && title.includes(` ${dbName} `)) found.set(pid, cpuMsOf(pid));
      } catch {}
    }
    return found;
  }
  /** CPU the bench database's backends used between two postgresMs() readings (a new backend from 0). */
  function postgresSpent(before, after) {
    let ms = 0;
    for (const [pid, value] of after) ms += value - (before.get(pid) ?? 0);
    return ms;
  }

  /** Load through the proxy (or straight to the one backend); req/s and where the CPU went. */
  async function measure(target, proxy, backends, seconds = SECONDS) {
    const serversBefore = backends.map((b) => cpuMsOf(b.pid));
    const proxyBefore = proxy ? cpuMsOf(proxy.pid) : 0;
    const clientBefore = process.cpuUsage();
    const machineBefore = machineMs();
    const postgresBefore = postgresMs();
    const t0 = performance.now();
    const result = await autocannon({
      url: `http://127.0.0.1:${proxy ? BASE_PORT : backends[0].port}${target.path}`,
      connections: CONNECTIONS,
      duration: seconds,
      headers: target.headers,
      setupClient: dropBodies,
    });
    const wallMs = performance.now() - t0;
    const machine = machineMs() - machineBefore;
    const postgres = postgresSpent(postgresBefore, postgresMs());
    if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
      throw new Error(
        `${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
      );
    }
    const client = process.cpuUsage(clientBefore);
    const pct = (ms) => Math.round((ms / wallMs) * 100);
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      serversCpuPct: pct(backends.reduce((sum, b, i) => sum + cpuMsOf(b.pid) - serversBefore[i], 0)),
      proxyCpuPct: proxy ? pct(cpuMsOf(proxy.pid) - proxyBefore) : 0,
      clientCpuPct: pct((client.user + client.system) / 1000),
      postgresCpuPct: pct(postgres),
      machineCpuPct: pct(machine),
    };
  }

  try {
    try {
      await onShared(`create database ${dbName}`);
      created = true;
    } catch (error) {
      throw new Error(
        `PostgreSQL at ${SHARED_URL.replace(/\/\/[^@]*@/, "//")} is not reachable (${error.message})`,
      );
    }
    log(
      `database ${dbName}; build ${path.relative(root, buildDir)}; ${SECONDS} s per target, ${ROUNDS} rounds, ${CONNECTIONS} connections`,
    );
    // The first process migrates and seeds; the others find it done.
    const servers = { cached: [await startServer(BASE_PORT + 1, {})], uncached: [] };
    servers.cached.push(await startServer(BASE_PORT + 2, {}));
    servers.uncached.push(await startServer(BASE_PORT + 3, { PUBLIC_CACHE: "0" }));
    servers.uncached.push(await startServer(BASE_PORT + 4, { PUBLIC_CACHE: "0" }));
    log(
      `four processes ready (two cached, two with PUBLIC_CACHE=0) on ports ${BASE_PORT + 1}-${BASE_PORT + 4}`,
    );

    const runs = [];
    for (const mode of ["cached", "uncached"]) {
      // "direct": the one process without the proxy, to show what the proxy costs.
      runs.push({ mode, count: "direct", backends: servers[mode].slice(0, 1) });
      for (const count of [1, 2]) runs.push({ mode, count, backends: servers[mode].slice(0, count) });
    }
    const samples = new Map();
    for (let round = 0; round <= ROUNDS; round++) {
      // Round 0 warms up (caches, JIT, the proxy's connections) and is not kept.
      log(round === 0 ? "warm-up" : `round ${round}/${ROUNDS}`);
      for (const run of round % 2 ? runs : [...runs].reverse()) {
        const proxy = run.count === "direct" ? null : await startProxy(run.backends);
        for (const target of TARGETS) {
          const figure = await measure(target, proxy, run.backends, round === 0 ? 1 : SECONDS);
          if (round === 0) continue;
          const key = `${run.mode} ${target.name} ${run.count}`;
          samples.set(key, [...(samples.get(key) ?? []), figure]);
        }
        await proxy?.stop();
      }
    }

    const pad = (v, n) => String(v).padStart(n);
    const rows = [];
    console.info(
      "\nOne process against two on one PostgreSQL database, both through the same round-robin proxy (median of rounds;\n" +
        "direct = the one process without the proxy; " +
        "CPU % of one core over the run: the servers (summed), the proxy, the load generator, PostgreSQL's backends of the\n" +
        `bench database, and the whole machine (anything else running included; ${os.cpus().length} cores: at most ${os.cpus().length * 100} %))`,
    );
    console.info(
      `${"server".padEnd(9)}${"target".padEnd(20)}${pad("direct", 8)}${pad("one req/s", 11)}${pad("two req/s", 11)}${pad("two/one", 9)}${pad("p50 1/2", 10)}  ${"CPU % one: srv/proxy/gen/pg/all".padEnd(33)}${"two: srv/proxy/gen/pg/all"}`,
    );
    for (const mode of ["cached", "uncached"]) {
      for (const target of TARGETS) {
        const of = (count) => {
          const list = samples.get(`${mode} ${target.name} ${count}`);
          const m = (field) => Math.round(median(list.map((s) => s[field])));
          return {
            rps: m("rps"),
            p50: m("p50"),
            srv: m("serversCpuPct"),
            proxy: m("proxyCpuPct"),
            gen: m("clientCpuPct"),
            pg: m("postgresCpuPct"),
            all: m("machineCpuPct"),
          };
        };
        const direct = of("direct");
        const one = of(1);
        const two = of(2);
        const ratio = Math.round((two.rps / one.rps) * 100) / 100;
        rows.push({ server: mode, target: target.name, direct, one, two, ratio });
        console.info(
          `${mode.padEnd(9)}${target.name.padEnd(20)}${pad(direct.rps, 8)}${pad(one.rps, 11)}${pad(two.rps, 11)}${pad(ratio.toFixed(2), 9)}${pad(`${one.p50}/${two.p50}`, 10)}  ${`${one.srv}/${one.proxy}/${one.gen}/${one.pg}/${one.all}`.padEnd(33)}${two.srv}/${two.proxy}/${two.gen}/${two.pg}/${two.all}`,
        );
      }
    }
    const result = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version },
      settings: {
        seconds: SECONDS,
        rounds: ROUNDS,
        connections: CONNECTIONS,
        build: path.relative(root, buildDir),
      },
      rows,
      totalSeconds: Math.round((Date.now() - started) / 1000),
    };
    const outDir = path.join(root, "bench-results");
    fs.mkdirSync(outDir, { recursive: true });
    const outFile = path.join(outDir, `bench-cluster-${result.date.replace(/[:.]/g, "-")}.json`);
    fs.writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);
    console.info(`\n${path.relative(root, outFile)} written; ${result.totalSeconds} s in all`);
    // Stopped as a deploy stops them (SIGTERM: readiness off, drain), all at once.
    await Promise.all(
      Object.values(servers)
        .flat()
        .map((server) => {
          const done = new Promise((resolve) => server.child.once("exit", resolve));
          server.child.kill("SIGTERM");
          return done;
        }),
    );
  } finally {
    await cleanUp();
  }
}
