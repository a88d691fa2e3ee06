import de from "../../common/i18n/locales/de";
import { expect, test } from "./fixtures";

// The fabric finder on /fabrics, on the demo content (server/db/seed/fabric-cards*.ts, 24
// fabrics): six contain linen, five of them between 100 and 140 g/m² (DK-3140, 100 % linen, is
// 150 g/m²), among them DK-3320 (linen-cotton, 130 g/m²).

test.describe("fabric finder", () => {
  test("a buyer in Spanish narrows the list to linen of 100–140 g/m², opens the result and comes back to it", async ({
    page,
  }, testInfo) => {
    await page.goto("/fabrics?lng=es");
    await expect(page.getByRole("status").filter({ hasText: "tejidos" })).toHaveText("24 tejidos");
    const finder = page.getByRole("form", { name: "Buscador de tejidos" });
    if (testInfo.project.name === "mobile") {
      // On a phone the filters wait behind their toggle.
      await expect(finder).toBeHidden();
      await page.locator("label[for=finder-toggle]").click();
    }
    await expect(finder).toBeVisible();

    // A ticked box applies at once; each option says how many fabrics it gives.
    await finder.getByRole("checkbox", { name: "Lino (6)" }).check();
    await expect(page).toHaveURL(/[?&]fiber=linen(&|$)/);
    await expect(page.getByRole("status").filter({ hasText: "tejidos" })).toHaveText("6 tejidos");
    // The panel stays open on a phone while the buyer goes on choosing.
    await expect(finder).toBeVisible();

    await finder.getByLabel("Desde").fill("100");
    await finder.getByLabel("Hasta").fill("140");
    await finder.getByRole("button", { name: "Ver resultados" }).click();
    await expect(page).toHaveURL(/gsm_min=100&gsm_max=140/);
    await expect(page.getByRole("status").filter({ hasText: "tejidos" })).toHaveText("5 tejidos");
    const cards = page.locator("main article.fabric-card");
    await expect(cards).toHaveCount(5);
    await expect(cards.filter({ hasText: "DK-3140" })).toHaveCount(0);
    const filtered = page.url();

    await cards.filter({ hasText: "DK-3320" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/fabric\/\d+/);
    await expect(page.getByRole("region", { name: "Ficha técnica" })).toContainText("DK-3320");

    // Back: the same filtered list, its boxes and fields as they were.
    await page.goBack();
    expect(page.url()).toBe(filtered);
    await expect(cards).toHaveCount(5);
    if (testInfo.project.name === "mobile" && !(await finder.isVisible()))
      await page.locator("label[for=finder-toggle]").click();
    // The weight range narrows the other counts: five linen fabrics are left in it.
    await expect(finder.getByRole("checkbox", { name: "Lino (5)" })).toBeChecked();
    await expect(finder.getByLabel("Desde")).toHaveValue("100");
    await expect(finder.getByLabel("Hasta")).toHaveValue("140");
  });

  test("a weight typed while a ticked box's list is loading is kept; back and forward show each list's boxes and fields", async ({
    page,
  }, testInfo) => {
    await page.goto("/fabrics?lng=es");
    const finder = page.getByRole("form", { name: "Buscador de tejidos" });
    if (testInfo.project.name === "mobile") await page.locator("label[for=finder-toggle]").click();
    await expect(finder).toBeVisible();
    const count = page.getByRole("status").filter({ hasText: "tejidos" });
    await expect(count).toHaveText("24 tejidos");

    // The list of the ticked box is held back until the buyer has typed the weight.
    let release = () => {};
    const typed = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/fabrics\.data/, async (route) => {
      await typed;
      await route.continue();
    });
    await finder.getByRole("checkbox", { name: "Lino (6)" }).check();
    await finder.getByLabel("Desde").fill("100");
    release();
    await expect(page).toHaveURL(/[?&]fiber=linen(&|$)/);
    await expect(count).toHaveText("6 tejidos");
    await expect(finder.getByLabel("Desde")).toHaveValue("100");
    await page.unroute(/\/fabrics\.data/);
    await finder.getByLabel("Hasta").fill("140");
    await finder.getByRole("button", { name: "Ver resultados" }).click();
    await expect(page).toHaveURL(/fiber=linen&gsm_min=100&gsm_max=140/);
    await expect(count).toHaveText("5 tejidos");

    await page.goBack();
    await expect(count).toHaveText("6 tejidos");
    await expect(finder.getByRole("checkbox", { name: "Lino (6)" })).toBeChecked();
    await expect(finder.getByLabel("Desde")).toHaveValue("");
    await expect(finder.getByLabel("Hasta")).toHaveValue("");
    await page.goBack();
    await expect(count).toHaveText("24 tejidos");
    await expect(finder.getByRole("checkbox", { name: "Lino (6)" })).not.toBeChecked();
    await page.goForward();
    await page.goForward();
    await expect(count).toHaveText("5 tejidos");
    await expect(finder.getByRole("checkbox", { name: "Lino (5)" })).toBeChecked();
    await expect(finder.getByLabel("Desde")).toHaveValue("100");
    await expect(finder.getByLabel("Hasta")).toHaveValue("140");
  });

  test("a box ticked before the finder's script has arrived stays ticked and applies once it runs @any-screen", async ({
    page,
  }) => {
    // The finder's code is its own chunk (app/routes/site/fabrics.tsx): held back until the box is ticked.
    let release = () => {};
    const ticked = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/FabricFinder-[^/]*\.js$/, async (route) => {
      await ticked;
      await route.continue();
    });
    await page.goto("/fabrics?lng=es", { waitUntil: "commit" });
    const finder = page.getByRole("form", { name: "Buscador de tejidos" });
    const linen = finder.getByRole("checkbox", { name: "Lino (6)" });
    await linen.check();
    // Watch the box from now on, frame by frame, until the filtered list's address is shown.
    await page.evaluate(() => {
      const box = document.getElementById("finder-fiber-linen") as HTMLInputElement;
      const watch = () => {
        if (!box.isConnected || !box.checked) (window as unknown as { unticked?: boolean }).unticked = true;
        if (!location.search.includes("fiber=linen")) requestAnimationFrame(watch);
      };
      watch();
    });
    release();
    await expect(page).toHaveURL(/[?&]fiber=linen(&|$)/);
    await expect(page.getByRole("status").filter({ hasText: "tejidos" })).toHaveText("6 tejidos");
    await expect(linen).toBeChecked();
    // The box stayed ticked from the moment it was ticked to the list's arrival.
    expect(await page.evaluate(() => (window as unknown as { unticked?: boolean }).unticked)).toBeUndefined();
  });

  test("a filtered list is rendered on the server, for a shared link, and names the whole list as canonical @any-screen", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/fabrics?lng=de&weave=poplin&end_use=children");
    expect(response?.status()).toBe(200);
    await expect(page.locator("main article.fabric-card")).toHaveCount(3);
    await expect(page.getByRole("status").filter({ hasText: "Stoffe" })).toHaveText("3 Stoffe");
    await expect(page.getByRole("checkbox", { name: /^Popeline \(Leinwand\) \(\d+\)$/ })).toBeChecked();
    // Its canonical page is the whole list: search engines index the catalogue, not each narrowing.
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/fabrics(\?lng=de)?$/);

    // Until the page's script runs, "Request a sample" is announced as unavailable, in the site's navy
    // (not Bootstrap's blue), and without the `disabled` attribute whose styles Chromium could
    // report for a card skipped by content-visibility (sample-basket.spec.ts clicks it once ready).
    const sample = page
      .locator("main article.fabric-card")
      .last()
      .getByRole("button", { name: de.samples.add.button });
    await expect(sample).toBeDisabled();
    await expect(sample).toHaveAttribute("aria-disabled", "true");
    await expect(sample).not.toHaveAttribute("disabled");
    await expect(sample).toHaveCSS("color", "rgb(31, 58, 95)");

    // Without JavaScript the form still works: its button sends the boxes as a GET.
    await page.getByRole("checkbox", { name: /^Kinder \(\d+\)$/ }).uncheck();
    await page.getByRole("button", { name: "Ergebnisse anzeigen" }).click();
    await expect(page.locator("main article.fabric-card")).toHaveCount(8);
    await context.close();
  });
});
