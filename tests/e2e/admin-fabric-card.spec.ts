import { expect, type Locator, type Page, type TestInfo, test, loginAs } from "./fixtures";
import en from "../../common/i18n/locales/en";
import tr from "../../common/i18n/locales/tr";
import { png } from "../fixtures/images";
import { fill, watchConsole } from "./page-checks";
import { deleteFabricRow } from "./test-fabrics";
import { saveScreenshot } from "./screenshots";

// The technical card of a fabric: entered in the admin dialog (composition, weight, weave,
// article code), checked in the browser (the percentages sum to 100), listed with its code and
// shown on the public page.

const CATALOGUES = { tr, en } as const;
type Lng = keyof typeof CATALOGUES;

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  await saveScreenshot(page, `admin-fabric-card-${name}-${testInfo.project.name}`);
}

/** The input of one language of a LocalizedFields group ('Kumaş Adı (İspanyolca)'). */
function field(dialog: Locator, lng: Lng, label: string, language: keyof typeof tr.admin.languages) {
  const c = CATALOGUES[lng].admin;
  return dialog.getByLabel(fill(c.localized.fieldIn, { field: label, language: c.languages[language] }));
}

test("a fabric's technical card is entered, checked, listed and shown on its page", { tag: "@any-screen" }, async ({
  page,
}, testInfo) => {
  const errors = watchConsole(page);
  const t = tr.adminFabrics;
  const card = tr.fabricCard;
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const name = `Keten Pamuk Dimi ${stamp}`;
  const code = `E2E-${stamp.toUpperCase()}`;

  await loginAs(page, "/admin/fabrics");
  await page.getByRole("button", { name: t.add }).click();
  const form = page.getByRole("dialog", { name: t.form.addTitle });
  await expect(form).toBeVisible();
  await field(form, "tr", t.form.name, "tr").fill(name);
  await field(form, "tr", t.form.description, "tr").fill("Yazlık gömlekler için keten pamuk dimi.");
  await form.getByLabel(t.form.mainImage).setInputFiles({
    name: "dimi.png",
    mimeType: "image/png",
    buffer: await png(640, 480),
  });

  // The code is upper-cased as it is typed.
  await form.getByLabel(card.fields.code, { exact: true }).fill(code.toLowerCase());
  await expect(form.getByLabel(card.fields.code, { exact: true })).toHaveValue(code);

  // 55 % linen + 40 % cotton: the live sum says it is not 100, and saving is refused.
  await form.getByLabel(fill(t.card.fiberRow, { number: 1 }), { exact: true }).selectOption("linen");
  await form.getByLabel(fill(t.card.percentRow, { number: 1 }), { exact: true }).fill("55");
  await form.getByRole("button", { name: t.card.addFiber }).click();
  await form.getByLabel(fill(t.card.fiberRow, { number: 2 }), { exact: true }).selectOption("cotton");
  await form.getByLabel(fill(t.card.percentRow, { number: 2 }), { exact: true }).fill("40");
  await expect(form.getByText(fill(t.card.sum, { sum: 95 }))).toBeVisible();
  await expect(form.getByText(t.card.sumInvalid)).toBeVisible();
  await form.getByLabel(card.fields.weight_gsm, { exact: true }).fill("130");
  await form.getByLabel(card.fields.weave, { exact: true }).selectOption("twill");
  await form.getByRole("button", { name: t.form.save }).click();
  await expect(form.getByText(t.form.fixErrors)).toBeVisible();
  await expect(form.getByText(t.card.sumError, { exact: true })).toBeVisible();
  const percent2 = form.getByLabel(fill(t.card.percentRow, { number: 2 }), { exact: true });
  await expect(percent2).toHaveAttribute("aria-invalid", "true");
  await screenshot(page, testInfo, "sum-error");

  // 55 + 45 = 100: saved.
  await percent2.fill("45");
  await expect(form.getByText(fill(t.card.sum, { sum: 100 }))).toBeVisible();
  await expect(form.getByText(t.card.sumError, { exact: true })).toHaveCount(0);
  await form.getByRole("button", { name: t.form.save }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(t.created)).toBeVisible();

  // The list shows the code under the name, and no 'technical data missing' badge.
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("fabric-code")).toHaveText(code);
  await expect(row.getByText(t.card.missing)).toHaveCount(0);
  const id = Number((await row.getAttribute("data-testid"))?.replace("fabric-", ""));
  expect(id).toBeGreaterThan(0);

  // The search finds it by its code.
  await page.getByLabel(tr.adminInbox.common.search, { exact: true }).fill(code.toLowerCase());
  await expect(page.getByRole("row")).toHaveCount(2);
  await page.getByLabel(tr.adminInbox.common.search, { exact: true }).fill("");

  // Editing starts from the saved card.
  await row.getByRole("button", { name: fill(t.actions.editAria, { name }) }).click();
  const edit = page.getByRole("dialog", { name: fill(t.form.editTitle, { name }) });
  await expect(edit.getByLabel(card.fields.code, { exact: true })).toHaveValue(code);
  await expect(edit.getByLabel(card.fields.weight_gsm, { exact: true })).toHaveValue("130");
  await expect(edit.getByLabel(card.fields.weave, { exact: true })).toHaveValue("twill");
  await expect(edit.getByLabel(fill(t.card.fiberRow, { number: 2 }), { exact: true })).toHaveValue("cotton");
  await expect(edit.getByLabel(fill(t.card.percentRow, { number: 2 }), { exact: true })).toHaveValue("45");
  await screenshot(page, testInfo, "edit-top");
  await edit.getByText(card.title).scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, "edit-card");
  await edit.getByLabel(card.fields.lead_time_weeks, { exact: true }).scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, "edit-bottom");
  await edit.getByRole("button", { name: t.form.cancel }).click();
  await expect(edit).toBeHidden();

  // The public page of the fabric states its weight.
  const visitor = await page.context().newPage();
  await visitor.goto(`/fabric/${id}?lng=en`);
  await expect(visitor.locator("main")).toContainText("130 g/m²");
  await visitor.close();

  // The fabric goes again: the other browser tests count the demo fabrics.
  await deleteFabricRow(page, row, name);
  expect(errors).toEqual([]);
});
