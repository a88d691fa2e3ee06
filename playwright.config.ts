import { defineConfig, devices } from "@playwright/test";
import { SEEDED_ADMIN } from "./scripts/lib/seeded-data.mjs";
import { CHROMIUM } from "./tests/helpers/chromium";

export const E2E_ADMIN = SEEDED_ADMIN;

// Browser tests run against the production build in Debian's Chromium (tests/helpers/chromium.ts;
// Playwright never downloads a browser here). Each worker has a server of its own
// (tests/e2e/fixtures.ts) on a fresh copy of one data folder seeded once per build with the demo
// content (global setup).
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  // The tests of a file share their worker's server and run in order; files spread over the
  // workers (E2E_WORKERS, default 2; scripts/test.mjs runs the two projects side by side).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A test's own budget; under CI the machine may be busier than a developer's, and a test that
  // only ran slow must not fail there (a test marked slow gets three times this).
  timeout: process.env.CI ? 90_000 : 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json"]],
  use: {
    // A trace records every action's screenshots and DOM snapshots: about a third of the browser's
    // CPU in these tests, for a file nobody reads when the test passes (and that CI does not keep).
    // E2E_TRACE=retain-on-failure (or on) records them when a failure needs one; a failing test
    // leaves its screenshot either way.
    trace: (process.env.E2E_TRACE as "on" | "retain-on-failure" | undefined) ?? "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
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
    // codes, redirects, cookies, validation messages, the data an admin workflow leaves behind): it
    // runs once, on the desktop. The rule per test: it runs on the phone too when it looks at what
    // a page shows (layout, overflow, menus, dialogs, touch, pictures) or runs axe on it; a test
    // whose every check is data or a server's answer (rows, files, status codes, what the public
    // pages say after an admin's change) is @any-screen. So the phone keeps every public page's and
    // every admin screen's layout test, the contact messages' workflow and the contact settings
    // (both run axe on their screens and dialogs) and the fairs with their photos (one serial chain
    // with its axe test); the fabric workflow (add, edit, gallery, delete: data only) runs on the
    // desktop, the fabric screen and its dialogs on both.
    {
      name: "mobile",
      // A phone's layout, touch and mobile viewport at 375 CSS pixels; drawn at one device pixel per
      // CSS pixel instead of the Pixel 5's 2.75, which cost a third of the phone's browser CPU
      // (7.6 times the pixels to paint) for nothing a test looks at: no test reads the device
      // pixel ratio or which width of a `srcset` the browser picked.
      use: { ...devices["Pixel 5"], viewport: { width: 375, height: 740 }, deviceScaleFactor: 1 },
      grepInvert: /@any-screen/,
    },
  ],
});
