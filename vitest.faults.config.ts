import { defineConfig } from "vitest/config";

// Fault, load and operations tests: the built server (BUILD_DIR, default build/) started as
// child processes on temp data folders, one file at a time (each starts its own servers on
// its own ports, 3700-3799). `npm run build` first.
export default defineConfig({
  test: {
    name: "faults",
    environment: "node",
    include: ["tests/faults/**/*.test.ts"],
    globalSetup: ["tests/faults/global-setup.ts"],
    setupFiles: ["tests/faults/setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
    fileParallelism: false,
    // Real processes, signals, ports and clocks: a test that fails is run once more, and the
    // summary names it (RETRIED TEST) so a flaky one is seen; failing twice fails the run.
    retry: 1,
    maxWorkers: 1,
    reporters: ["default", "./tests/helpers/summary-reporter.ts"],
  },
});
