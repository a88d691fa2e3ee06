import { expect, test, loginAs } from "./fixtures";
import { today } from "../../common/dates";
import tr from "../../common/i18n/locales/tr";
import { pdfOfSize } from "../fixtures/images";
import { fill, watchConsole } from "./page-checks";

// A certificate: added with its scan and one fabric, ending in 10 days, so the list says it
// expires soon and the dashboard warns about it; then deleted (other tests count the demo's).

/** A calendar day `offset` days from today where the company works (YYYY-MM-DD). */
const day = (offset: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

test("a certificate ending in 10 days is listed as ending soon and warned about on the dashboard", { tag: "@any-screen" }, async ({
  page,
}) => {
  const errors = watchConsole(page);
  const c = tr.adminCertificates;
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
  const number = `E2E ${stamp}`;
  // OCS: the demo has none, so no longer-running certificate of the standard counts as its renewal.
  const name = `OCS ${number}`;

  // One demo fabric with an article code, to tick in the dialog.
  const answer = await page.request.get("/api/fabrics?lng=tr&page_size=50");
  const fabric = ((await answer.json()).data as { id: number; code: string | null; name: string }[]).find(
    (row) => row.code,
  );
  expect(fabric).toBeTruthy();
  const code = fabric?.code ?? "";

  await loginAs(page, "/admin/certificates");
  await page.getByRole("button", { name: c.add }).click();
  const form = page.getByRole("dialog", { name: c.form.addTitle });
  await expect(form.getByLabel(c.form.validFrom)).toHaveValue(day(0));

  // Nothing typed: every required field says so.
  await form.getByRole("button", { name: c.form.save }).click();
  await expect(form.getByText(c.form.fixErrors)).toBeVisible();
  await expect(form.getByLabel(c.form.standard)).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel(c.form.standard).selectOption("ocs");
  await form.getByLabel(c.form.number).fill(number);
  await form.getByLabel(c.form.issuer).fill("Control Union");
  await form
    .getByLabel(fill(tr.admin.localized.fieldIn, { field: c.form.scope, language: tr.admin.languages.tr }))
    .fill("Organik pamuklu gömleklik kumaşların dokuma ve terbiyesi");
  await form.getByLabel(c.form.validUntil).fill(day(10));
  await form.getByLabel(c.form.file).setInputFiles({
    name: "ocs.pdf",
    mimeType: "application/pdf",
    buffer: pdfOfSize(4000),
  });
  await expect(form.getByText("ocs.pdf")).toBeVisible();

  // The fabric, found by its code among every fabric.
  await form.getByLabel(c.form.fabricsSearch).fill(code.toLowerCase());
  await form.getByRole("checkbox", { name: `${code} · ${fabric?.name}` }).check();
  await expect(form.getByTestId("fabrics-selected")).toHaveText(
    fill(c.form.fabricsSelected_one, { count: 1 }),
  );
  await form.getByRole("button", { name: c.form.save }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(c.created)).toBeVisible();

  // The list: ends in 10 days, covers one fabric, opens its scan.
  const row = page.getByRole("row").filter({ hasText: number });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("certificate-validity")).toHaveText(
    fill(c.status.expiring_other, { count: 10 }),
  );
  await expect(row).toContainText(fill(c.fabrics_one, { count: 1 }));
  const link = row.getByRole("link", { name: fill(c.file.openAria, { name, type: c.file.pdf }) }).first();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/api\/certificates\/\d+\/file\?lng=all$/);
  const scan = await page.request.get(href ?? "");
  expect(scan.status()).toBe(200);
  expect(scan.headers()["content-type"]).toBe("application/pdf");

  // Editing starts from what was saved.
  await row.getByRole("button", { name: fill(c.actions.editAria, { name }) }).click();
  const edit = page.getByRole("dialog", { name: fill(c.form.editTitle, { name }) });
  await expect(edit.getByLabel(c.form.validUntil)).toHaveValue(day(10));
  await expect(edit.getByTestId("fabrics-selected")).toHaveText(
    fill(c.form.fabricsSelected_one, { count: 1 }),
  );
  await expect(edit.getByRole("link", { name: c.form.fileCurrent })).toBeVisible();
  await edit.getByRole("button", { name: c.form.cancel }).click();
  await expect(edit).toBeHidden();

  // The dashboard warns, and links to the certificates.
  await page.goto("/admin/dashboard");
  const warning = page.getByTestId("expiring-certificates");
  await expect(warning).toBeVisible();
  const line = warning.getByRole("link", { name: new RegExp(`^${name} `) });
  const sentence = fill(c.dashboard.expiresIn_other, { name, count: 10, date: "DATE" }).replace(
    " (DATE)",
    "",
  );
  await expect(line).toContainText(sentence);
  await line.click();
  await page.waitForURL((url) => url.pathname === "/admin/certificates");

  // Deleted again.
  await row.getByRole("button", { name: fill(c.actions.deleteAria, { name }) }).click();
  const confirm = page.getByRole("dialog", { name: c.confirmDelete.title });
  await expect(confirm).toContainText(name);
  await confirm.getByRole("button", { name: c.confirmDelete.confirm }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  expect(errors).toEqual([]);
});
