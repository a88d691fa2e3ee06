#!/usr/bin/env node
// `npm run perf:lighthouse`: Lighthouse (mobile and desktop) on home, /fabrics (also with the
// finder's filters), /exhibitions, a fabric, an exhibition, /collections and /certificates of a built site, in the machine's Chromium (headless, no internet).
// Each page is measured PERF_RUNS times (default 3); the table shows the medians of the four
// category scores and of LCP, CLS and TBT, and lists the audits that cost points in the median
// run. Writes the figures to bench-results/lighthouse-<time>.json. Reports, never fails on a
// score (QUALITY.md: reported, not gated); exits 2 when it cannot measure.
//
// The browser asks for the site's default language (Accept-Language: tr), as a crawler without
// a language preference gets it: the pages' own URLs are then their canonical ones. With another
// Accept-Language, a URL without ?lng= is served in that language and its canonical link names
// the ?lng= URL, which Lighthouse's canonical audit reports as a cross-language canonical.
//
// Env: BUILD_DIR, PERF_PORT, PERF_URL (as perf-size), PERF_PAGES (names of scripts/lib/built-server.mjs's
// publicPages, comma-separated), PERF_RUNS (default 3), PERF_FORM_FACTORS
// (default "mobile,desktop"), PERF_LANGUAGE (Accept-Language, default tr), CHROME_PATH (default
// /usr/bin/chromium).
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { publicPages, startBuiltServer } from "./lib/built-server.mjs";
import { median } from "./lib/load.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const TARGET = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const MEASURED = (
  process.env.PERF_PAGES ??
  "home,fabrics,fabrics-finder,exhibitions,fabric,exhibition,collections,certificates"
)
  .split(",")
  .map((name) => name.trim());
const runs = Math.max(1, Number(process.env.PERF_RUNS) || 3);
const formFactors = (process.env.PERF_FORM_FACTORS ?? "mobile,desktop").split(",").map((f) => f.trim());
const language = process.env.PERF_LANGUAGE ?? "tr";
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const root = path.resolve(import.meta.dirname, "..");

function fail(message) {
  throw new Error(message);
}

let server;
let chrome;
let code = 0;
try {
  server = await startBuiltServer();
  const all = await publicPages(server.origin);
  const pages = MEASURED.map((name) => all.find(([n]) => n === name) ?? fail(`unknown page ${name}`));
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--no-first-run",
    ],
  });

  const results = [];
  for (const formFactor of formFactors) {
    // One run not counted, per form factor: the browser's own start (fonts, GPU process, V8) is
    // then not charged to the page measured first. Lighthouse clears the page's cache and storage
    // before every run, so the measured runs still load every byte of the page cold. (Cookies are
    // kept between runs: the language cookie this run sets follows the same Accept-Language.)
    await lighthouse(
      `${server.origin}${pages[pages.length - 1][1]}`,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        extraHeaders: { "Accept-Language": language },
      },
      formFactor === "desktop" ? desktopConfig : undefined,
    );
    for (const [name, pagePath] of pages) {
      const url = server.origin + pagePath;
      const samples = [];
      for (let run = 0, failures = 0; run < runs; run++) {
        const { lhr } = await lighthouse(
          url,
          {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: CATEGORIES,
            extraHeaders: { "Accept-Language": language },
          },
          formFactor === "desktop" ? desktopConfig : undefined,
        );
        if (lhr.runtimeError) {
          // A trace Lighthouse could not record (e.g. NO_NAVSTART on a busy machine): run again.
          if (++failures > 2) throw new Error(`${url}: ${lhr.runtimeError.message}`);
          process.stderr.write(`\n${formFactor} ${url}: ${lhr.runtimeError.code}, measuring again\n`);
          run--;
          continue;
        }
        samples.push(summarize(lhr));
        process.stderr.write(".");
      }
      results.push({ formFactor, page: name, path: pagePath, ...medians(samples), runs: samples });
    }
  }
  process.stderr.write("\n");
  print(results);

  const outDir = path.join(root, "bench-results");
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  const lighthouseVersion = JSON.parse(
    fs.readFileSync(path.join(root, "node_modules", "lighthouse", "package.json"), "utf8"),
  ).version;
  fs.writeFileSync(
    file,
    `${JSON.stringify({ lighthouse: lighthouseVersion, runs, language, target: TARGET, results }, null, 2)}\n`,
  );
  console.info(`\nwritten: ${path.relative(root, file)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 2;
} finally {
  await chrome?.kill();
  await server?.stop();
}
process.exit(code);

/** The figures of one run, and the audits that cost points (score < 1, weighted or failing). */
function summarize(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  );
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const losing = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.score >= 1) continue;
      if (ref.weight === 0 && a.scoreDisplayMode !== "binary") continue;
      losing.push(`${category}:${ref.id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
    }
  }
  return {
    scores,
    lcpMs: Math.round(audit("largest-contentful-paint")),
    cls: Number((audit("cumulative-layout-shift") ?? 0).toFixed(3)),
    tbtMs: Math.round(audit("total-blocking-time")),
    fcpMs: Math.round(audit("first-contentful-paint")),
    // The main thread's work while loading (Lighthouse's breakdown: parsing, script, style, layout).
    mainThreadMs: Math.round(audit("mainthread-work-breakdown")),
    // The machine's speed as Lighthouse rates it (~1,000–2,000 on a laptop): scores are read beside it.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    losing,
  };
}

function medians(samples) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(samples.map((s) => s.scores[c]))]));
  // The audits of the run whose performance score is the median one.
  const byPerformance = [...samples].sort((a, b) => a.scores.performance - b.scores.performance);
  return {
    scores,
    lcpMs: median(samples.map((s) => s.lcpMs)),
    cls: median(samples.map((s) => s.cls)),
    tbtMs: median(samples.map((s) => s.tbtMs)),
    fcpMs: median(samples.map((s) => s.fcpMs)),
    mainThreadMs: median(samples.map((s) => s.mainThreadMs)),
    benchmarkIndex: median(samples.map((s) => s.benchmarkIndex)),
    losing: byPerformance[Math.floor(byPerformance.length / 2)].losing,
  };
}

function print(results) {
  const header = ["form", "page", "perf", "a11y", "best pr.", "SEO", "LCP ms", "CLS", "TBT ms", "main ms", "bench idx", ""];
  const lines = results.map((r) => {
    const missed = CATEGORIES.filter((c) => r.scores[c] < TARGET[c]);
    return [
      r.formFactor,
      `${r.page} (${r.path})`,
      String(r.scores.performance),
      String(r.scores.accessibility),
      String(r.scores["best-practices"]),
      String(r.scores.seo),
      String(r.lcpMs),
      String(r.cls),
      String(r.tbtMs),
      String(r.mainThreadMs),
      String(r.benchmarkIndex),
      r.formFactor === "mobile" ? (missed.length ? `below target: ${missed.join(", ")}` : "ok") : "",
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) =>
    cells
      .map((cell, i) => (i < 2 || i === cells.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join("  ")
      .trimEnd();
  console.info(
    `Lighthouse, median of ${runs} run(s), Accept-Language: ${language}; target (mobile): performance ≥ 95, the others 100; main ms: main-thread work while loading; bench idx: Lighthouse's benchmarkIndex of the machine`,
  );
  console.info(format(header));
  for (const line of lines) console.info(format(line));
  const losing = results.filter((r) => r.losing.length > 0);
  if (losing.length > 0) {
    console.info("\naudits that cost points (median run):");
    for (const r of losing) console.info(`  ${r.formFactor} ${r.page}: ${r.losing.join(", ")}`);
  }
}
