#!/usr/bin/env node
// `npm run test:hostile`: the hostile-input suite against the built server (BUILD_DIR), on PGlite
// and on a temporary PostgreSQL database (TEST_DATABASE_URL), the two halves side by side (each
// on its own block of ports: HOSTILE_PORT_BASE and 20 above it; each line of their output
// carries its database's name). Prints one line `N passed, N failed, N skipped` at the end;
// exits non-zero on a failure, and under CI=true also when PostgreSQL cannot be reached.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "..", "..");
const databaseUrl = process.env.TEST_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test";
const ci = process.env.CI === "true" || process.env.CI === "1";
const only = process.env.HOSTILE_DB; // run one half only when set
const totals = { passed: 0, failed: 0, skipped: 0 };
const notes = [];

async function postgresProblem() {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return null;
  } catch (error) {
    return `${error.code ?? ""} ${error.message}`.trim();
  } finally {
    await client.end().catch(() => {});
  }
}

const PORT_BASE = Number(process.env.HOSTILE_PORT_BASE ?? 3600);

async function run(db, portBase) {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hostile-report-")), "report.json");
  const args = [
    path.join(root, "node_modules", "vitest", "vitest.mjs"),
    "run",
    "--config",
    "vitest.hostile.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ];
  process.stdout.write(`\n=== hostile suite on ${db} ===\n`);
  const result = await new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, HOSTILE_DB: db, HOSTILE_PORT_BASE: String(portBase) },
    });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let pending = "";
      from.on("data", (chunk) => {
        const lines = (pending + chunk.toString("utf8")).split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) to.write(`[${db}] ${line}\n`);
      });
      from.on("end", () => pending && to.write(`[${db}] ${pending}\n`));
    }
    child.on("close", (code) => resolve({ status: code }));
  });
  let counted = false;
  if (fs.existsSync(report)) {
    const data = JSON.parse(fs.readFileSync(report, "utf8"));
    totals.passed += data.numPassedTests ?? 0;
    totals.failed += data.numFailedTests ?? 0;
    totals.skipped += (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0);
    counted = true;
    for (const file of data.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status !== "failed") continue;
        const why = String(test.failureMessages?.[0] ?? "").split("\n")[0];
        notes.push(`FAILED TEST: ${db} › ${path.relative(root, file.name)} › ${test.fullName} — ${why}`);
      }
    }
    if (data.numFailedTests === 0 && result.status !== 0) {
      totals.failed += 1;
      notes.push(`${db}: vitest exited with ${result.status} (setup or teardown failed)`);
    }
  }
  if (!counted) {
    totals.failed += 1;
    notes.push(`${db}: the run produced no report (exit ${result.status})`);
  }
  // The runner (scripts/test.mjs) reads each file's time from the report: kept when it asks.
  if (process.env.TEST_REPORTS && fs.existsSync(report)) {
    fs.mkdirSync(process.env.TEST_REPORTS, { recursive: true });
    fs.copyFileSync(report, path.join(process.env.TEST_REPORTS, `hostile-${db}.json`));
  }
  fs.rmSync(path.dirname(report), { recursive: true, force: true });
}

let exitCode = 0;
const halves = [];
if (!only || only === "pglite") halves.push(run("pglite", PORT_BASE));
if (!only || only === "postgres") {
  const problem = await postgresProblem();
  if (problem) {
    notes.push(`SKIPPED the PostgreSQL half: ${databaseUrl} is unreachable (${problem})`);
    if (ci) exitCode = 1;
  } else {
    halves.push(run("postgres", only ? PORT_BASE : PORT_BASE + 20));
  }
}
await Promise.all(halves);

const lines = [...notes, `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`];
process.stdout.write(`\n${lines.join("\n")}\n`);
if (totals.failed > 0) exitCode = 1;
process.exit(exitCode);
