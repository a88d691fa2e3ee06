import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { settled } from "./settle";

/** The WCAG levels the site is held to (QUALITY.md). */
export const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * No axe violation once the page is still (a dialog fading in has the contrast of its opacity),
 * outside the parts `exclude` names (selectors of parts another spec checks).
 */
export async function expectAxeClean(page: Page, { exclude = [] }: { exclude?: readonly string[] } = {}) {
  await settled(page);
  const axe = new AxeBuilder({ page }).withTags(WCAG);
  for (const selector of exclude) axe.exclude(selector);
  const results = await axe.analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)}`).join(", ")}`,
    ),
  ).toEqual([]);
}

/** Nothing wider than the screen. */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * The console errors and uncaught exceptions of a page from now on (the array fills as they
 * come). Console errors matching one of `ignore` are expected ones and left out, and so is the
 * browser's own favicon request when `exceptFavicon` is set.
 */
export function watchConsole(page: Page, ignore: readonly RegExp[] = [], { exceptFavicon = false } = {}) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (exceptFavicon && message.location().url.endsWith("/favicon.ico")) return;
    if (!ignore.some((pattern) => pattern.test(message.text()))) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** A catalogue text with its `{{placeholders}}` filled, as i18next writes it. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
