import type { Locator, Page } from "@playwright/test";

/**
 * Pictures of pages and screens for people to look at (375 and 1280 px, several languages). No
 * check reads them: a test asserts what it sees through the page itself. They are written when
 * E2E_SCREENSHOTS is 1, and by default outside CI; under CI=true, where nobody opens them, they
 * are not taken. SCREENSHOT_DIR keeps them apart from other runs' (default test-results/screenshots).
 */
const wanted = process.env.E2E_SCREENSHOTS
  ? process.env.E2E_SCREENSHOTS === "1"
  : !(process.env.CI === "true" || process.env.CI === "1");
const folder = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";

/** Writes `<folder>/<name>.png`: the page (its whole length with `fullPage`) or one element. */
export async function saveScreenshot(
  target: Page | Locator,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!wanted) return;
  const path = `${folder}/${name}.png`;
  if ("goto" in target) await target.screenshot({ path, fullPage });
  else await target.screenshot({ path });
}
