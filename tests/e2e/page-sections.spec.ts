import esCard from "../../common/i18n/locales/es/fabricCard.json" with { type: "json" };
import esFabrics from "../../common/i18n/locales/es/fabrics.json" with { type: "json" };
import frPrivacy from "../../common/i18n/locales/fr/privacy.json" with { type: "json" };
import esPrivacy from "../../common/i18n/locales/es/privacy.json" with { type: "json" };
import { expect, type Page, test } from "./fixtures";
import { watchConsole } from "./page-checks";

// A page carries only the catalogue sections its routes read; a page reached by a link fetches
// the ones it lacks before it shows, and a language switch fetches the held ones in the new
// language. No text may show as its key (the browser says "Missing text" in the console).

async function hydrated(page: Page) {
  await page.waitForFunction(
    () =>
      (window as { __reactRouterDataRouter?: { state: { initialized: boolean } } }).__reactRouterDataRouter
        ?.state.initialized === true,
  );
}

test("pages reached by links fetch the texts they lack, in the visitor's language", {
  tag: "@any-screen",
}, async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "seen", value: "1", url: baseURL ?? "http://127.0.0.1" }]);
  const errors = watchConsole(page);
  const fetched: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/i18n/")) fetched.push(path);
  });

  await page.goto("/contact?lng=es");
  await hydrated(page);
  const embedded = await page.locator("#i18n-catalogue").getAttribute("data-sections");
  expect(embedded?.split(" ")).not.toContain("fabricCard");
  expect(embedded?.split(" ")).not.toContain("privacy");

  // The fabrics page reads the technical card's texts (the finder's fibres): fetched first.
  await page.locator("footer").locator('a[href="/fabrics"]').click();
  await expect(page).toHaveURL(/\/fabrics$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(esFabrics.fabrics.title);
  await expect(page.locator("main")).toContainText(esCard.fabricCard.fibers.linen);
  expect(fetched).toContain("/i18n/es/fabricCard.json");

  // The privacy notice, from the footer.
  await page.locator("footer").locator('a[href="/privacy"]').first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(esPrivacy.privacy.title);
  expect(fetched).toContain("/i18n/es/privacy.json");

  // French: the sections held in Spanish are fetched in French before the switch.
  await page.locator("#site-language").click();
  await page
    .locator(".site-lang-menu")
    .getByRole("link", { name: /Français/ })
    .click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(frPrivacy.privacy.title);
  expect(fetched).toContain("/i18n/fr/privacy.json");
  expect(fetched).toContain("/i18n/fr/fabricCard.json");

  // Back to the fabrics page in French: nothing left to fetch, every text there.
  const before = fetched.length;
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/fabrics/);
  await expect(page.locator("main")).not.toContainText("fabricCard.");
  expect(fetched.length).toBe(before);
  expect(errors).toEqual([]);
});
