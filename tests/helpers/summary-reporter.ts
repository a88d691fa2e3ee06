import fs from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Ends a Vitest run with the lines the CI log can be searched for: a `FAILED TEST:` line for each
 * test that failed (and `RETRIED TEST:` for one that passed only on its retry), each naming its
 * project, then `N passed, N failed, N skipped`. With TEST_REPORTS=<dir> (scripts/test.mjs sets
 * it) it also writes each file's wall time to <dir>/<project>.files.json, for the runner's list
 * of the slowest files.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    if (process.env.TEST_REPORTS) writeFileTimes(process.env.TEST_REPORTS, testModules);
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const failures: string[] = [];
    for (const module of testModules) {
      const where = `${module.project.name ? `${module.project.name} › ` : ""}${module.moduleId.split("/tests/").at(-1)}`;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        const { flaky, retryCount } = test.diagnostic() ?? { flaky: false, retryCount: 0 };
        if (state === "passed" && flaky) {
          const why = test.result().errors?.[0]?.message?.split("\n")[0] ?? "";
          failures.push(`RETRIED TEST: ${where} › ${test.fullName} passed on attempt ${retryCount + 1} — ${why}`);
        }
        if (state === "passed") counts.passed++;
        else if (state === "failed") {
          counts.failed++;
          const why = test.result().errors?.[0]?.message?.split("\n")[0] ?? "";
          failures.push(`FAILED TEST: ${where} › ${test.fullName} — ${why}`);
        } else counts.skipped++;
      }
      // A file that failed before its tests ran (import error, failing beforeAll) counts too.
      if (
        module.state() === "failed" &&
        [...module.children.allTests()].every((t) => t.result().state !== "failed")
      ) {
        counts.failed++;
        failures.push(`FAILED TEST: ${where} failed before its tests ran`);
      }
    }
    counts.failed += unhandledErrors.length;
    for (const error of unhandledErrors) {
      failures.push(
        `FAILED TEST: unhandled error — ${String((error as Error)?.message ?? error).split("\n")[0]}`,
      );
    }
    // Repeated just above the counts, so the end of a long log names what failed.
    if (failures.length > 0) process.stdout.write(`\n${failures.join("\n")}\n`);
    process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}

function writeFileTimes(dir: string, testModules: ReadonlyArray<TestModule>) {
  const byProject = new Map<string, { file: string; seconds: number; tests: number }[]>();
  for (const module of testModules) {
    const name = module.project.name || "vitest";
    const files = byProject.get(name) ?? [];
    // Its setup, its imports and its tests and hooks: the file's share of a worker's time.
    const d = module.diagnostic();
    files.push({
      file: path.relative(process.cwd(), module.moduleId),
      seconds: (d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration) / 1000,
      tests: [...module.children.allTests()].length,
    });
    byProject.set(name, files);
  }
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, files] of byProject) {
    fs.writeFileSync(path.join(dir, `${name}.files.json`), JSON.stringify(files));
  }
}
