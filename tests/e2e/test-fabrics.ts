import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import tr from "../../common/i18n/locales/tr";
import { jpeg } from "../fixtures/images";
import { fill } from "./page-checks";

// Fabrics a browser test makes for itself and removes again (the other browser tests count the
// demo fabrics).

/**
 * Adds a fabric through the admin API (a session's request context and its CSRF token) with a
 * small main image and a summer shirting's description; `names` are its name fields (`name`,
 * `name_fr`…) and `card` its technical card. Answers the new fabric's id.
 */
export async function postFabric(
  request: APIRequestContext,
  url: string,
  csrf: string,
  names: Record<string, string>,
  card: object,
): Promise<number> {
  const answer = await request.post(url, {
    headers: { "X-CSRF-Token": csrf },
    multipart: {
      ...names,
      description: "Yazlık gömleklik",
      card: JSON.stringify(card),
      main_image: { name: "k.jpg", mimeType: "image/jpeg", buffer: await jpeg(120, 90) },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

/** Deletes the fabric of `row` from the Turkish fabrics list, through the confirmation: its row is gone. */
export async function deleteFabricRow(page: Page, row: Locator, name: string) {
  const t = tr.adminFabrics;
  await row.getByRole("button", { name: fill(t.actions.deleteAria, { name }) }).click();
  const confirm = page.getByRole("dialog", { name: t.confirmDelete.title });
  await confirm.getByRole("button", { name: t.confirmDelete.confirm }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
}
