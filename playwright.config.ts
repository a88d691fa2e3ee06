import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e admin passphrase" };

// Browser tests run against the production build, on a fresh data folder with the demo
// content, in Debian's Chromium (Playwright never downloads a browser here).
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // One worker per project: the tests of a project share its server. scripts/test.mjs runs the
  // two projects side by side, each in its own process against its own server (E2E_PORT).
  workers: 1,
  retries: 0,
  // A test's own budget; under CI the machine may be busier than a developer's, and a test that
  // only ran slow must not fail there (a test marked slow gets three times this).
  timeout: process.env.CI ? 90_000 : 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    // A test tagged @any-screen checks what the screen size cannot change (server answers, status
    // codes, redirects, cookies, validation messages): it runs once, on the desktop.
    {
      name: "mobile",
      use: { ...devices["Pixel 5"], viewport: { width: 375, height: 740 } },
      grepInvert: /@any-screen/,
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Browser tests post many forms from one IP; the default limit has its own API test.
      FORM_RATE_LIMIT: "1000",
      // Wrong passwords and codes of several tests add up on the one admin account in 15 min.
      LOGIN_MAX_FAILURES: "20",
    },
  },
});
