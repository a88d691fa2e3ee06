import type { Reporter, TestModule } from "vitest/node";

/** Ends the run with one line the CI log can be searched for: `N passed, N failed, N skipped`. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const failures: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        const { flaky, retryCount } = test.diagnostic() ?? { flaky: false, retryCount: 0 };
        if (state === "passed" && flaky) {
          const why = test.result().errors?.[0]?.message?.split("\n")[0] ?? "";
          failures.push(
            `RETRIED TEST: ${module.moduleId.split("/tests/").at(-1)} › ${test.fullName} passed on attempt ${retryCount + 1} — ${why}`,
          );
        }
        if (state === "passed") counts.passed++;
        else if (state === "failed") {
          counts.failed++;
          const why = test.result().errors?.[0]?.message?.split("\n")[0] ?? "";
          failures.push(
            `FAILED TEST: ${module.moduleId.split("/tests/").at(-1)} › ${test.fullName} — ${why}`,
          );
        } else counts.skipped++;
      }
      // A file that failed before its tests ran (import error, failing beforeAll) counts too.
      if (
        module.state() === "failed" &&
        [...module.children.allTests()].every((t) => t.result().state !== "failed")
      ) {
        counts.failed++;
        failures.push(`FAILED TEST: ${module.moduleId.split("/tests/").at(-1)} failed before its tests ran`);
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
