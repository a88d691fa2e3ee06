import en from "../../common/i18n/locales/en";
import { expect, loginAs, test } from "./fixtures";
import { expectAxeClean, watchConsole } from "./page-checks";

// API tokens: staff create one for another system (its name, its scopes ticked, an expiry),
// see the secret once with a copy button, the system uses it with `Authorization: Bearer`
// (no cookie), the list shows its last use, and a revocation refuses it at once.

const t = en.adminTokens;

test.describe("admin API tokens", () => {
  test("staff create a token, see it once, the system uses it, staff revoke it", {
    tag: "@any-screen",
  }, async ({ page, playwright, baseURL }) => {
    const errors = watchConsole(page);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    const name = `ERP ${Date.now().toString(36)}`;
    await loginAs(page, "/admin/api-tokens", "en");
    await expect(page.getByRole("heading", { name: en.admin.titles.tokens, level: 2 })).toBeVisible();

    // The dialog: a name, the scopes ticked (each with what it allows), a last day.
    await page.getByRole("button", { name: t.create }).click();
    const dialog = page.getByRole("dialog", { name: t.dialog.title });
    await expect(dialog.getByText(t.scopes.requestsHelp)).toBeVisible();
    // Nothing ticked: the server says a scope is needed, under the boxes.
    await dialog.getByLabel(t.dialog.name).fill(name);
    await dialog.getByRole("button", { name: t.dialog.save }).click();
    await expect(dialog.getByText(t.dialog.scopesRequired)).toBeVisible();
    await dialog.getByRole("checkbox", { name: t.scopes.catalogue }).check();
    await dialog.getByLabel(t.dialog.expires).fill("2999-12-31");
    await expectAxeClean(page);
    await dialog.getByRole("button", { name: t.dialog.save }).click();

    // The secret, once, with a copy button.
    const secretDialog = page.getByRole("dialog", { name: t.secret.title });
    const field = secretDialog.getByLabel(t.secret.label);
    await expect(field).toHaveValue(/^dkt_[A-Za-z0-9_-]{43}$/);
    const token = await field.inputValue();
    await secretDialog.getByRole("button", { name: t.secret.copy, exact: true }).click();
    await expect(secretDialog.getByRole("button", { name: t.secret.copied, exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await secretDialog.getByRole("button", { name: t.secret.done }).click();
    await expect(secretDialog).toBeHidden();

    // The list: name, scope, first characters, expiry, never used, active; never the secret.
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("catalogue:read");
    await expect(row).toContainText(`${token.slice(0, 12)}…`);
    await expect(row).toContainText("2999");
    await expect(row).toContainText(t.never);
    await expect(row).toContainText(t.states.active);
    await expect(page.locator("body")).not.toContainText(token);

    // The other system: the header alone, no cookie, no CSRF token.
    const system = await playwright.request.newContext({ baseURL });
    const bearer = { Authorization: `Bearer ${token}` };
    const csv = await system.get("/api/exports/fabrics.csv", { headers: bearer });
    expect(csv.status(), await csv.text()).toBe(200);
    expect((await system.get("/api/sample-requests", { headers: bearer })).status()).toBe(403);
    expect((await system.get(`/api/exports/fabrics.csv?access_token=${token}`)).status()).toBe(400);

    // Its last use shows after a reload, with the address.
    await page.reload();
    await expect(row).toContainText(t.usedFrom.replace("{{address}}", "127.0.0.1"));

    // Revoked after a confirmation: refused at once.
    await row.getByRole("button", { name: t.revoke.buttonLabel.replace("{{name}}", name) }).click();
    const confirm = page.getByRole("dialog", { name: t.revoke.title });
    await expect(confirm).toContainText(name);
    await confirm.getByRole("button", { name: t.revoke.button }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText(t.states.revoked);
    await expect(row.getByRole("button", { name: t.revoke.button })).toHaveCount(0);
    expect((await system.get("/api/exports/fabrics.csv", { headers: bearer })).status()).toBe(401);
    await system.dispose();
    // The one 400 is the creation without a scope, refused on purpose above.
    expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
    expect(errors.filter((error) => error.includes("status of 400"))).toHaveLength(1);
  });
});
