import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import en from "../../common/i18n/locales/en";
import { E2E_ADMIN } from "../../playwright.config";
import demoStock from "../../server/db/seed/data/stock.json" with { type: "json" };
import { expect, hydrated, loginAs, test } from "./fixtures";
import { expectAxeClean } from "./page-checks";

// Stock per colourway: staff upload the ERP's CSV on the Stock screen, the fabric's page then
// shows that colourway as "Limited stock" (in words, not a colour alone), and the finder's
// "In stock now" keeps only fabrics with a colourway in stock. The demo's figures of the
// fabric are put back afterwards (the worker's other tests read the same site).

const CODE = "DK-2210";

test.afterEach(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post("/api/auth/login", { data: E2E_ADMIN });
  const csrf = ((await login.json()) as { data: { csrfToken: string } }).data.csrfToken;
  const items = demoStock.filter((line) => line.code === CODE);
  const put = await context.request.put("/api/stock", { headers: { "X-CSRF-Token": csrf }, data: { items } });
  expect(put.status(), await put.text()).toBe(200);
  await context.close();
});

test("staff import a CSV on the Stock screen; the fabric's page shows the colourway as limited", async ({
  page,
}) => {
  await loginAs(page, "/admin/stock", "en");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 2, name: en.admin.titles.stock })).toBeVisible();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "stock-")), "stock.csv");
  fs.writeFileSync(file, `code,colourway,available_m,next_batch_on,next_batch_m\r\n${CODE},01,40.5,,\r\n`);
  await page.getByLabel(en.adminStock.upload.file).setInputFiles(file);
  await page.getByRole("button", { name: en.adminStock.upload.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 lines imported" })).toBeVisible();
  const row = page.getByTestId(`stock-${CODE}-01`);
  await expect(row).toContainText("40.5");
  await expect(row).toContainText(en.adminStock.bands.limited);
  await expectAxeClean(page);

  // A refused file: the line and its problem, nothing written.
  const bad = path.join(path.dirname(file), "stock-bad.csv");
  fs.writeFileSync(bad, `code,colourway,available_m\r\n${CODE},01,-4\r\nXX-0000,01,5\r\n`);
  await page.getByLabel(en.adminStock.upload.file).setInputFiles(bad);
  await page.getByRole("button", { name: en.adminStock.upload.submit }).click();
  const refused = page.getByTestId("stock-refused");
  await expect(refused).toContainText(`Line 2, available_m: ${en.adminStock.errors.below_zero}`);
  await expect(refused).toContainText("Line 3, code:");
  await expect(row).toContainText("40.5");

  const found = await page.request.get(`/api/fabrics?q=${CODE}&lng=en`);
  const id = ((await found.json()) as { data: { id: number }[] }).data[0]!.id;
  await page.context().clearCookies({ name: "sid" });
  await page.goto(`/fabric/${id}?lng=en`);
  await hydrated(page);
  const stock = page.getByRole("region", { name: en.stockPage.heading });
  const first = stock.locator("li").first();
  await expect(first).toHaveAttribute("data-band", "limited");
  await expect(first).toHaveText(new RegExp(`^01 .+: ${en.stockPage.bands.limited}$`));
  await expect(stock).toContainText(/Stock figures updated .+ \(Istanbul\)/);
  // The metres never reach the page.
  expect(await page.content()).not.toContain("40.5");
});

test("the finder's 'In stock now' keeps only fabrics with a colourway in stock @any-screen", async ({
  page,
}) => {
  await page.goto("/fabrics?lng=en");
  await hydrated(page);
  // Made to order, without figures: listed before the filter, not after.
  const linen = page.getByRole("link", { name: "Linen", exact: true });
  await expect(linen).toBeVisible();
  const box = page.getByLabel(en.stock.filter);
  if (!(await box.isVisible())) await page.locator("label[for=finder-toggle]").click();
  await box.check();
  await page.waitForURL(/in_stock=1/);
  await expect(page.locator(".fabric-card").first()).toBeVisible();
  await expect(linen).toHaveCount(0);
  // Each card says its colourways' bands in words, never metres (the demo's poplin: 03 is out;
  // other tests of this server may have changed its 01 and 02).
  const poplin = page.locator(".fabric-card").filter({ hasText: "DK-1102" }).locator(".fabric-card-stock");
  await expect(poplin).toContainText(en.stock.card.out.replace("{{refs}}", "03"));
  const band = `(${Object.values(en.stock.card)
    .map((text) => text.replace("{{refs}}", "[0-9A-Z]+(, [0-9A-Z]+)*"))
    .join("|")})`;
  await expect(poplin).toHaveText(new RegExp(`^${band}( · ${band})*$`));
});
