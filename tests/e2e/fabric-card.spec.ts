import { expect, type Page, test } from "./fixtures";

// The technical card on the demo content (server/db/seed/fabric-cards.ts), in Spanish: the
// fabric page's "Ficha técnica" and the short line of its card on /fabrics.

type ApiFabric = { id: number; code: string | null };

async function fabricWithCode(page: Page, code: string): Promise<ApiFabric> {
  const res = await page.request.get("/api/fabrics?lng=es");
  expect(res.ok()).toBe(true);
  const fabric = ((await res.json()) as { data: ApiFabric[] }).data.find((f) => f.code === code);
  expect(fabric, `demo fabric ${code}`).toBeDefined();
  return fabric!;
}

/** The list's rows as [label, value]. */
async function specRows(page: Page): Promise<[string, string][]> {
  const section = page.getByRole("region", { name: "Ficha técnica" });
  const labels = await section.locator("dt").allInnerTexts();
  const values = await section.locator("dd").allInnerTexts();
  return labels.map((label, i) => [label.trim(), values[i]!.trim()]);
}

test.describe("fabric technical card", () => {
  test("the cotton poplin's page shows its technical data in Spanish", async ({ page }, testInfo) => {
    const fabric = await fabricWithCode(page, "DK-1102");
    const response = await page.goto(`/fabric/${fabric.id}?lng=es`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Popelín de algodón");
    const section = page.getByRole("region", { name: "Ficha técnica" });
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Ficha técnica");
    expect(await specRows(page)).toEqual(
      expect.arrayContaining([
        ["Referencia", "DK-1102"],
        ["Composición", "100 % Algodón"],
        ["Gramaje", "115 g/m² (3,4 oz/yd²)"],
        ["Ancho útil", "150 cm (59 pulg.)"],
        ["Ligamento", "Popelín (tafetán)"],
        ["Disponibilidad", "En stock"],
        ["Plazo de entrega", "1 semana"],
      ]),
    );
    // Label beside value on a desktop, above it on a phone.
    const row = section.locator("dl > div").first();
    const [label, value] = [await row.locator("dt").boundingBox(), await row.locator("dd").boundingBox()];
    if (testInfo.project.name === "mobile")
      expect(value!.y).toBeGreaterThanOrEqual(label!.y + label!.height - 1);
    else expect(value!.x).toBeGreaterThan(label!.x + label!.width - 1);
  });

  test("its card on /fabrics shows code, composition and weight", async ({ page }) => {
    await page.goto("/fabrics?lng=es");
    const link = page.getByRole("link", { name: "Popelín de algodón", exact: true });
    const card = page.locator("main article.fabric-card").filter({ has: link });
    await expect(card).toHaveCount(1);
    await expect(card.locator(".fabric-card-summary")).toHaveText("DK-1102 · 100 % Algodón · 115 g/m²");
  });
});
