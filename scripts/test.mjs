#!/usr/bin/env node
// Runs every test: the page-weight budgets, unit and API tests (Vitest) on PGlite and on
// PostgreSQL, the black-box hostile-input, fault and two-process suites against the built server,
// then the browser tests (Playwright, Debian's Chromium). Prints each stage's wall time, a figure
// of the machine's speed, the slowest test files and one summary line.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { run, runCounted, runPiped } from "./lib/run-process.mjs";
import { apiTestsOnMachineNode } from "./lib/machine-node.mjs";
import { collectFailures, slowestFiles } from "./lib/test-reports.mjs";

const ci = process.env.CI === "true" || process.env.CI === "1";
const root = path.resolve(import.meta.dirname, "..");
// Playwright empties test-results/ when it starts, so the reports live beside it.
const results = path.join(root, "test-reports");
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });
const databaseUrl = process.env.TEST_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test";
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const notes = [];
/** The whole run's budget: past it the summary warns and names the slowest files (docs/performance.md). */
const BUDGET_MIN = 40;

/**
 * Wall time of each stage: [name, seconds]. `.ci/run` hands over its own (install, rules) in a
 * file read at the end: its type check may still run when the tests start.
 */
const stages = [];
const runStarted = Number(process.env.CI_STARTED_AT) || Date.now();

function readCiStages() {
  const file = process.env.CI_STAGES;
  if (!file || !fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [seconds, ...name] = line.split(" ");
      return [name.join(" "), Number(seconds)];
    });
}

/** Runs one stage and records its wall time. */
async function stage(name, fn) {
  const started = Date.now();
  // The stage's row comes before the rows its parts add while it runs.
  const row = [name, 0];
  stages.push(row);
  try {
    return await fn();
  } finally {
    const seconds = (Date.now() - started) / 1000;
    row[1] = seconds;
    console.info(`\n--- stage "${name}": ${seconds.toFixed(1)} s\n`);
  }
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const env = { TEST_REPORTS: results };

// 1. The production build: the site and browser tests run against it.
if ((await stage("build", () => run("npm", ["run", "build", "--silent"]))) !== 0) {
  console.error("The build failed; no test was run.");
  process.exit(1);
}

// 2. Unit and API tests: every test on PGlite and the API tests again on PostgreSQL, in one
// Vitest run (its workers take files of both projects as they come).
const pgState = await postgresReachable();
if (pgState !== true) {
  const why = `PostgreSQL at ${databaseUrl.replace(/\/\/[^@]*@/, "//")} is not reachable (${pgState})`;
  if (ci) {
    console.error(`${why}. CI runs the PostgreSQL tests for real: start it (see README.md).`);
    process.exit(1);
  }
  notes.push(
    `SKIPPED: the PostgreSQL run of the API tests: ${why}. Set TEST_DATABASE_URL or start PostgreSQL to run them.`,
  );
}
// The seeded data folder (the built server's first start with the demo content, some 25 s of
// mostly one core) that the machine figure, the page weight and the browser tests copy: made
// beside the Vitest run, which it does not touch.
const seeding = (async () => {
  const started = Date.now();
  const result = await runPiped(
    "node",
    ["--input-type=module", "-e", 'await (await import("./scripts/lib/seeded-data.mjs")).ensureSeededData()'],
    {},
    "[seeded data] ",
  );
  return { status: result.status, seconds: (Date.now() - started) / 1000 };
})();

const vitest = await stage(pgState === true ? "vitest (pglite + postgres)" : "vitest (pglite)", () =>
  runCounted(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=./tests/helpers/summary-reporter.ts"],
    {
      ...env,
      TEST_POSTGRES: pgState === true ? "1" : "0",
    },
  ),
);
const suites = [{ name: "Vitest run", ...vitest }];
// The two projects share the run's workers, so each one's share is the sum of its files' times.
for (const project of ["pglite", "postgres"]) {
  const file = path.join(results, `${project}.files.json`);
  if (!fs.existsSync(file)) continue;
  const seconds = JSON.parse(fs.readFileSync(file, "utf8")).reduce((sum, f) => sum + f.seconds, 0);
  stages.push([`  vitest: ${project} (sum of its files' times)`, seconds]);
}

const seeded = await seeding;
stages.push(["  seeded data folder (beside Vitest)", seeded.seconds]);
if (seeded.status !== 0) {
  suites.push({
    name: "making of the seeded data folder",
    status: seeded.status,
    failures: [],
    counts: null,
  });
}

// 2b. How fast this machine is, measured with nothing else running, so that a slow run can be told
// from a slow machine; then the page weight: JavaScript and CSS per public page against the
// budgets of QUALITY.md. Both start the built server on a copy of the seeded data folder.
let machine = "machine: not measured";
await stage("machine figure", async () => {
  const result = await runPiped("node", ["scripts/machine-figure.mjs"]);
  machine =
    result.lines.find((line) => line.startsWith("machine:")) ??
    `machine: not measured (exit ${result.status})`;
});
const sizeStatus = await stage("page weight", () =>
  pkg.scripts?.["perf:size"] ? run("npm", ["run", "--silent", "perf:size"]) : 0,
);

// 3. The black-box suites against the built server (hostile input; faults, load, operations;
// two processes on one PostgreSQL database, which needs the server at TEST_DATABASE_URL). The
// hostile suite (its PGlite and PostgreSQL halves side by side) runs beside the fault suite and
// then the two-process one: their ports do not overlap (3600-3639, 3700-3799, 3500-3599) and
// much of their time is spent waiting on real clocks (cut slow clients, a mail server down for
// seconds, drains, restarts), so two cores carry the three at once. Each line of their output
// carries the suite's name; each suite's wall time is a stage of its own.
const blackBox = [
  ["hostile-input suite", "test:hostile", "hostile (pglite, postgres)", ""],
  ["fault suite", "test:faults", "faults", "[faults] "],
  ["two-process suite", "test:cluster", "cluster", "[cluster] "],
].filter(([, script]) => pkg.scripts?.[script]);
if (pgState !== true && blackBox.some(([, script]) => script === "test:cluster")) {
  // Unreachable PostgreSQL under CI=true stopped the run above already.
  notes.push(
    "SKIPPED: the two-process suite: it needs the PostgreSQL server at TEST_DATABASE_URL (see above).",
  );
}
/** Runs the named suites one after the other, each recorded as a sub-stage. */
async function runSuites(list) {
  for (const [name, script, label, prefix] of list) {
    if (script === "test:cluster" && pgState !== true) continue;
    const started = Date.now();
    const result = await runCounted(
      "npm",
      ["run", "--silent", script],
      { ...env, TEST_DATABASE_URL: databaseUrl },
      prefix,
    );
    stages.push([`  ${label}`, (Date.now() - started) / 1000]);
    suites.push({ name, ...result });
  }
}
async function runOnMachineNode() {
  const ran = await apiTestsOnMachineNode(results);
  if (!ran) return;
  stages.push(ran.stage);
  suites.push(ran.suite);
}
await stage(
  `black-box suites: hostile | faults, then cluster${process.env.MACHINE_NODE ? " | API tests on the machine's Node" : ""}`,
  () =>
    Promise.all([
      runSuites(blackBox.filter(([, script]) => script === "test:hostile")),
      runSuites(blackBox.filter(([, script]) => script !== "test:hostile")),
      runOnMachineNode(),
    ]),
);

// 4. Browser tests.
let e2eStatus = 0;
const E2E_PROJECTS = ["desktop", "mobile"];
const e2eJsonOf = (project) => path.join(results, `playwright-${project}.json`);
const hasE2e =
  fs.existsSync(path.join(root, "tests/e2e")) &&
  fs.readdirSync(path.join(root, "tests/e2e")).some((f) => f.endsWith(".spec.ts"));
if (hasE2e) {
  if (!fs.existsSync(chromium)) {
    const why = `Chromium not found at ${chromium} (install it with: apt-get install chromium, or set CHROMIUM_PATH)`;
    if (ci) {
      console.error(why);
      process.exit(1);
    }
    notes.push(`SKIPPED: the browser tests: ${why}.`);
  } else {
    e2eStatus = await stage("browser (desktop and mobile side by side)", runBrowserProjects);
  }
}

/**
 * The desktop and mobile projects run side by side, each in its own Playwright process; each
 * worker has its own server on a fresh copy of the seeded data (tests/e2e/fixtures.ts), on ports
 * E2E_PORT + 10 × the project's place + the worker's slot. Each line of their output carries the
 * project's name; each project's wall time is a stage of its own.
 */
async function runBrowserProjects() {
  const basePort = Number(process.env.E2E_PORT ?? 3210);
  const codes = await Promise.all(
    E2E_PROJECTS.map(async (project, i) => {
      const started = Date.now();
      const { status } = await runPiped(
        "npx",
        ["playwright", "test", `--project=${project}`, `--output=test-results/${project}`],
        { E2E_PORT: String(basePort + 10 * i), PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJsonOf(project) },
        `[${project}] `,
      );
      stages.push([`  browser: ${project}`, (Date.now() - started) / 1000]);
      return status;
    }),
  );
  return codes.find((code) => code !== 0) ?? 0;
}

// 5. One summary: the stage times, the machine, the slowest files, the failed tests, the counts.
const { failedTests, counts } = collectFailures({ root, results, projects: E2E_PROJECTS });
let { passed, failed, skipped } = counts;
for (const project of E2E_PROJECTS) {
  if (!fs.existsSync(e2eJsonOf(project)) && e2eStatus !== 0) {
    notes.push(`FAILED: the ${project} browser tests ended without a report.`);
    failed += 1;
  }
}
for (const suite of suites) {
  failedTests.push(...suite.failures);
  if (suite.counts) {
    passed += suite.counts.passed;
    failed += suite.counts.failed;
    skipped += suite.counts.skipped;
  }
  if (suite.status !== 0) {
    notes.push(`FAILED: the ${suite.name} exited with status ${suite.status}.`);
    if (!suite.counts?.failed) failed += 1;
  }
}
if (sizeStatus !== 0) {
  notes.push("FAILED: a page is over its JavaScript or CSS budget (see the perf:size table above).");
  failed += 1;
}

const totalSeconds = (Date.now() - runStarted) / 1000;
const minutes = (s) => `${(s / 60).toFixed(1)} min`;
console.info("\nStage times (wall clock):");
for (const [name, seconds] of [...readCiStages(), ...stages])
  console.info(`  ${name.padEnd(44)} ${seconds.toFixed(1).padStart(7)} s`);
console.info(`  ${"total".padEnd(44)} ${totalSeconds.toFixed(1).padStart(7)} s (${minutes(totalSeconds)})`);
console.info(machine);
const slowest = slowestFiles({ root, results, projects: E2E_PROJECTS }).slice(0, 10);
console.info("Slowest test files (wall time of the file in its suite):");
for (const file of slowest)
  console.info(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.suite} ${file.file}`);
if (totalSeconds > BUDGET_MIN * 60) {
  console.info(
    `WARNING: the test run took ${minutes(totalSeconds)}, over its ${BUDGET_MIN} min budget; the slowest files are listed above (docs/performance.md, "The test run").`,
  );
}

console.info("");
const shown = failedTests.map((line) => (line.length > 400 ? `${line.slice(0, 400)}…` : line));
for (const line of shown.slice(0, 40)) console.info(line);
if (shown.length > 40) console.info(`…and ${shown.length - 40} more failed tests (see above).`);
for (const note of notes) console.info(note);
console.info(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(e2eStatus !== 0 || sizeStatus !== 0 || suites.some((x) => x.status !== 0) || failed > 0 ? 1 : 0);
