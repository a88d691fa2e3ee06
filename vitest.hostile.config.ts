import { defineConfig } from "vitest/config";

// The hostile-input suite (tests/hostile): black-box attacks over HTTP on the built server,
// started once per run by the global setup. Run through `npm run test:hostile`, which runs it
// on PGlite and on PostgreSQL (HOSTILE_DB) and prints the totals.
export default defineConfig({
  test: {
    name: "hostile",
    environment: "node",
    include: ["tests/hostile/**/*.test.ts"],
    globalSetup: ["tests/hostile/support/global-setup.ts"],
    // One server, one file at a time: memory and file counts are measured while nothing else runs.
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
