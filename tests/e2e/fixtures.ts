import { type ChildProcess, spawn } from "node:child_process";
import { test as base, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";

export * from "@playwright/test";

/**
 * True once React has hydrated the page, or when there is nothing to hydrate. Public pages start
 * their JavaScript after the `load` event (server/http/csp.ts, deferPageScripts): until React
 * has taken over, a click or a typed value would reach plain HTML only.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.getElementById("app-boot")) return true;
    return Object.keys(document.body).some((key) => key.startsWith("__react"));
  });
}

/**
 * Logs the page's browser context in as the test admin through the API (the session cookie lands
 * in the context's jar), in language `lng` (the language cookie, as the language menu leaves it),
 * then opens `next`. The login form itself is tested in admin-shell.spec.ts; everywhere else a
 * test starts where it means to.
 */
export async function loginAs(page: Page, next: string, lng = "tr"): Promise<void> {
  const url = new URL(next, "http://site");
  // Cookies are per host, not per port: every worker's server is on 127.0.0.1.
  await page.context().addCookies([{ name: "i18next", value: lng, domain: "127.0.0.1", path: "/" }]);
  const login = await page.request.post("/api/auth/login", { data: E2E_ADMIN });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  await page.goto(next);
  await page.waitForURL((at) => at.pathname === url.pathname);
}

type GotoOptions = Parameters<Page["goto"]>[1];
const waitsForLoad = (options: GotoOptions) => !options?.waitUntil || options.waitUntil === "load" || options.waitUntil === "networkidle";

/** One site per worker: the built server on a fresh copy of the seeded data folder. */
type Site = { url: string; port: number };

/** Ports: E2E_PORT (the runner gives each project process its own block) plus the worker's slot. */
const PORT_BASE = Number(process.env.E2E_PORT ?? 3210);

async function startSite(port: number): Promise<{ site: Site; stop(): Promise<void> }> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Browser tests post many forms from one IP; the default limit has its own API test.
      FORM_RATE_LIMIT: "1000",
      // Wrong passwords and codes of several tests add up on the one admin account in 15 min.
      LOGIN_MAX_FAILURES: "20",
      // A followed search's digest two seconds after the first matching fabric (600 by default).
      ALERT_DIGEST_DELAY_S: "2",
      // The webhooks' receiver is a server of the test's own on this machine, at a port of its own.
      WEBHOOK_ALLOWED_TARGETS: "127.0.0.1",
      WEBHOOK_POLL_MS: "500",
    },
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (gone) throw new Error(`the test server on port ${port} exited before it was ready`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the test server on port ${port} was not ready within 120 s`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    site: { url, port },
    async stop() {
      if (!gone) child.kill("SIGTERM");
      await exited;
    },
  };
}

type TestOptions = {
  /**
   * A browser's first page of a session shows the 2 s loading overlay (layout.spec.ts tests it).
   * Every other test starts past it, as a visitor's second page does.
   */
  firstVisit: boolean;
};

/**
 * Playwright's `test` with a server per worker (its `baseURL`), contexts past the first visit's
 * overlay, and `page.goto` and `page.reload` that also wait for hydration, as a visitor's first
 * click would.
 */
export const test = base.extend<TestOptions, { site: Site }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const running = await startSite(PORT_BASE + workerInfo.parallelIndex);
      await use(running.site);
      await running.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
  firstVisit: [false, { option: true }],
  context: async ({ context, firstVisit, baseURL }, use) => {
    if (!firstVisit) await context.addCookies([{ name: "seen", value: "1", url: baseURL! }]);
    await use(context);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (waitsForLoad(options)) await hydrated(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (waitsForLoad(options)) await hydrated(page);
      return response;
    };
    await use(page);
  },
});
