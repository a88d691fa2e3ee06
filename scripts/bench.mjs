#!/usr/bin/env node
// Over 300 lines: one measuring script, read top to bottom (set-up, targets, runs, report), kept in one piece.
// `npm run bench`: throughput of the built server (BUILD_DIR, default build/) in production mode
// on a throwaway data folder with the demo content scaled up (about 500 fabrics, 50 countries,
// 1,000 exhibitions, 20,000 photos; rows inserted in bulk, sharing the demo's image files).
//
// One cached server (the default) and one started with PUBLIC_CACHE=0 run side by side; every
// target is measured for BENCH_SECONDS (default 4) per round, rounds interleaved (BENCH_ROUNDS,
// default 2), and compared with the same server's /healthz measured in the same rounds. Then:
// the cost of one list page at 10x and 100x the data, cold start to ready (empty and full
// database), and resident memory idle, after load and at its peak (sampled every 100 ms over the
// whole run, both servers); the finder (a filtered list with its facet counts) at 5,000 fabrics,
// cached and uncached, against its own servers' /healthz. The servers run as `npm start` runs them: its node options (heap
// limits) and environment (scripts/lib/start-flags.mjs). Prints a table; writes
// bench-results/bench-<time>.json. Builds nothing: run `npm run build` first. With `--cluster`, runs
// scripts/bench-cluster.mjs instead (one process against two on one PostgreSQL database).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import { ACCEPT, BROWSER, benchSettings, cpuMsOf, dropBodies, median } from "./lib/load.mjs";
import { spawnBuiltServer, waitUntilReady } from "./lib/server-process.mjs";
import { startFlags } from "./lib/start-flags.mjs";

const { root, buildDir, serverMain, SECONDS, ROUNDS, CONNECTIONS } = benchSettings();
const PORT = Number(process.env.BENCH_PORT ?? 3500);
/** Data sizes of the list-page measurement, as multiples of BASE. */
const FACTORS = [
  1,
  ...(process.env.BENCH_SCALES ?? "10,100")
    .split(",")
    .map(Number)
    .filter((n) => n > 1),
];
/** The scaled-up demo: counts at 1x (the 10x and 100x steps multiply them). */
const BASE = {
  fabrics: 500,
  countries: 50,
  exhibitions: 1000,
  exhibitionPhotos: 18_000,
  fabricPhotos: 2_000,
};

// `npm run bench -- --cluster`: one process against two on one PostgreSQL database (scripts/bench-cluster.mjs).
if (process.argv.slice(2).includes("--cluster")) {
  await import("./bench-cluster.mjs");
  process.exit(0);
}
// `npm run bench -- --stock`: PUT /api/stock of 5,000 lines, and the cached pages around an import (scripts/bench-stock.mjs).
if (process.argv.slice(2).includes("--stock")) {
  await import("./bench-stock.mjs");
  process.exit(0);
}
// `npm run bench -- --floor`: the smallest React Router page against /healthz (scripts/bench-floor.mjs).
if (process.argv.slice(2).includes("--floor")) {
  await import("./bench-floor.mjs");
  process.exit(0);
}

if (!fs.existsSync(serverMain)) {
  console.error(`${serverMain} is missing: run \`npm run build\` (or BUILD_DIR=... npm run build) first.`);
  process.exit(1);
}

const started = Date.now();
const temp = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
const children = new Set();
/** Server process per port, for its CPU time. */
const serverPids = new Map();
const START = startFlags();
/** Highest resident memory of any server from ready to stop (sampled every 100 ms), and which. */
const peak = { mb: 0, server: "" };
process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL");
  fs.rmSync(temp, { recursive: true, force: true });
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

const log = (...args) =>
  console.info(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s]`, ...args);

/** Starts the built server; resolves when /readyz answers 200, with the time it took. */
async function startServer({ dataDir, port, env = {} }) {
  const t0 = performance.now();
  // As `npm start` runs it: one malloc arena (see docs/performance.md, "Start and memory").
  const child = spawnBuiltServer(serverMain, {
    port,
    dataDir,
    nodeArgs: START.nodeArgs,
    env: { ...START.env, ...env },
  });
  children.add(child);
  let exited = false;
  child.once("exit", () => {
    exited = true;
    children.delete(child);
  });
  await waitUntilReady(child, port, {
    exitedMessage: () => `the server on port ${port} exited before it was ready`,
    pollMs: 10,
  });
  const readyMs = performance.now() - t0;
  serverPids.set(port, child.pid);
  const sampler = setInterval(() => {
    if (exited) return;
    try {
      const mb = rssOf(child.pid);
      if (mb > peak.mb)
        Object.assign(peak, {
          mb,
          server: `${env.PUBLIC_CACHE === "0" ? "uncached" : "cached"} (${path.basename(dataDir)})`,
        });
    } catch {}
  }, 100);
  child.once("exit", () => clearInterval(sampler));
  return {
    child,
    port,
    readyMs,
    rssMb: () => rssOf(child.pid),
    async stop() {
      if (exited) return;
      const done = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await done;
    },
  };
}

function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Adds rows until the tables hold `factor` times BASE; files are shared with the demo's media. */
async function scaleData(dataDir, factor) {
  const db = await PGlite.create(path.join(dataDir, "db"));
  try {
    const count = async (table) =>
      Number((await db.query(`select count(*)::int as n from ${table}`)).rows[0].n);
    const media = (await db.query("select id from media order by id limit 8")).rows.map((r) => r.id);
    const pick = `(array[${media.join(",")}])[1 + (g % ${media.length})]`;
    const want = Object.fromEntries(Object.entries(BASE).map(([k, v]) => [k, v * factor]));
    // No list page measured reads photos beyond one exhibition's: 10x of them is enough (and
    // 2 million rows would take minutes to insert).
    want.exhibitionPhotos = BASE.exhibitionPhotos * Math.min(factor, 10);
    want.fabricPhotos = BASE.fabricPhotos * Math.min(factor, 10);
    const t0 = performance.now();
    await db.exec("begin");
    // Bulk load: row triggers (counters) and foreign-key checks off, counters recomputed below.
    await db.exec("set session_replication_role = replica");
    let missing = want.fabrics - (await count("fabrics"));
    if (missing > 0) {
      // Technical cards spread over the finder's facets: a third linen, a third of those twill…
      await db.exec(`insert into fabrics (name, description, main_image_id, created_at, code, card)
        select jsonb_build_object('tr', 'Kumaş ' || g, 'en', 'Fabric ' || g),
               jsonb_build_object('tr', 'Pamuklu gömleklik kumaş ' || g, 'en', 'Cotton shirting ' || g),
               ${pick}, now() - (g || ' minutes')::interval, 'B-' || (${want.fabrics - missing} + g),
               jsonb_build_object(
                 'composition', case g % 3 when 0 then '[{"fiber":"linen","percent":100}]'::jsonb
                   when 1 then '[{"fiber":"linen","percent":55},{"fiber":"cotton","percent":45}]'::jsonb
                   else '[{"fiber":"cotton","percent":100}]'::jsonb end,
                 'weight_gsm', 90 + (g * 7) % 90, 'width_cm', 140 + g % 20,
                 'weave', (array['poplin','twill','oxford','dobby','end_on_end'])[1 + g % 5],
                 'pattern', (array['solid','stripe','check'])[1 + g % 3],
                 'finishes', '[]'::jsonb, 'end_use', '["men","women"]'::jsonb,
                 'stock_service', (array['in_stock','made_to_order'])[1 + g % 2],
                 'yarn_count', null, 'ends_per_cm', null, 'picks_per_cm', null,
                 'min_order_m', 300, 'lead_time_weeks', 4)
        from generate_series(1, ${missing}) g`);
      // Each in one of the demo's collections; certificates cover them as the demo's do (GOTS a quarter, OEKO-TEX half).
      await db.exec(`update fabrics f set collection_id = c.ids[1 + (f.id % array_length(c.ids, 1))]
        from (select array_agg(id order by id) as ids from collections) c
        where f.collection_id is null and f.code like 'B-%' and array_length(c.ids, 1) > 0`);
      await db.exec(`insert into certificate_fabrics (certificate_id, fabric_id)
        select c.id, f.id from fabrics f join certificates c
          on (c.standard = 'gots' and f.id % 4 = 0) or (c.standard = 'oeko_tex_100' and f.id % 2 = 1)
        where f.code like 'B-%' on conflict do nothing`);
    }
    missing = want.countries - (await count("countries"));
    if (missing > 0) {
      await db.exec(`insert into countries (name, cover_image_id, display_order)
        select jsonb_build_object('tr', 'Ülke ' || g, 'en', 'Country ' || g), ${pick}, 1000 + g
        from generate_series(1, ${missing}) g`);
    }
    missing = want.exhibitions - (await count("exhibitions"));
    if (missing > 0) {
      await db.exec(`insert into exhibitions (country_id, title, description, image_id, city, venue, start_date, end_date)
        select c.ids[1 + (g % array_length(c.ids, 1))], jsonb_build_object('tr', 'Fuar ' || g, 'en', 'Fair ' || g),
               jsonb_build_object('tr', 'Açıklama ' || g, 'en', 'Description ' || g), ${pick},
               'City', 'Hall ' || (g % 9), current_date + ((g % 1460) - 900), current_date + ((g % 1460) - 897)
        from generate_series(1, ${missing}) g, (select array_agg(id order by id) as ids from countries) c`);
    }
    missing = want.exhibitionPhotos - (await count("exhibition_photos"));
    if (missing > 0) {
      await db.exec(`insert into exhibition_photos (exhibition_id, media_id, title, description, display_order)
        select e.ids[1 + (g % array_length(e.ids, 1))], ${pick},
               jsonb_build_object('tr', 'Stant ' || g), jsonb_build_object('tr', ''), g
        from generate_series(1, ${missing}) g, (select array_agg(id order by id) as ids from exhibitions) e`);
    }
    missing = want.fabricPhotos - (await count("fabric_photos"));
    if (missing > 0) {
      await db.exec(`insert into fabric_photos (fabric_id, media_id, display_order)
        select f.ids[1 + (g % array_length(f.ids, 1))], ${pick}, g
        from generate_series(1, ${missing}) g, (select array_agg(id order by id) as ids from fabrics) f`);
    }
    await db.exec(`update fabrics f set photo_count = x.n
      from (select fabric_id, count(*)::int n from fabric_photos group by 1) x where x.fabric_id = f.id`);
    await db.exec(`update exhibitions e set photo_count = x.n
      from (select exhibition_id, count(*)::int n from exhibition_photos group by 1) x where x.exhibition_id = e.id`);
    await db.exec(`update countries c set exhibition_count = x.n, photo_count = x.p
      from (select country_id, count(*)::int n, sum(photo_count)::int p from exhibitions group by 1) x
      where x.country_id = c.id`);
    // The list totals' kept counts (migration 0002), which the triggers did not see.
    await db.exec(`update row_counts r set n = x.n from (
        select 'fabrics' as name, count(*)::int n from fabrics union all
        select 'countries', count(*)::int from countries union all
        select 'exhibitions', count(*)::int from exhibitions) x
      where x.name = r.name`);
    await db.exec(`delete from exhibition_days;
      insert into exhibition_days (day, n) select coalesce(end_date, start_date), count(*)::int from exhibitions
      where coalesce(end_date, start_date) is not null group by 1`);
    await db.exec("set session_replication_role = origin");
    await db.exec("commit");
    await db.exec("analyze");
    const counts = {};
    for (const table of ["fabrics", "countries", "exhibitions", "exhibition_photos", "fabric_photos"]) {
      counts[table] = await count(table);
    }
    return { counts, insertMs: Math.round(performance.now() - t0) };
  } finally {
    await db.close();
  }
}

/**
 * Load on one target. Besides req/s and latency, the CPU time the server used per request
 * (its capacity: what it could serve with a core of its own) and how busy the server and
 * the load generator (this process) were: when the generator is the busy one, req/s shows
 * the generator's limit, not the server's. Answers other than 2xx/304 make the figure
 * worthless, so they stop the bench.
 */
async function measure(port, target, seconds = SECONDS, connections = CONNECTIONS) {
  const pid = serverPids.get(port);
  const serverBefore = pid ? cpuMsOf(pid) : 0;
  const clientBefore = process.cpuUsage();
  const t0 = performance.now();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    connections,
    duration: seconds,
    headers: target.headers ?? ACCEPT,
    setupClient: dropBodies,
  });
  const wallMs = performance.now() - t0;
  const serverMs = pid ? cpuMsOf(pid) - serverBefore : 0;
  const client = process.cpuUsage(clientBefore);
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average,
    cpuUsPerReq: (serverMs * 1000) / Math.max(1, result.requests.total),
    serverCpuPct: (serverMs / wallMs) * 100,
    clientCpuPct: ((client.user + client.system) / 1000 / wallMs) * 100,
  };
}

async function json(port, url) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

// 1. Cold start on an empty folder (no content), then the demo, scaled up.
log(
  `build ${path.relative(root, buildDir) || "."}; ${SECONDS} s per target, ${ROUNDS} rounds, ${CONNECTIONS} connections`,
);
const emptyDir = path.join(temp, "empty");
const empty = await startServer({ dataDir: emptyDir, port: PORT, env: { SEED: "empty" } });
const coldEmptyMs = empty.readyMs;
await empty.stop();
const emptyAgain = await startServer({ dataDir: emptyDir, port: PORT, env: { SEED: "empty" } });
const warmEmptyMs = emptyAgain.readyMs;
await emptyAgain.stop();
fs.rmSync(emptyDir, { recursive: true, force: true });

const cachedDir = path.join(temp, "cached");
const seeded = await startServer({ dataDir: cachedDir, port: PORT });
log(`new folder with demo seed ready in ${Math.round(seeded.readyMs)} ms`);
await seeded.stop();
const scaled = await scaleData(cachedDir, 1);
log(`bulk rows inserted in ${scaled.insertMs} ms:`, JSON.stringify(scaled.counts));
const uncachedDir = path.join(temp, "uncached");
fs.cpSync(cachedDir, uncachedDir, { recursive: true });

// 2. Both servers on the full database.
const cached = await startServer({ dataDir: cachedDir, port: PORT });
const uncached = await startServer({ dataDir: uncachedDir, port: PORT + 1, env: { PUBLIC_CACHE: "0" } });
log(
  `full database ready in ${Math.round(cached.readyMs)} ms (cached) / ${Math.round(uncached.readyMs)} ms (PUBLIC_CACHE=0)`,
);
await new Promise((resolve) => setTimeout(resolve, 2000));
const rssIdle = cached.rssMb();

const fabricId = (await json(PORT, "/api/fabrics?page_size=1")).data[0].id;
const exhibitionId = (await json(PORT, "/api/exhibitions?page_size=1&when=past")).data[0].id;
const asset = fs.readdirSync(path.join(buildDir, "client", "assets")).find((f) => f.endsWith(".css"));

const page = (name, url) => ({ name, path: url, headers: BROWSER, kind: "html" });
/** The finder's filter of the catalogue issue's example: linen twill, 100–140 g/m², GOTS-certified. */
const gotsId = (await json(PORT, "/api/certificates")).data.find((c) => c.standard === "gots")?.id;
const FINDER = `fiber=linen&weave=twill&gsm_min=100&gsm_max=140${gotsId ? `&certificate=${gotsId}` : ""}`;
const TARGETS = [
  { name: "/healthz", path: "/healthz", kind: "health" },
  { name: "static asset", path: `/assets/${asset}`, kind: "static" },
  { name: "GET /api/fabrics", path: "/api/fabrics?lng=en", kind: "api" },
  { name: "GET /api/countries", path: "/api/countries?lng=en", kind: "api" },
  { name: "GET /api/exhibitions?when=upcoming", path: "/api/exhibitions?lng=en&when=upcoming", kind: "api" },
  {
    name: `GET /api/exhibitions/${exhibitionId}/photos`,
    path: `/api/exhibitions/${exhibitionId}/photos?lng=en`,
    kind: "api",
  },
  // The finder: a filtered list with its facet counts (a new filter is a new URL: the uncached path).
  { name: "GET /api/fabrics (finder)", path: `/api/fabrics?lng=en&${FINDER}`, kind: "api" },
  page("page /", "/"),
  page("page /fabrics", "/fabrics"),
  page("page /fabrics (finder)", `/fabrics?${FINDER}`),
  page("page /exhibitions", "/exhibitions"),
  page(`page /fabric/${fabricId}`, `/fabric/${fabricId}`),
  page(`page /exhibition/${exhibitionId}`, `/exhibition/${exhibitionId}`),
];
/** What runs on each server: health and the asset on both, so each has its own reference. */
const runs = [];
for (const target of TARGETS) {
  runs.push({ server: "cached", target });
  if (target.kind !== "static") runs.push({ server: "uncached", target });
}

/** The load itself reads no bodies (see dropBodies): one request per target checks what it answers. */
async function checkAnswer(port, target) {
  const res = await fetch(`http://127.0.0.1:${port}${target.path}`, { headers: target.headers ?? ACCEPT });
  const body = await res.text();
  const ok =
    res.status === 200 &&
    (target.kind === "html" ? body.startsWith("<!DOCTYPE html>") && body.includes("</html>") : true) &&
    (target.kind === "api" ? Array.isArray(JSON.parse(body).data) : true) &&
    (target.kind === "health" || body.length > 100);
  if (!ok)
    throw new Error(`${target.name} on port ${port}: unexpected answer ${res.status}, ${body.slice(0, 120)}`);
}

// Warm-up: every answer checked, then loaded once on each server (fills the cache, JIT), not measured.
for (const { server, target } of runs) {
  const port = server === "cached" ? PORT : PORT + 1;
  await checkAnswer(port, target);
  await measure(port, target, 1);
}

const samples = new Map();
for (let round = 1; round <= ROUNDS; round++) {
  log(`round ${round}/${ROUNDS}`);
  // Alternate the order so drift on a shared machine does not favour one side.
  const order = round % 2 ? runs : [...runs].reverse();
  for (const run of order) {
    const key = `${run.server} ${run.target.name}`;
    const figure = await measure(run.server === "cached" ? PORT : PORT + 1, run.target);
    samples.set(key, [...(samples.get(key) ?? []), figure]);
  }
}
const rssAfterLoad = cached.rssMb();

const summary = (key) => {
  const list = samples.get(key) ?? [];
  return {
    rps: Math.round(median(list.map((s) => s.rps))),
    p50: median(list.map((s) => s.p50)),
    p99: median(list.map((s) => s.p99)),
    kbPerReq: Math.round(median(list.map((s) => s.bytes / s.rps)) / 102.4) / 10,
    cpuUsPerReq: Math.round(median(list.map((s) => s.cpuUsPerReq))),
    serverCpuPct: Math.round(median(list.map((s) => s.serverCpuPct))),
    clientCpuPct: Math.round(median(list.map((s) => s.clientCpuPct))),
  };
};
const healthOf = (server) => summary(`${server} /healthz`);
const health = { cached: healthOf("cached"), uncached: healthOf("uncached") };
const rows = runs.map(({ server, target }) => {
  const s = summary(`${server} ${target.name}`);
  return {
    server,
    target: target.name,
    kind: target.kind,
    ...s,
    ratio: Math.round((s.rps / health[server].rps) * 100) / 100,
    capacityRatio: Math.round((health[server].cpuUsPerReq / Math.max(1, s.cpuUsPerReq)) * 100) / 100,
  };
});
await uncached.stop();

const pad = (v, n) => String(v).padStart(n);
console.info(
  "\nThroughput (median of rounds; ratio = req/s ÷ the same server's /healthz req/s; server µs = the server's CPU time per\n" +
    "request; capacity = /healthz's server µs ÷ this target's, the ratio if server and load generator had a core each;\n" +
    "CPU % of one core, server and load generator)",
);
console.info(
  `${"server".padEnd(9)}${"target".padEnd(40)}${pad("req/s", 8)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${pad("KB/req", 8)}${pad("ratio", 7)}${pad("srv µs", 8)}${pad("capacity", 10)}${pad("srv %", 7)}${pad("gen %", 7)}`,
);
for (const r of rows) {
  console.info(
    `${r.server.padEnd(9)}${r.target.padEnd(40)}${pad(r.rps, 8)}${pad(r.p50, 8)}${pad(r.p99, 8)}${pad(r.kbPerReq, 8)}${pad(r.ratio.toFixed(2), 7)}${pad(r.cpuUsPerReq, 8)}${pad(r.capacityRatio.toFixed(2), 10)}${pad(r.serverCpuPct, 7)}${pad(r.clientCpuPct, 7)}`,
  );
}

// 3. The cost of one list page as the tables grow (uncached: every request reaches the database).
const LIST_PAGES = [
  { name: "GET /api/fabrics", path: "/api/fabrics?lng=en" },
  // In memory up to INDEX_MAX_FABRICS (5,000: the 10x step); above, every row is read per request.
  { name: "GET /api/fabrics (finder)", path: `/api/fabrics?lng=en&${FINDER}` },
  { name: "GET /api/exhibitions?when=upcoming", path: "/api/exhibitions?lng=en&when=upcoming" },
  // 20 a page: the API's default page of countries is 100, more than the 50 rows at 1x, so the
  // default page would hold 50 rows at 1x and 100 from 10x on (more answer, not a dearer query).
  { name: "GET /api/countries?page_size=20", path: "/api/countries?lng=en&page_size=20" },
  { name: "page /exhibitions", path: "/exhibitions", headers: BROWSER },
];
const scaleSeconds = Math.max(2, Math.round(SECONDS / 2));
/** The finder's own measurement runs at this multiple of BASE: 5,000 fabrics. */
const FINDER_FACTOR = 10;
const finderDir = path.join(temp, "finder");
const scaling = [];
for (const factor of FACTORS) {
  const info = factor === 1 ? scaled : await scaleData(uncachedDir, factor);
  if (factor > 1) log(`${factor}x: rows inserted in ${info.insertMs} ms:`, JSON.stringify(info.counts));
  const server = await startServer({ dataDir: uncachedDir, port: PORT + 1, env: { PUBLIC_CACHE: "0" } });
  const entry = { factor, counts: info.counts, readyMs: Math.round(server.readyMs), lists: {} };
  // One connection: the figure is the cost of one request, not a queue behind a slow one.
  for (const target of LIST_PAGES) await measure(server.port, target, 1, 1);
  for (const target of LIST_PAGES)
    entry.lists[target.name] = await measure(server.port, target, scaleSeconds, 1);
  scaling.push(entry);
  await server.stop();
  if (factor === FINDER_FACTOR) fs.cpSync(uncachedDir, finderDir, { recursive: true });
}
await cached.stop();

// 4. The finder at FINDER_FACTOR × the data (5,000 fabrics: the in-memory index's cap), cached and
// uncached side by side with their own /healthz, as the throughput table measures them.
if (!fs.existsSync(finderDir)) {
  fs.cpSync(cachedDir, finderDir, { recursive: true });
  await scaleData(finderDir, FINDER_FACTOR);
}
const finderUncachedDir = `${finderDir}-uncached`;
fs.cpSync(finderDir, finderUncachedDir, { recursive: true });
const finderServers = {
  cached: await startServer({ dataDir: finderDir, port: PORT + 2 }),
  uncached: await startServer({ dataDir: finderUncachedDir, port: PORT + 3, env: { PUBLIC_CACHE: "0" } }),
};
const finderFabrics = (await json(PORT + 2, "/api/fabrics?page_size=1")).meta.total;
const FINDER_TARGETS = [
  { name: "/healthz", path: "/healthz", kind: "health" },
  { name: "GET /api/fabrics (finder)", path: `/api/fabrics?lng=en&${FINDER}`, kind: "api" },
  page("page /fabrics (finder)", `/fabrics?${FINDER}`),
];
const finderSamples = new Map();
for (const server of ["cached", "uncached"]) {
  for (const target of FINDER_TARGETS) {
    await checkAnswer(finderServers[server].port, target);
    await measure(finderServers[server].port, target, 1);
  }
}
for (let round = 1; round <= ROUNDS; round++) {
  for (const server of round % 2 ? ["cached", "uncached"] : ["uncached", "cached"]) {
    for (const target of FINDER_TARGETS) {
      const figure = await measure(finderServers[server].port, target);
      finderSamples.set(`${server} ${target.name}`, [
        ...(finderSamples.get(`${server} ${target.name}`) ?? []),
        figure,
      ]);
    }
  }
}
await finderServers.cached.stop();
await finderServers.uncached.stop();
const finderRows = ["cached", "uncached"].flatMap((server) => {
  const healthRps = median(finderSamples.get(`${server} /healthz`).map((f) => f.rps));
  return FINDER_TARGETS.filter((t) => t.kind !== "health").map((target) => {
    const list = finderSamples.get(`${server} ${target.name}`);
    const rps = median(list.map((f) => f.rps));
    return {
      server,
      target: target.name,
      rps: Math.round(rps),
      p50: median(list.map((f) => f.p50)),
      cpuUsPerReq: Math.round(median(list.map((f) => f.cpuUsPerReq))),
      healthRps: Math.round(healthRps),
      ratio: Math.round((rps / healthRps) * 1000) / 1000,
    };
  });
});
const finderRatio = (server, target) =>
  finderRows.find((r) => r.server === server && r.target === target)?.ratio ?? 0;

// 5. Report.
const cachedApi = rows.filter((r) => r.server === "cached" && r.kind === "api");
const cachedHtml = rows.filter((r) => r.server === "cached" && r.kind === "html");
const uncachedRatio = (name) => rows.find((r) => r.server === "uncached" && r.target === name)?.ratio ?? 0;
const bars = {
  uncachedFabricsApiRatio: uncachedRatio("GET /api/fabrics"),
  uncachedFabricsPageRatio: uncachedRatio("page /fabrics"),
  uncachedFabricPageRatio: uncachedRatio(`page /fabric/${fabricId}`),
  cachedApiMinRatio: Math.min(...cachedApi.map((r) => r.ratio)),
  cachedHtmlMinRatio: Math.min(...cachedHtml.map((r) => r.ratio)),
  cachedApiMinCapacity: Math.min(...cachedApi.map((r) => r.capacityRatio)),
  cachedHtmlMinCapacity: Math.min(...cachedHtml.map((r) => r.capacityRatio)),
  readyFullMs: Math.round(cached.readyMs),
  rssIdleMb: rssIdle,
};
console.info("\nOne list page as the tables grow (PUBLIC_CACHE=0, one connection: ms per request, mean)");
console.info(
  `${"target".padEnd(40)}${scaling.map((s) => pad(`${s.factor}x`, 9)).join("")}${pad("last/1x", 9)}`,
);
for (const target of LIST_PAGES) {
  const values = scaling.map((s) => Math.round((1000 / s.lists[target.name].rps) * 10) / 10);
  console.info(
    `${target.name.padEnd(40)}${values.map((v) => pad(v, 9)).join("")}${pad((values.at(-1) / values[0]).toFixed(2), 9)}`,
  );
}
console.info(
  `rows at each step: ${scaling.map((s) => `${s.factor}x ${JSON.stringify(s.counts)}`).join("; ")}`,
);
console.info(
  `\nThe finder with its facet counts at ${finderFabrics} fabrics (${FINDER}; ratio = req/s ÷ the same server's /healthz)`,
);
console.info(
  `${"server".padEnd(9)}${"target".padEnd(40)}${pad("req/s", 8)}${pad("p50 ms", 8)}${pad("srv µs", 8)}${pad("/healthz", 10)}${pad("ratio", 8)}`,
);
for (const r of finderRows) {
  console.info(
    `${r.server.padEnd(9)}${r.target.padEnd(40)}${pad(r.rps, 8)}${pad(r.p50, 8)}${pad(r.cpuUsPerReq, 8)}${pad(r.healthRps, 10)}${pad(r.ratio.toFixed(3), 8)}`,
  );
}
console.info("\nStart and memory");
console.info(`  ready, new empty folder (initdb, migrations):        ${Math.round(coldEmptyMs)} ms`);
console.info(`  ready, existing empty database:                      ${Math.round(warmEmptyMs)} ms`);
console.info(
  `  ready, existing full database:                       ${bars.readyFullMs} ms (${scaling.at(-1).factor}x data: ${scaling.at(-1).readyMs} ms)`,
);
console.info(`  RSS idle / after load (cached server):               ${rssIdle} MB / ${rssAfterLoad} MB`);
console.info(`  RSS peak over the run (every server, every 100 ms):  ${peak.mb} MB (${peak.server})`);
const checks = [
  ["cached API reads ≥ 0.5× /healthz (req/s)", bars.cachedApiMinRatio >= 0.5, bars.cachedApiMinRatio],
  ["cached pages ≥ 0.4× /healthz (req/s)", bars.cachedHtmlMinRatio >= 0.4, bars.cachedHtmlMinRatio],
  ["ready on an existing database ≤ 2 s", bars.readyFullMs <= 2000, `${bars.readyFullMs} ms`],
  ["idle RSS ≤ 250 MB", rssIdle <= 250, `${rssIdle} MB`],
  [
    "uncached GET /api/fabrics ≥ 0.08× /healthz (req/s)",
    bars.uncachedFabricsApiRatio >= 0.08,
    bars.uncachedFabricsApiRatio,
  ],
  [
    "uncached page /fabrics ≥ 0.03× /healthz (req/s)",
    bars.uncachedFabricsPageRatio >= 0.03,
    bars.uncachedFabricsPageRatio,
  ],
  [
    "uncached page /fabric/:id ≥ 0.03× /healthz (req/s)",
    bars.uncachedFabricPageRatio >= 0.03,
    bars.uncachedFabricPageRatio,
  ],
  ["peak RSS over the whole run ≤ 350 MB", peak.mb <= 350, `${peak.mb} MB`],
  ...[
    ["cached", "GET /api/fabrics (finder)", 0.3],
    ["cached", "page /fabrics (finder)", 0.3],
    ["uncached", "GET /api/fabrics (finder)", 0.03],
    ["uncached", "page /fabrics (finder)", 0.03],
  ].map(([server, target, bar]) => [
    `${server} ${target} at ${finderFabrics} fabrics ≥ ${bar}× /healthz (req/s)`,
    finderRatio(server, target) >= bar,
    finderRatio(server, target),
  ]),
];
console.info("\nBars");
for (const [label, ok, value] of checks) console.info(`  ${ok ? "PASS" : "FAIL"}  ${label} (${value})`);
console.info(
  `  info  server capacity (/healthz's server µs ÷ the target's): cached API reads ≥ ${bars.cachedApiMinCapacity}×, cached pages ≥ ${bars.cachedHtmlMinCapacity}×`,
);

const result = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  },
  settings: {
    seconds: SECONDS,
    rounds: ROUNDS,
    connections: CONNECTIONS,
    build: path.relative(root, buildDir),
  },
  data: scaled.counts,
  throughput: rows,
  scaling,
  finder: { fabrics: finderFabrics, filter: FINDER, rows: finderRows },
  start: {
    newEmptyFolderMs: Math.round(coldEmptyMs),
    existingEmptyMs: Math.round(warmEmptyMs),
    existingFullMs: bars.readyFullMs,
    demoSeedMs: Math.round(seeded.readyMs),
  },
  rss: { idleMb: rssIdle, afterLoadMb: rssAfterLoad, peakMb: peak.mb, peakServer: peak.server },
  node: START,
  bars: Object.fromEntries(checks.map(([label, ok, value]) => [label, { ok, value }])),
  totalSeconds: Math.round((Date.now() - started) / 1000),
};
const outDir = path.join(root, "bench-results");
fs.mkdirSync(outDir, { recursive: true });
const outFile = path.join(outDir, `bench-${result.date.replace(/[:.]/g, "-")}.json`);
fs.writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);
console.info(`\n${path.relative(root, outFile)} written; ${result.totalSeconds} s in all`);
process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
