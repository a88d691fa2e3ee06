import { expect, type Locator, test, loginAs } from "./fixtures";
import tr from "../../common/i18n/locales/tr";
import { jpeg, png } from "../fixtures/images";
import { fill, watchConsole } from "./page-checks";

// A season's collection: added with its cover, its season changed, offered in the fabric form,
// given a fabric, picked in the fabric list's filter, and deleted (its fabric stays, without a
// collection). Everything the test makes is deleted again: other tests count the demo content.

/** The Turkish input of a LocalizedFields group ('Koleksiyon Adı (Türkçe)'). */
const trField = (dialog: Locator, label: string) =>
  dialog.getByLabel(fill(tr.admin.localized.fieldIn, { field: label, language: tr.admin.languages.tr }));

test("a collection is added, edited, given a fabric, filtered on and deleted", { tag: "@any-screen" }, async ({ page }) => {
  // Three screens, two uploads and four saves: close to the minute on a busy machine.
  test.slow();
  const errors = watchConsole(page);
  const c = tr.adminCollections;
  const f = tr.adminFabrics;
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const name = `Liman ${stamp}`;
  const fabricName = `Koleksiyon Poplini ${stamp}`;

  // Added with a cover: the season is typed in lower case and kept upper case.
  await loginAs(page, "/admin/collections");
  await page.getByRole("button", { name: c.add }).click();
  const form = page.getByRole("dialog", { name: c.form.addTitle });
  await trField(form, c.form.name).fill(name);
  await form.getByLabel(c.form.season).fill("ss2");
  await form.getByRole("button", { name: c.form.save }).click();
  await expect(form.getByText(c.form.seasonInvalid)).toBeVisible();
  await expect(form.getByText(c.form.coverRequired)).toBeVisible();
  await form.getByLabel(c.form.season).fill("ss28");
  await expect(form.getByLabel(c.form.season)).toHaveValue("SS28");
  await form.getByLabel(c.form.kind).selectOption("capsule");
  await form.getByLabel(c.form.cover).setInputFiles({
    name: "kapak.jpg",
    mimeType: "image/jpeg",
    buffer: await jpeg(800, 600, "#35618f"),
  });
  await form.getByRole("button", { name: c.form.save }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(c.created)).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("collection-season")).toHaveText("SS28");
  await expect(row.locator("img")).toHaveAttribute("src", /.+/);
  const id = Number((await row.getAttribute("data-testid"))?.replace("collection-", ""));
  expect(id).toBeGreaterThan(0);

  // Its season changes to autumn–winter; the form starts from what was saved.
  await row.getByRole("button", { name: fill(c.actions.editAria, { name }) }).click();
  const edit = page.getByRole("dialog", { name: fill(c.form.editTitle, { name }) });
  await expect(edit.getByLabel(c.form.season)).toHaveValue("SS28");
  await expect(edit.getByLabel(c.form.kind)).toHaveValue("capsule");
  await edit.getByLabel(c.form.season).fill("AW28");
  await edit.getByRole("button", { name: c.form.save }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(c.updated)).toBeVisible();
  await expect(row.getByTestId("collection-season")).toHaveText("AW28");
  const label = `${name} · AW28`;

  // The fabric form offers it; a new fabric is saved in it.
  await page.goto("/admin/fabrics");
  await page.getByRole("button", { name: f.add }).click();
  const fabricForm = page.getByRole("dialog", { name: f.form.addTitle });
  const select = fabricForm.getByLabel(c.fabricField.label, { exact: true });
  await expect(select).toHaveValue("");
  await expect(select.locator("option", { hasText: label })).toHaveCount(1);
  await trField(fabricForm, f.form.name).fill(fabricName);
  await trField(fabricForm, f.form.description).fill("Koleksiyon testi için poplin.");
  await fabricForm.getByLabel(f.form.mainImage).setInputFiles({
    name: "poplin.png",
    mimeType: "image/png",
    buffer: await png(640, 480),
  });
  await select.selectOption({ label });
  await fabricForm.getByRole("button", { name: f.form.save }).click();
  await expect(fabricForm).toBeHidden();
  await expect(page.getByText(f.created)).toBeVisible();
  const fabricRow = page.getByRole("row").filter({ hasText: fabricName });
  await expect(fabricRow.getByTestId("fabric-collection")).toHaveText(label);

  // The list's filter: the collection shows its one fabric; 'without collection' does not.
  const filter = page.getByLabel(c.filter.label, { exact: true });
  await filter.selectOption({ label });
  await expect(page).toHaveURL(new RegExp(`collection=${id}`));
  await expect(page.getByText(fill(f.found_one, { count: 1 }))).toBeVisible();
  await expect(fabricRow).toHaveCount(1);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await filter.selectOption({ label: c.filter.none });
  await expect(fabricRow).toHaveCount(0);
  await filter.selectOption({ label: c.filter.all });
  await expect(fabricRow).toHaveCount(1);

  // Editing the fabric starts from its collection.
  await fabricRow.getByRole("button", { name: fill(f.actions.editAria, { name: fabricName }) }).click();
  const fabricEdit = page.getByRole("dialog", { name: fill(f.form.editTitle, { name: fabricName }) });
  await expect(fabricEdit.getByLabel(c.fabricField.label, { exact: true })).toHaveValue(String(id));
  await fabricEdit.getByRole("button", { name: f.form.cancel }).click();
  await expect(fabricEdit).toBeHidden();

  // The collections screen counts the fabric and links to it through the filter.
  await page.goto("/admin/collections");
  await expect(row).toContainText(fill(c.fabrics_one, { count: 1 }));

  // Deleted: the fabric stays, without a collection.
  await row.getByRole("button", { name: fill(c.actions.deleteAria, { name }) }).click();
  const confirm = page.getByRole("dialog", { name: c.confirmDelete.title });
  await expect(confirm).toContainText(name);
  await confirm.getByRole("button", { name: c.confirmDelete.confirm }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(c.deleted)).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto("/admin/fabrics");
  await expect(fabricRow).toHaveCount(1);
  await expect(fabricRow.getByTestId("fabric-collection")).toHaveCount(0);
  await fabricRow.getByRole("button", { name: fill(f.actions.deleteAria, { name: fabricName }) }).click();
  const fabricConfirm = page.getByRole("dialog", { name: f.confirmDelete.title });
  await fabricConfirm.getByRole("button", { name: f.confirmDelete.confirm }).click();
  await expect(fabricConfirm).toBeHidden();
  await expect(fabricRow).toHaveCount(0);
  expect(errors).toEqual([]);
});
