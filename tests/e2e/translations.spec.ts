import { expect, type Page, test, loginAs } from "./fixtures";
import en from "../../common/i18n/locales/en";

// The translation workflow as staff use it: a position in Turkish only shows as missing in
// German on the translations screen; its link opens the form on that field; a copy from
// Turkish is "to review" (on the screen and in the form) until someone types the German text
// and saves. The position is deleted again: other tests count the demo content.

const TITLE = "Çeviri Kontrol Pozisyonu E2E";
const GERMAN = "Stelle zur Übersetzungsprüfung E2E";
const titleIn = (language: string) =>
  en.admin.localized.fieldIn
    .replace("{{field}}", en.adminPositions.fields.title)
    .replace("{{language}}", language);

async function admin(page: Page, method: "post" | "delete", url: string, data?: object) {
  const me = await page.request.get("/api/auth/me");
  const csrf = ((await me.json()) as { data: { csrfToken: string } }).data.csrfToken;
  return page.request[method](url, { headers: { "X-CSRF-Token": csrf }, ...(data ? { data } : {}) });
}

type Status = { languages: Array<{ lng: string; missing: number; review: number }> };
async function german(page: Page) {
  const status = (await (await page.request.get("/api/translations")).json()) as { data: Status };
  return status.data.languages.find((row) => row.lng === "de")!;
}

test("a field copied from Turkish is 'to review' until saved by hand", { tag: "@any-screen" }, async ({ page }) => {
  test.slow();
  await loginAs(page, "/admin/translations", "en");
  const created = await admin(page, "post", "/api/positions", { title: TITLE, description: "Çeviri testi." });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  try {
    const before = await german(page);
    await page.goto("/admin/translations?language=de");
    await expect(page.getByTestId("translation-de")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("translation-de")).toContainText(`${before.missing} missing`);
    await page.getByRole("searchbox").fill(TITLE);
    const translate = page.getByRole("link", {
      name: `${TITLE}: translate the ${en.adminTranslations.fields.title} into German`,
    });
    await expect(translate).toBeVisible();

    // The link opens the position's form with the German title focused.
    await translate.click();
    await page.waitForURL((url) => url.pathname === "/admin/positions");
    const dialog = page.getByRole("dialog");
    const germanTitle = dialog.getByRole("textbox", { name: titleIn("German") });
    await expect(germanTitle).toBeFocused();
    await expect.poll(() => new URL(page.url()).searchParams.get("edit")).toBeNull();

    // Copy from Turkish: filled, marked to review; saved so.
    await dialog
      .getByRole("button", { name: `Copy the Turkish text into German: ${en.adminPositions.fields.title}` })
      .click();
    await expect(germanTitle).toHaveValue(TITLE);
    const group = dialog.getByRole("group", { name: en.adminPositions.fields.title });
    await expect(group.getByText(en.admin.localized.review, { exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: en.adminPositions.actions.save }).click();
    await expect(dialog).toBeHidden();
    expect(await german(page)).toMatchObject({ missing: before.missing - 1, review: before.review + 1 });

    await page.goto("/admin/translations?language=de&state=review");
    await page.getByRole("searchbox").fill(TITLE);
    const row = page.getByTestId("translation-items").getByRole("row", { name: new RegExp(TITLE) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(en.adminTranslations.states.review);

    // The mark is still there when the form opens again; typing the German text ends it.
    await row.getByRole("link").click();
    await expect(germanTitle).toBeFocused();
    await expect(group.getByText(en.admin.localized.review, { exact: true })).toBeVisible();
    await germanTitle.fill(GERMAN);
    await expect(group.getByText(en.admin.localized.review, { exact: true })).toHaveCount(0);
    await dialog.getByRole("button", { name: en.adminPositions.actions.save }).click();
    await expect(dialog).toBeHidden();
    expect(await german(page)).toMatchObject({ missing: before.missing - 1, review: before.review });

    // The list's filter: the position still lacks its German description, and all of English.
    await page.goto("/admin/positions?missing=de");
    await expect(page.getByTestId(`position-${id}`)).toBeVisible();
    await page.getByLabel(en.admin.translationFilter.label).selectOption("fr");
    await expect(page).toHaveURL(/missing=fr/);
    await expect(page.getByTestId(`position-${id}`)).toBeVisible();
  } finally {
    await admin(page, "delete", `/api/positions/${id}`);
  }
});
