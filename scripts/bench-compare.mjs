#!/usr/bin/env node
// `npm run bench:compare`: two builds side by side, for a before/after figure that the machine's
// load cannot fake. Both servers run at once on their own fresh data folders with the demo
// content; each target is loaded on one and then the other, in interleaved rounds (order
// reversed every round), and the table gives the medians and the ratio B ÷ A. A separate
// `npm run bench` per build compares each server with its own /healthz, and two such runs a
// few minutes apart differed by up to 0.2 in a page's ratio on the same build.
//
// Env: BUILD_A (default build), BUILD_B (default build), COMPARE_TARGETS (comma-separated paths,
// default /fabrics,/,/fabric/1,/api/fabrics,/healthz), COMPARE_ROUNDS (default 4),
// COMPARE_SECONDS (default 3), COMPARE_UNCACHED=1 (both servers with PUBLIC_CACHE=0),
// COMPARE_PORT_A / COMPARE_PORT_B (default 3541, 3542). Any other variable reaches both servers
// (METRICS_PORT=9464: the build that knows it serves metrics, the other ignores it).
// Example: BUILD_A=build-before BUILD_B=build npm run bench:compare
import autocannon from "autocannon";
import { startBuild } from "./lib/compare-servers.mjs";
import { cpuMsOf, dropBodies, median } from "./lib/load.mjs";

const builds = { A: process.env.BUILD_A ?? "build", B: process.env.BUILD_B ?? "build" };
const ports = { A: Number(process.env.COMPARE_PORT_A ?? 3541), B: Number(process.env.COMPARE_PORT_B ?? 3542) };
const targets = (process.env.COMPARE_TARGETS ?? "/fabrics,/,/fabric/1,/api/fabrics,/healthz").split(",");
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 4);
const SECONDS = Number(process.env.COMPARE_SECONDS ?? 3);
/** A returning visitor's browser, as in bench.mjs. */
const HEADERS = {
  "accept-encoding": "gzip, deflate, br, zstd",
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  "accept-language": "en",
  cookie: "seen=1; i18next=en",
};

async function measure(side, pid, target) {
  const url = `http://127.0.0.1:${ports[side]}${target}`;
  const check = await fetch(url, { headers: HEADERS });
  if (!check.ok) throw new Error(`${side} ${target}: HTTP ${check.status}`);
  const before = cpuMsOf(pid);
  const result = await autocannon({
    url,
    connections: 16,
    duration: SECONDS,
    headers: HEADERS,
    setupClient: dropBodies,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${side} ${target}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    us: ((cpuMsOf(pid) - before) * 1000) / Math.max(1, result.requests.total),
  };
}

const uncached = process.env.COMPARE_UNCACHED === "1" ? { PUBLIC_CACHE: "0" } : {};
const pids = {
  A: await startBuild(builds.A, ports.A, uncached),
  B: await startBuild(builds.B, ports.B, uncached),
};
const runs = new Map();
for (let round = 0; round < ROUNDS; round++) {
  for (const target of targets) {
    for (const side of round % 2 === 0 ? ["A", "B"] : ["B", "A"]) {
      const key = `${target} ${side}`;
      runs.set(key, [...(runs.get(key) ?? []), await measure(side, pids[side], target)]);
    }
  }
}

const out = (line) => process.stdout.write(`${line}\n`);
out(
  `A = ${builds.A}, B = ${builds.B}; ${process.env.COMPARE_UNCACHED === "1" ? "PUBLIC_CACHE=0" : "cache on"}; ${ROUNDS} rounds of ${SECONDS} s, 16 connections; medians`,
);
out(
  `${"target".padEnd(16)}${"A req/s".padStart(9)}${"A µs".padStart(8)}${"B req/s".padStart(9)}${"B µs".padStart(8)}${"B÷A req/s".padStart(11)}${"A÷B µs".padStart(8)}`,
);
for (const target of targets) {
  const a = runs.get(`${target} A`);
  const b = runs.get(`${target} B`);
  const [ar, au, br, bu] = [
    median(a.map((x) => x.rps)),
    median(a.map((x) => x.us)),
    median(b.map((x) => x.rps)),
    median(b.map((x) => x.us)),
  ];
  out(
    `${target.padEnd(16)}${ar.toFixed(0).padStart(9)}${au.toFixed(0).padStart(8)}${br.toFixed(0).padStart(9)}${bu.toFixed(0).padStart(8)}${(br / ar).toFixed(2).padStart(11)}${(au / bu).toFixed(2).padStart(8)}`,
  );
}
process.exit(0);
