import type { Reporter, TestModule } from "vitest/node";

/** Ends the run with one line the CI log can be searched for: `N passed, N failed, N skipped`. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") counts.passed++;
        else if (state === "failed") counts.failed++;
        else counts.skipped++;
      }
      // A file that failed before its tests ran (import error, failing beforeAll) counts too.
      if (
        module.state() === "failed" &&
        [...module.children.allTests()].every((t) => t.result().state !== "failed")
      ) {
        counts.failed++;
      }
    }
    counts.failed += unhandledErrors.length;
    process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
