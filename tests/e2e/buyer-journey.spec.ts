import fs from "node:fs";
import { extractText } from "unpdf";
import { expect, test } from "./fixtures";

// A sourcing manager's question on the demo content (server/db/seed/): linen twill of 100–140 g/m²
// under a GOTS certificate. Two linen twills weigh 100–140 g/m² (DK-4235, linen and organic
// cotton, 125 g/m²; DK-3185, pure linen, 135 g/m²); only DK-4235 is covered by GOTS.

test.describe("a buyer's sourcing question", () => {
  test("on a phone in Spanish: linen twill, 100–140 g/m², GOTS; the spec sheet; back to the same list", async ({
    page,
  }, testInfo) => {
    await page.goto("/fabrics?lng=es");
    const finder = page.getByRole("form", { name: "Buscador de tejidos" });
    const toggle = page.locator("label[for=finder-toggle]");
    const count = page.getByRole("status").filter({ hasText: "tejido" });
    if (testInfo.project.name === "mobile") {
      // On a phone the filters open in a panel.
      await expect(finder).toBeHidden();
      await toggle.click();
    }
    await expect(finder).toBeVisible();

    await finder.getByRole("checkbox", { name: /^Lino \(\d+\)$/ }).check();
    await expect(page).toHaveURL(/[?&]fiber=linen(&|$)/);
    await finder.getByRole("checkbox", { name: /^Sarga \(\d+\)$/ }).check();
    await expect(page).toHaveURL(/[?&]weave=twill(&|$)/);
    await finder.getByLabel("Desde").fill("100");
    await finder.getByLabel("Hasta").fill("140");
    await finder.getByRole("button", { name: "Ver resultados" }).click();
    await expect(page).toHaveURL(/gsm_min=100&gsm_max=140/);
    await expect(count).toHaveText("2 tejidos");

    // The certificate facet counts within the narrowing: one of the two is GOTS-certified.
    await finder.getByRole("checkbox", { name: "GOTS (1)" }).check();
    await expect(page).toHaveURL(/[?&]certificate=\d+(&|$)/);
    await expect(count).toHaveText("1 tejido");
    const cards = page.locator("main article.fabric-card");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("DK-4235");
    const filtered = page.url();

    await cards.first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/fabric\/\d+/);
    await expect(page.getByRole("region", { name: "Ficha técnica" })).toContainText("DK-4235");

    // The spec sheet: a PDF made in Spanish, with the card and the certificate.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Descargar ficha técnica (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("DK-4235-es.pdf");
    const bytes = fs.readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain("Ficha técnica");
    expect(text).toContain("Sarga");
    expect(text).toContain("125 g/m²");
    expect(text).toMatch(/Certificados\s*GOTS/);

    // Back: the same filtered list, with its boxes as they were.
    await page.goBack();
    expect(page.url()).toBe(filtered);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("DK-4235");
    if (testInfo.project.name === "mobile" && !(await finder.isVisible())) await toggle.click();
    await expect(finder.getByRole("checkbox", { name: "GOTS (1)" })).toBeChecked();
    await expect(finder.getByRole("checkbox", { name: /^Sarga \(\d+\)$/ })).toBeChecked();
    await expect(finder.getByLabel("Desde")).toHaveValue("100");
  });
});

test.describe("a fabric's page on paper @any-screen", () => {
  test("prints as one clean sheet: picture, texts, technical data and colourways, without menus or forms", async ({ page }) => {
    await page.goto("/fabrics?lng=es&q=DK-1102");
    await page.locator("main article.fabric-card a").first().click();
    await expect(page).toHaveURL(/\/fabric\/\d+/);
    const card = page.getByRole("region", { name: "Ficha técnica" });
    // The poplin is made in three colourways; the gallery's photos show the second and third.
    await expect(card.getByText("01 Blanco")).toBeVisible();
    await expect(card.getByRole("link", { name: "02 Azul cielo" })).toHaveAttribute("href", /\/uploads\//);

    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".site-footer")).toBeHidden();
    await expect(page.locator(".fabric-enquiry")).toBeHidden();
    // The stock's bands are for the screen: a printed sheet outlives its figures.
    await expect(page.locator(".fabric-stock")).toBeHidden();
    const pdf = await page.pdf({ format: "A4", printBackground: true });
    const { text, totalPages } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(totalPages).toBe(1);
    expect(text).toContain("DK-1102");
    expect(text).toContain("Ficha técnica");
    expect(text).toContain("01 Blanco");
    expect(text).not.toContain("Descargar ficha técnica");
  });
});
