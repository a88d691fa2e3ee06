// Reads the reports the suites leave in test-reports/ (scripts/test.mjs): the browser tests'
// failures and counts (Playwright's JSON), and every suite's time per test file.
import fs from "node:fs";
import path from "node:path";

const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null);

/** Each Playwright spec's tests, with the trail of suite titles above it. */
function* playwrightTests(suite, trail = []) {
  const here = suite.title ? [...trail, suite.title] : trail;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) yield { spec, test, trail: here };
  }
  for (const child of suite.suites ?? []) yield* playwrightTests(child, here);
}

const plain = (text) => (text ?? "").replace(ANSI_COLOUR, "");

/**
 * Where a failed test stood: the line of its spec and what that line was waiting for (a timeout's
 * first error names neither: the step it interrupted comes as a second error).
 */
function where(result, root) {
  const located = (result?.errors ?? []).find((error) => error.location);
  if (!located) return "";
  const { file, line } = located.location;
  const lines = plain(located.message).split("\n");
  const waiting = lines.find((l) => /^\s*- waiting for /.test(l))?.trim().replace(/^- /, "");
  const first = lines[0].replace(/^Error: /, "");
  const what = [first, waiting].filter(Boolean).join("; ");
  return ` [at ${path.relative(root, file)}:${line}: ${what.slice(0, 300)}]`;
}

/** The browser projects' `FAILED TEST:` lines and counts. */
export function collectFailures({ root = process.cwd(), results, projects }) {
  const failedTests = [];
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const project of projects) {
    const report = readJson(path.join(results, `playwright-${project}.json`));
    if (!report) continue;
    for (const suite of report.suites ?? []) {
      for (const { spec, test, trail } of playwrightTests(suite)) {
        if (test.status !== "unexpected") continue;
        const result = test.results?.at(-1);
        const why = plain(result?.error?.message).split("\n")[0];
        failedTests.push(
          `FAILED TEST: browser [${test.projectName}] › ${[...trail, spec.title].join(" › ")} — ${why}${where(result, root)}`,
        );
      }
    }
    const s = report.stats;
    counts.passed += s.expected + s.flaky;
    counts.failed += s.unexpected;
    counts.skipped += s.skipped;
  }
  return { failedTests, counts };
}

/** Every test file of every suite with its time, slowest first: [{suite, file, seconds}]. */
export function slowestFiles({ root, results, projects }) {
  const files = [];
  if (!fs.existsSync(results)) return files;
  for (const name of fs.readdirSync(results)) {
    const full = path.join(results, name);
    let match = /^(.+)\.files\.json$/.exec(name);
    if (match) {
      for (const f of readJson(full) ?? []) files.push({ suite: match[1], file: f.file, seconds: f.seconds });
      continue;
    }
    match = /^hostile-(.+)\.json$/.exec(name);
    if (match) {
      for (const f of readJson(full)?.testResults ?? []) {
        files.push({
          suite: `hostile ${match[1]}`,
          file: path.relative(root, f.name),
          seconds: (f.endTime - f.startTime) / 1000,
        });
      }
    }
  }
  for (const project of projects) {
    const report = readJson(path.join(results, `playwright-${project}.json`));
    if (!report) continue;
    const byFile = new Map();
    for (const suite of report.suites ?? []) {
      for (const { spec, test } of playwrightTests(suite)) {
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms / 1000);
      }
    }
    for (const [file, seconds] of byFile)
      files.push({ suite: `browser ${project}`, file: `tests/e2e/${file}`, seconds });
  }
  return files.sort((a, b) => b.seconds - a.seconds);
}
