import { expect, type Page, type TestInfo, test, loginAs } from "./fixtures";
import tr from "../../common/i18n/locales/tr";
import { fill } from "./page-checks";
import { deleteFabricRow } from "./test-fabrics";
import { saveScreenshot } from "./screenshots";

// The CSV import of the fabrics page: a file with a wrong row is refused whole and its problem
// shown by row and column; the corrected file adds the fabrics, which the list then shows.

const t = tr.adminFabrics;

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  await saveScreenshot(page, `admin-fabric-import-${name}-${testInfo.project.name}`);
}

/** A CSV with the export's own header (read from the export) and the given rows. */
function csv(header: string[], rows: Record<string, string>[]) {
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [
    header.join(","),
    ...rows.map((row) => header.map((column) => cell(row[column] ?? "")).join(",")),
  ].join("\r\n");
}

test("a CSV with a wrong row is refused with the row shown, the corrected one imported", { tag: "@any-screen" }, async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 400/.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
  const names = [`İthal Poplin ${stamp}`, `İthal Keten ${stamp}`];

  await loginAs(page, "/admin/fabrics");
  const exported = await page.request.get("/api/exports/fabrics.csv");
  expect(exported.status()).toBe(200);
  const header = (await exported.text())
    .replace(/^\uFEFF/, "")
    .split("\r\n")[0]!
    .split(",");
  const rows: Record<string, string>[] = [
    {
      name_tr: names[0]!,
      description_tr: "CSV ile eklendi",
      code: `IMP-${stamp}-1`,
      composition: "cotton:100",
      weight_gsm: "115",
    },
    {
      name_tr: names[1]!,
      description_tr: "CSV ile eklendi",
      code: `IMP-${stamp}-2`,
      composition: "linen:55;cotton:40",
    },
  ];

  await page.getByRole("button", { name: t.importCsv }).click();
  const dialog = page.getByRole("dialog", { name: t.import.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: t.import.submit, exact: true })).toBeDisabled();

  // 55 + 40 is not 100: nothing is imported, row 3's composition is named.
  await dialog.getByLabel(t.import.choose).setInputFiles({
    name: "kumaslar.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv(header, rows)),
  });
  await expect(dialog.getByText(fill(t.import.chosen, { name: "kumaslar.csv" }))).toBeVisible();
  await dialog.getByRole("button", { name: t.import.submit, exact: true }).click();
  await expect(dialog.getByText(fill(t.import.refused_one, { count: 1 }))).toBeVisible();
  const problems = dialog.getByTestId("import-problems");
  await expect(problems.getByRole("row")).toHaveCount(2);
  const problem = problems.getByRole("row").nth(1);
  await expect(problem.getByRole("cell").nth(0)).toHaveText("3");
  await expect(problem.getByRole("cell").nth(1)).toHaveText("composition");
  await expect(problem.getByRole("cell").nth(2)).toContainText("linen:55;cotton:45");
  await screenshot(page, testInfo, "refused");

  // Corrected: both fabrics are added.
  rows[1]!.composition = "linen:55;cotton:45";
  await dialog.getByLabel(t.import.choose).setInputFiles({
    name: "kumaslar-duzeltilmis.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv(header, rows)),
  });
  await expect(problems).toHaveCount(0);
  await dialog.getByRole("button", { name: t.import.submit, exact: true }).click();
  const done = dialog.getByTestId("import-done");
  await expect(done).toContainText(t.import.done);
  await expect(done).toContainText(fill(t.import.created_other, { count: 2 }));
  await expect(done).toContainText(fill(t.import.updated_other, { count: 0 }));
  // The file is let go: the same rows cannot be sent twice by a second click.
  await expect(dialog.getByRole("button", { name: t.import.submit, exact: true })).toBeDisabled();
  await screenshot(page, testInfo, "done");
  // The footer's button (the header's ✕ has the same name).
  await dialog.locator(".modal-footer").getByRole("button", { name: t.import.close }).click();
  await expect(dialog).toBeHidden();

  // The list shows them (no photo yet), and they go again: other browser tests count the demo fabrics.
  for (const name of names) {
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await deleteFabricRow(page, row, name);
  }
  expect(errors).toEqual([]);
});
