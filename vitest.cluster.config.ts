import { defineConfig } from "vitest/config";

// Several processes of one build on one PostgreSQL database (tests/cluster): the built server
// (BUILD_DIR, default build/) started twice, at the same moment, on a fresh database of the
// shared server (TEST_DATABASE_URL), ports 3500-3599, uploads in a bucket of an S3 test server
// the test starts (CLUSTER_STORAGE=local: a shared DATA_DIR instead). `npm run build` first.
export default defineConfig({
  test: {
    name: "cluster",
    environment: "node",
    include: ["tests/cluster/**/*.test.ts"],
    setupFiles: ["tests/faults/setup.ts"],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: "forks",
    fileParallelism: false,
    maxWorkers: 1,
    // The tests follow one another on the same two processes: a retry would not start afresh.
    retry: 0,
    reporters: ["default", "./tests/helpers/summary-reporter.ts"],
  },
});
