#!/usr/bin/env node
// Runs every test: the page-weight budgets, unit and API tests (Vitest) on PGlite and on
// PostgreSQL, the black-box hostile-input and fault suites against the built server, then the
// browser tests (Playwright, Debian's Chromium). Prints one summary line.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

const ci = process.env.CI === "true" || process.env.CI === "1";
const root = path.resolve(import.meta.dirname, "..");
// Playwright empties test-results/ when it starts, so the reports live beside it.
const results = path.join(root, "test-reports");
fs.mkdirSync(results, { recursive: true });
const databaseUrl = process.env.TEST_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test";
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const notes = [];

function run(command, args, env = {}) {
  const r = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return r.status ?? 1;
}

/** Runs a suite that ends by printing `N passed, N failed[, N skipped]`; echoes its output. */
function runCounted(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, ...env },
    });
    let tail = "";
    let pending = "";
    const failures = [];
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      const text = chunk.toString("utf8");
      tail = (tail + text).slice(-4000);
      const lines = (pending + text).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) if (/^(FAILED|RETRIED) TEST: /.test(line)) failures.push(line);
    });
    child.on("close", (code) => {
      const found = [...tail.matchAll(/(\d+) passed, (\d+) failed(?:, (\d+) skipped)?/g)].at(-1);
      if (/^(FAILED|RETRIED) TEST: /.test(pending)) failures.push(pending);
      resolve({
        status: code ?? 1,
        failures: [...new Set(failures)],
        counts: found
          ? { passed: Number(found[1]), failed: Number(found[2]), skipped: Number(found[3] ?? 0) }
          : null,
      });
    });
  });
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

// 1. The production build: the site and browser tests run against it.
if (run("npm", ["run", "build", "--silent"]) !== 0) {
  console.error("The build failed; no test was run.");
  process.exit(1);
}

// 1b. Page weight: JavaScript and CSS per public page against the budgets of QUALITY.md.
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const sizeStatus = pkg.scripts?.["perf:size"] ? run("npm", ["run", "--silent", "perf:size"]) : 0;

// 2. Unit and API tests.
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
const vitestJson = path.join(results, "vitest.json");
fs.rmSync(vitestJson, { force: true });
const vitestStatus = run(
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`],
  { TEST_POSTGRES: pgState === true ? "1" : "0" },
);

// 3. The black-box suites against the built server (hostile input; faults, load, operations;
// two processes on one PostgreSQL database, which needs the server at TEST_DATABASE_URL).
const suites = [];
for (const [name, script] of [
  ["hostile-input suite", "test:hostile"],
  ["fault suite", "test:faults"],
  ["two-process suite", "test:cluster"],
]) {
  if (!pkg.scripts?.[script]) continue;
  if (script === "test:cluster" && pgState !== true) {
    // Unreachable PostgreSQL under CI=true stopped the run above already.
    notes.push(
      "SKIPPED: the two-process suite: it needs the PostgreSQL server at TEST_DATABASE_URL (see above).",
    );
    continue;
  }
  const result = await runCounted("npm", ["run", "--silent", script], { TEST_DATABASE_URL: databaseUrl });
  suites.push({ name, ...result });
}

// 4. Browser tests.
let e2eStatus = 0;
const E2E_PROJECTS = ["desktop", "mobile"];
const e2eJsonOf = (project) => path.join(results, `playwright-${project}.json`);
for (const project of E2E_PROJECTS) fs.rmSync(e2eJsonOf(project), { force: true });
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
    e2eStatus = await runBrowserProjects();
  }
}

/**
 * The desktop and mobile projects run side by side, each in its own Playwright process against
 * its own server on a fresh data folder (the tests of one project share a server's state, so
 * each project keeps one worker). A browser test mostly waits on pages and animations: one
 * project alone keeps about half a core busy, so two fill the machine's two cores without
 * crowding them. Each line of their output carries the project's name.
 */
async function runBrowserProjects() {
  const basePort = Number(process.env.E2E_PORT ?? 3210);
  const runs = E2E_PROJECTS.map(
    (project, i) =>
      new Promise((resolve) => {
        const child = spawn(
          "npx",
          ["playwright", "test", `--project=${project}`, `--output=test-results/${project}`],
          {
            cwd: root,
            stdio: ["ignore", "pipe", "pipe"],
            env: {
              ...process.env,
              E2E_PORT: String(basePort + i),
              PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJsonOf(project),
            },
          },
        );
        for (const [from, to] of [
          [child.stdout, process.stdout],
          [child.stderr, process.stderr],
        ]) {
          let pending = "";
          from.on("data", (chunk) => {
            const lines = (pending + chunk.toString("utf8")).split("\n");
            pending = lines.pop() ?? "";
            for (const line of lines) to.write(`[${project}] ${line}\n`);
          });
          from.on("end", () => pending && to.write(`[${project}] ${pending}\n`));
        }
        child.on("close", (code) => resolve(code ?? 1));
      }),
  );
  const codes = await Promise.all(runs);
  return codes.find((code) => code !== 0) ?? 0;
}

// 5. One summary, after the names of the tests that failed (the end of a long log shows them).
const failedTests = [];
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
/** Playwright's JSON report: specs nested in suites; a test failed when its outcome is unexpected. */
function playwrightFailures(suite, trail = []) {
  const here = suite.title ? [...trail, suite.title] : trail;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== "unexpected") continue;
      const error = test.results?.at(-1)?.error?.message ?? "";
      const why = error.replace(ANSI_COLOUR, "").split("\n")[0];
      failedTests.push(
        `FAILED TEST: browser [${test.projectName}] › ${[...here, spec.title].join(" › ")} — ${why}`,
      );
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here);
}
let passed = 0;
let failed = 0;
let skipped = 0;
if (fs.existsSync(vitestJson)) {
  const v = JSON.parse(fs.readFileSync(vitestJson, "utf8"));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  for (const file of v.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== "failed") continue;
      const why = String(test.failureMessages?.[0] ?? "").split("\n")[0];
      failedTests.push(`FAILED TEST: ${path.relative(root, file.name)} › ${test.fullName} — ${why}`);
    }
  }
} else if (vitestStatus !== 0) failed += 1;
for (const project of E2E_PROJECTS) {
  if (!fs.existsSync(e2eJsonOf(project))) {
    if (e2eStatus !== 0) {
      notes.push(`FAILED: the ${project} browser tests ended without a report.`);
      failed += 1;
    }
    continue;
  }
  const report = JSON.parse(fs.readFileSync(e2eJsonOf(project), "utf8"));
  const s = report.stats;
  for (const suite of report.suites ?? []) playwrightFailures(suite);
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
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

console.info("");
const shown = failedTests.map((line) => (line.length > 400 ? `${line.slice(0, 400)}…` : line));
for (const line of shown.slice(0, 40)) console.info(line);
if (shown.length > 40) console.info(`…and ${shown.length - 40} more failed tests (see above).`);
for (const note of notes) console.info(note);
console.info(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(
  vitestStatus !== 0 ||
    e2eStatus !== 0 ||
    sizeStatus !== 0 ||
    suites.some((x) => x.status !== 0) ||
    failed > 0
    ? 1
    : 0,
);
