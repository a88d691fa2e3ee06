#!/usr/bin/env node
// `npm run perf:main-thread`: the browser's main-thread work on a page, two builds side by side.
// Lighthouse's TBT and main-thread figures move by a quarter between runs on a busy machine; this
// loads each page in the machine's Chromium on one build and then the other, in interleaved rounds
// (order reversed every round), as a phone would (375 px, touch, CPU slowed 4× as Lighthouse's
// mobile run does), each time in a fresh browser context (nothing cached), and waits until the
// page has been still for a second. It reads Chromium's own counters (Performance.getMetrics):
// all main-thread task time, the part running script, style and layout, and the long tasks'
// blocking time (each task's time over 50 ms, as TBT counts it, from the first paint). The table
// gives the medians and the ratio B ÷ A; the figures go to bench-results/main-thread-<time>.json.
//
// Env: BUILD_A (default build), BUILD_B (default build), MAIN_PAGES (comma-separated paths,
// default /,/fabrics,/fabric/1), MAIN_ROUNDS (default 6), MAIN_CPU_SLOWDOWN (default 4),
// MAIN_LANGUAGE (default tr), MAIN_PORT (default 3543: A on it, B on the next), CHROME_PATH
// (default /usr/bin/chromium).
// Example: BUILD_A=/tmp/before/build BUILD_B=build npm run perf:main-thread
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { startBuild } from "./lib/compare-servers.mjs";
import { median } from "./lib/load.mjs";

const root = path.resolve(import.meta.dirname, "..");
const builds = { A: process.env.BUILD_A ?? "build", B: process.env.BUILD_B ?? "build" };
const firstPort = Number(process.env.MAIN_PORT ?? 3543);
const ports = { A: firstPort, B: firstPort + 1 };
const pages = (process.env.MAIN_PAGES ?? "/,/fabrics,/fabric/1").split(",").map((p) => p.trim());
const ROUNDS = Number(process.env.MAIN_ROUNDS ?? 6);
const SLOWDOWN = Number(process.env.MAIN_CPU_SLOWDOWN ?? 4);
const language = process.env.MAIN_LANGUAGE ?? "tr";
/** The counters read, as Chromium names them (seconds), and the table's names. */
const COUNTERS = {
  TaskDuration: "tasks",
  ScriptDuration: "script",
  RecalcStyleDuration: "style",
  LayoutDuration: "layout",
};
const QUIET_MS = 1000;
const LIMIT_MS = 30_000;

/** Trace categories for the tasks' thread time (CPU time, which other processes on the machine do not stretch). */
const TRACE = ["toplevel", "disabled-by-default-devtools.timeline", "loading"];

/**
 * The page's main-thread tasks from a trace, by the thread's CPU time (`tdur`): their sum, and
 * their blocking time from the first paint as TBT counts it. Wall time (the counters above) grows
 * when other processes share the machine; a thread's CPU time hardly does. Chromium's CPU
 * throttling keeps the thread busy, so `tdur` already includes the slowdown.
 */
function threadTime(buffer) {
  const events = JSON.parse(buffer.toString()).traceEvents;
  const paint = events.find((e) => e.name === "firstContentfulPaint");
  if (!paint) return { cpu: 0, "cpu block": 0 };
  let cpu = 0;
  let blocking = 0;
  for (const e of events) {
    if (e.ph !== "X" || e.name !== "RunTask" || e.pid !== paint.pid || e.tid !== paint.tid) continue;
    const ms = (e.tdur ?? 0) / 1000;
    cpu += ms;
    if (e.ts >= paint.ts) blocking += Math.max(0, ms - 50);
  }
  return { cpu, "cpu block": blocking };
}

async function measure(browser, origin, target) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: language,
    extraHTTPHeaders: { "accept-language": language },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
    await cdp.send("Performance.enable");
    // Long tasks are kept from the start of the document (a buffered observer reads them later).
    await page.addInitScript(() => {
      const tasks = [];
      Object.defineProperty(window, "__longTasks", { value: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: "longtask", buffered: true });
    });
    await browser.startTracing(page, { categories: TRACE });
    const answer = await page.goto(`${origin}${target}`, { waitUntil: "load" });
    if (!answer?.ok()) throw new Error(`${origin}${target}: HTTP ${answer?.status()}`);
    const read = async () =>
      Object.fromEntries((await cdp.send("Performance.getMetrics")).metrics.map((m) => [m.name, m.value]));
    // Still: the main thread worked less than 5% of a whole second.
    const started = Date.now();
    let last = await read();
    for (;;) {
      await new Promise((done) => setTimeout(done, QUIET_MS));
      const now = await read();
      const busy = (now.TaskDuration - last.TaskDuration) * 1000;
      last = now;
      if (busy < QUIET_MS * 0.05 || Date.now() - started > LIMIT_MS) break;
    }
    const blocking = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
      return window.__longTasks
        .filter(([start]) => start >= paint)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    });
    const figures = { blocking, ...threadTime(await browser.stopTracing()) };
    for (const [name, label] of Object.entries(COUNTERS)) figures[label] = last[name] * 1000;
    return figures;
  } finally {
    await context.close();
  }
}

const origins = {};
for (const side of ["A", "B"]) {
  await startBuild(builds[side], ports[side]);
  origins[side] = `http://127.0.0.1:${ports[side]}`;
}
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
const runs = new Map();
try {
  // One load each first, unrecorded: the servers' first answers and the browser's own start.
  for (const target of pages) for (const side of ["A", "B"]) await measure(browser, origins[side], target);
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of pages) {
      for (const side of round % 2 === 0 ? ["A", "B"] : ["B", "A"]) {
        const key = `${target} ${side}`;
        runs.set(key, [...(runs.get(key) ?? []), await measure(browser, origins[side], target)]);
      }
    }
  }
} finally {
  await browser.close();
}

const labels = ["tasks", "script", "style", "layout", "blocking", "cpu", "cpu block"];
const out = (line) => process.stdout.write(`${line}\n`);
out(
  `A = ${builds.A}, B = ${builds.B}; ${ROUNDS} rounds, CPU slowed ${SLOWDOWN}×, 375 px, ${language}; medians in ms`,
);
out(
  `${"page".padEnd(14)}${labels.map((l) => `${`A ${l}`.padStart(12)}${`B ${l}`.padStart(12)}${"B÷A".padStart(6)}`).join("")}`,
);
const table = {};
for (const target of pages) {
  const cells = [];
  table[target] = {};
  for (const label of labels) {
    const a = median(runs.get(`${target} A`).map((r) => r[label]));
    const b = median(runs.get(`${target} B`).map((r) => r[label]));
    table[target][label] = { A: a, B: b, ratio: a > 0 ? b / a : null };
    cells.push(
      `${a.toFixed(0).padStart(12)}${b.toFixed(0).padStart(12)}${(a > 0 ? (b / a).toFixed(2) : "–").padStart(6)}`,
    );
  }
  out(`${target.padEnd(14)}${cells.join("")}`);
}
const outDir = path.join(root, "bench-results");
fs.mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `main-thread-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
fs.writeFileSync(
  file,
  `${JSON.stringify({ builds, rounds: ROUNDS, slowdown: SLOWDOWN, language, table, runs: Object.fromEntries(runs) }, null, 2)}\n`,
);
out(`figures: ${path.relative(root, file)}`);
process.exit(0);
