import { vocabularyErrors } from "../helpers/schema-vocabulary";
import { expect, type Page, test } from "./fixtures";

// The structured data of the pages search engines and sourcing tools read, checked against
// schema.org's vocabulary (tests/helpers/schema-vocabulary.ts): every type exists, every
// property belongs to its type.

async function jsonLdOf(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe("structured data @any-screen", () => {
  test("the company on every page, a fabric's Product on its page: schema.org's types and properties only", async ({ page }) => {
    await page.goto("/fabrics?lng=fr");
    const href = await page.locator("main article.fabric-card a").first().getAttribute("href");
    const pages = ["/?lng=fr", "/collections?lng=es", "/certificates?lng=de", `${href}`];
    const seen = new Set<string>();
    for (const url of pages) {
      const blocks = await jsonLdOf(page, url);
      expect(blocks.length, url).toBeGreaterThan(0);
      for (const block of blocks) {
        expect(vocabularyErrors(block), `${url}: ${JSON.stringify(block).slice(0, 200)}`).toEqual([]);
        seen.add(String(block["@type"]));
      }
    }
    expect(seen).toContain("Organization");
    expect(seen).toContain("Product");

    const [product] = (await jsonLdOf(page, `${href}`)).filter((b) => b["@type"] === "Product");
    expect(product).toMatchObject({ "@context": "https://schema.org", sku: expect.stringMatching(/^DK-\d{4}$/) });
    expect(product!.manufacturer).toMatchObject({ "@id": expect.stringMatching(/#organization$/) });
  });
});
