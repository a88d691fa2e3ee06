import { defineConfig } from "vitest/config";

const include = [
  "tests/api/**/*.test.ts",
  "tests/unit/**/*.test.{ts,tsx}",
  "app/**/*.test.{ts,tsx}",
  "common/**/*.test.ts",
  "server/**/*.test.ts",
];

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
// Two projects: every test on embedded PGlite, and the API tests again on PostgreSQL
// when the runner (scripts/test.mjs) found a server and set TEST_POSTGRES=1.
export default defineConfig({
  test: {
    environment: "node",
    globalSetup: ["tests/helpers/global-setup.ts"],
    // Under CI the machine may be busier: a test that only ran slow must not fail there (the
    // slowest here, a new site's migrations and an archive round trip, take 15 s on 2 cores).
    testTimeout: process.env.CI ? 60_000 : 30_000,
    hookTimeout: process.env.CI ? 120_000 : 60_000,
    pool: "forks",
    maxWorkers: 2,
    // A worker runs its files one after another in one module graph instead of importing the
    // server anew for each (two thirds of a file's time went to imports): the tests share no
    // state through modules (each makes its own app and data), and stubbed globals are put back
    // after each test.
    isolate: false,
    unstubGlobals: true,
    projects: [
      { extends: true as const, test: { name: "pglite", include, env: { TEST_DB: "pglite" } } },
      ...(process.env.TEST_POSTGRES === "1"
        ? [
            {
              extends: true as const,
              test: { name: "postgres", include: ["tests/api/**/*.test.ts"], env: { TEST_DB: "postgres" } },
            },
          ]
        : []),
    ],
  },
});
