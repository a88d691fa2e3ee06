import { expect, type Page } from "@playwright/test";

/**
 * Waits until no finite CSS transition or animation is running (a dialog fading in, a menu
 * sliding), so that checks like axe's colour contrast see the page as the visitor does once it
 * is still. Polled from the test runner, so it also works while a test holds the page's clock.
 */
export async function settled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== "running" ||
              animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      ),
    )
    .toBe(true);
}
