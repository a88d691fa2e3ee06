import { existsSync } from "node:fs";

/**
 * The Chromium the tests drive: CHROMIUM_PATH, else Debian's headless shell (package
 * chromium-headless-shell, Chromium's "old headless" build: the same engine without the browser's
 * window frame, about a third less CPU per test than /usr/bin/chromium in headless mode) when it is
 * installed, else /usr/bin/chromium. Lighthouse (scripts/perf-lighthouse.mjs) runs the full browser.
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
