#!/usr/bin/env node
// `npm run bench -- --stock`: the stock import and the public cache around it, on the built server
// (BUILD_DIR, default build/) started as `npm start` starts it, on a throwaway demo data folder
// with 500 more fabrics of 10 colourways each (5,000 colourways).
//
// 1. PUT /api/stock of 5,000 CSV lines in one request, three times: the first creates every figure,
//    the second is the same file (only the time changes), the third changes every figure.
// 2. The cached public pages (home, /fabrics, /fabrics?in_stock=1, a fabric's page and its API
//    answer): warm, then an import, then each page's first request (a miss: rendered once, as
//    the import emptied the cache) and the next ones (hits, counted by the server's own
//    site_public_cache_requests_total), and their req/s before and after the import.
// Prints a table and writes bench-results/bench-stock-<time>.json. Builds nothing.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import { dropBodies, median } from "./lib/load.mjs";
import { startFlags } from "./lib/start-flags.mjs";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const serverMain = path.join(buildDir, "server", "main.js");
const PORT = Number(process.env.BENCH_PORT ?? 3500);
const METRICS = PORT + 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const FABRICS = 500;
const COLOURWAYS = 10;
const ACCEPT = { "accept-encoding": "gzip, deflate, br, zstd" };
const BROWSER = { ...ACCEPT, "accept-language": "en", cookie: "seen=1; i18next=en" };
const origin = `http://127.0.0.1:${PORT}`;

if (!fs.existsSync(serverMain)) {
  console.error(`${serverMain} is missing: run \`npm run build\` (or BUILD_DIR=... npm run build) first.`);
  process.exit(1);
}
const started = Date.now();
const temp = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-stock-"));
const dataDir = path.join(temp, "data");
const START = startFlags();
const password = randomBytes(18).toString("base64url");
let child;
process.on("exit", () => {
  child?.kill("SIGKILL");
  fs.rmSync(temp, { recursive: true, force: true });
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));
const log = (...args) =>
  console.info(`[bench:stock ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s]`, ...args);

async function start() {
  child = spawn(process.execPath, [...START.nodeArgs, serverMain], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      METRICS_PORT: String(METRICS),
      LOG_LEVEL: "warn",
      SEED: "demo",
      ADMIN_USERNAME: "bench",
      ADMIN_PASSWORD: password,
      ...START.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error("the server exited before it was ready");
    try {
      if ((await fetch(`${origin}/readyz`)).status === 200) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function stop() {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
  child = undefined;
}

/** 500 more fabrics sold from stock, each with colourways 01–10, inserted in bulk while the server is down. */
async function addFabrics() {
  const db = await PGlite.create(path.join(dataDir, "db"));
  try {
    const refs = Array.from({ length: COLOURWAYS }, (_, i) => String(i + 1).padStart(2, "0"));
    const colourways = JSON.stringify(
      refs.map((ref) => ({ ref, shade: "white", hex: "#ffffff", photo_id: null })),
    );
    await db.exec(`insert into fabrics (name, description, code, card)
      select jsonb_build_object('tr', 'Stok ' || g, 'en', 'Stock ' || g), jsonb_build_object('tr', 'Gömleklik'),
             'S-' || (1000 + g),
             jsonb_build_object('composition', '[{"fiber":"cotton","percent":100}]'::jsonb, 'weight_gsm', 110,
               'finishes', '[]'::jsonb, 'end_use', '[]'::jsonb, 'stock_service', 'in_stock',
               'colourways', '${colourways}'::jsonb)
      from generate_series(1, ${FABRICS}) g`);
    await db.exec(`update row_counts set n = (select count(*)::int from fabrics) where name = 'fabrics'`);
  } finally {
    await db.close();
  }
}

/** 5,000 lines: every colourway of the added fabrics, metres from `seed`. */
function stockCsv(seed) {
  const lines = ["code,colourway,available_m,next_batch_on,next_batch_m"];
  for (let g = 1; g <= FABRICS; g++)
    for (let c = 1; c <= COLOURWAYS; c++) {
      const metres = ((g * 31 + c * 17 + seed) % 400) * 2.5;
      lines.push(
        `S-${1000 + g},${String(c).padStart(2, "0")},${metres},${metres === 0 ? "2027-01-12,800" : ","}`,
      );
    }
  return `${lines.join("\r\n")}\r\n`;
}

async function login() {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ username: "bench", password }),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  const sid = /sid=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  return { cookie: `sid=${sid}`, csrf: (await res.json()).data.csrfToken };
}

async function importStock(session, csv) {
  const t0 = performance.now();
  const res = await fetch(`${origin}/api/stock`, {
    method: "PUT",
    headers: { "content-type": "text/csv", cookie: session.cookie, "x-csrf-token": session.csrf, origin },
    body: csv,
  });
  const ms = performance.now() - t0;
  if (res.status !== 200)
    throw new Error(`PUT /api/stock: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return { ms: Math.round(ms), bytes: Buffer.byteLength(csv), ...(await res.json()).data };
}

async function cacheCounts() {
  const text = await (await fetch(`http://127.0.0.1:${METRICS}/metrics`)).text();
  const of = (result) =>
    Number(
      new RegExp(`site_public_cache_requests_total\\{result="${result}"\\} (\\d+)`).exec(text)?.[1] ?? 0,
    );
  return { hit: of("hit"), miss: of("miss") };
}

async function timed(url) {
  const t0 = performance.now();
  const res = await fetch(`${origin}${url}`, { headers: BROWSER });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - t0;
}

async function rps(url) {
  const result = await autocannon({
    url: `${origin}${url}`,
    connections: 8,
    duration: SECONDS,
    headers: BROWSER,
    setupClient: dropBodies,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return Math.round(result.requests.average);
}

log("seeding the demo");
await start();
await stop();
await addFabrics();
await start();
const session = await login();
const fabricId = (await (await fetch(`${origin}/api/fabrics?lng=en&page_size=1`)).json()).data[0].id;

log(`PUT /api/stock: ${FABRICS * COLOURWAYS} lines, three times`);
const imports = [
  { run: "first (creates)", ...(await importStock(session, stockCsv(0))) },
  { run: "same file again", ...(await importStock(session, stockCsv(0))) },
  { run: "every figure changed", ...(await importStock(session, stockCsv(7))) },
];

const pages = [
  "/",
  "/fabrics",
  "/fabrics?in_stock=1",
  `/fabric/${fabricId}`,
  `/api/fabrics/${fabricId}?lng=en`,
];
for (const url of pages) await timed(url);
const before = {};
for (const url of pages) before[url] = await rps(url);
const warm = {};
for (const url of pages) warm[url] = median(await Promise.all([timed(url), timed(url), timed(url)]));
log("import, then each page's first requests");
await importStock(session, stockCsv(3));
const after = [];
for (const url of pages) {
  const c0 = await cacheCounts();
  const first = await timed(url);
  const c1 = await cacheCounts();
  const next = [];
  for (let i = 0; i < 5; i++) next.push(await timed(url));
  const c2 = await cacheCounts();
  after.push({
    url,
    warmMs: +warm[url].toFixed(1),
    firstMs: +first.toFixed(1),
    firstMiss: c1.miss - c0.miss,
    nextMs: +median(next).toFixed(1),
    nextHits: c2.hit - c1.hit,
    rpsBefore: before[url],
  });
}
for (const row of after) row.rpsAfter = await rps(row.url);
await stop();

/** Rows as an aligned text table. */
function table(rows) {
  const keys = Object.keys(rows[0] ?? {});
  const width = keys.map((key) => Math.max(key.length, ...rows.map((row) => String(row[key]).length)));
  const line = (cells) => cells.map((cell, i) => String(cell).padStart(width[i])).join("  ");
  return [line(keys), ...rows.map((row) => line(keys.map((key) => row[key])))].join("\n");
}
console.info("\nPUT /api/stock (text/csv, one request each)");
console.info(
  table(
    imports.map(({ run, lines, created, updated, unchanged, ms, bytes }) => ({
      run,
      lines,
      created,
      updated,
      unchanged,
      kB: Math.round(bytes / 1024),
      ms,
    })),
  ),
);
console.info("\nCached pages around an import (misses/hits from site_public_cache_requests_total)");
console.info(table(after));
const out = path.join(root, "bench-results");
fs.mkdirSync(out, { recursive: true });
const file = path.join(out, `bench-stock-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
fs.writeFileSync(file, `${JSON.stringify({ imports, pages: after }, null, 2)}\n`);
log(`written ${path.relative(root, file)}`);
