import { test as base, type Page } from "@playwright/test";

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

type GotoOptions = Parameters<Page["goto"]>[1];
const waitsForLoad = (options: GotoOptions) => !options?.waitUntil || options.waitUntil === "load" || options.waitUntil === "networkidle";

/** Playwright's `test`, whose `page.goto` and `page.reload` also wait for hydration, as a visitor's first click would. */
export const test = base.extend({
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
