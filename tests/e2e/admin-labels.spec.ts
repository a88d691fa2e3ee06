import { extractText } from "unpdf";
import { expect, loginAs, test } from "./fixtures";
import { expectAxeClean, watchConsole } from "./page-checks";
import de from "../../common/i18n/locales/de";
import { saveScreenshot } from "./screenshots";

// Swatch labels from the fabrics list: two fabrics ticked, Print labels opens their labels as a
// PDF in the admin's language (German here).

const t = de.adminFabrics;
test("staff tick two fabrics and print their labels as a PDF", { tag: "@any-screen" }, async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await loginAs(page, "/admin/fabrics", "de");
  const rows = page.locator("tbody tr[data-testid^='fabric-']");
  await expect(rows.nth(1)).toBeVisible();
  // Nothing ticked: the button is there but does nothing yet.
  await expect(page.getByRole("button", { name: t.printLabels })).toBeDisabled();

  const ids: number[] = [];
  for (const index of [0, 1]) {
    const row = rows.nth(index);
    ids.push(Number((await row.getAttribute("data-testid"))!.replace("fabric-", "")));
    await row.getByRole("checkbox").check();
  }
  const print = page.getByRole("link", { name: new RegExp(`^${t.printLabels}`) });
  await expect(print).toContainText("2");
  await expectAxeClean(page);
  await saveScreenshot(page, `admin-labels-${testInfo.project.name}`);

  const href = await print.getAttribute("href");
  expect(href).toBe(`/api/fabrics/labels.pdf?ids=${ids.join(",")}&lng=de`);
  const [popup] = await Promise.all([page.waitForEvent("popup"), print.click()]);
  await popup.close();
  // What the link opens, with the staff's session.
  const answer = await page.request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  const body = await answer.body();
  expect(body.subarray(0, 5).toString()).toBe("%PDF-");
  const { totalPages, text } = await extractText(new Uint8Array(body), { mergePages: true });
  expect(totalPages).toBe(1);
  expect(text).toContain("g/m²");

  // Unticking one leaves the other.
  await rows.nth(0).getByRole("checkbox").uncheck();
  await expect(print).toHaveAttribute("href", `/api/fabrics/labels.pdf?ids=${ids[1]}&lng=de`);
  expect(errors).toEqual([]);
});
