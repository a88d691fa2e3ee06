import tr from "../../common/i18n/locales/tr";
import { type Receiver, startReceiver, verifySignature } from "../helpers/webhook-receiver";
import { expect, loginAs, test } from "./fixtures";
import { expectAxeClean } from "./page-checks";

// Webhooks: staff add one in the admin (the URL of a receiver on this machine, allow-listed for the
// test server; the events as tick boxes; the secret the form generated), are told why a private
// address is refused, send a test event and see it delivered in the webhook's log; the receiver
// got it once, signed with the secret the form showed.

const t = tr.adminWebhooks;
let receiver: Receiver;

test.beforeAll(async () => {
  receiver = await startReceiver();
});
test.afterAll(async () => {
  await receiver.close();
});

test("staff add a webhook, send a test event and see it delivered in the log", async ({ page }) => {
  await loginAs(page, "/admin/webhooks");
  await expect(page.getByRole("heading", { name: tr.admin.titles.webhooks, level: 2 })).toBeVisible();

  await page.getByRole("button", { name: t.add }).click();
  const dialog = page.getByRole("dialog", { name: t.form.title });
  await expect(dialog).toBeVisible();
  const url = dialog.getByLabel(t.form.url);
  // A private address outside the allow-list is refused, with the reason under the field.
  await url.fill("https://10.0.0.7/hook");
  await dialog.getByRole("button", { name: t.form.save }).click();
  await expect(dialog.getByText(t.errors.private_address)).toBeVisible();

  await url.fill(receiver.url);
  await dialog.getByLabel(`${t.events.fabric_created} (fabric.created)`).check();
  const secret = await dialog.getByLabel(t.form.secret).inputValue();
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  await expectAxeClean(page);
  await dialog.getByRole("button", { name: t.form.save }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row").filter({ hasText: receiver.url });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`…${secret.slice(-4)}`);
  await expect(row).not.toContainText(secret);
  await expect(row).toContainText(t.never);

  await row.getByRole("button", { name: t.deliveries.open }).click();
  const log = page.getByRole("dialog");
  await expect(log.getByText(t.deliveries.empty)).toBeVisible();
  await log.getByRole("button", { name: t.deliveries.test }).click();
  // The log reads itself again while the delivery waits: delivered, with the receiver's answer.
  const delivery = log.locator("tbody tr").first();
  await expect(delivery).toContainText(t.events.webhook_test);
  await expect(delivery).toContainText(t.status.delivered, { timeout: 15_000 });
  await expect(delivery).toContainText("204");

  expect(receiver.received).toHaveLength(1);
  const got = receiver.received[0]!;
  expect(got.json.event).toBe("webhook.test");
  expect(verifySignature(secret, got)).toBe(true);
  await expect(delivery).toContainText(String(got.json.id));

  // Send again: a second delivery of the same event id.
  await delivery.getByRole("button", { name: t.deliveries.again }).click();
  await expect(log.locator("tbody tr")).toHaveCount(2);
  await expect(log.locator("tbody tr").first()).toContainText(t.status.delivered, { timeout: 15_000 });
  expect(receiver.received.map((r) => r.json.id)).toEqual([got.json.id, got.json.id]);
  await log.getByRole("button", { name: tr.admin.common.close }).click();
  await expect(row).toContainText(t.status.delivered);

  // Delete, after a confirmation.
  await row.getByRole("button", { name: t.delete }).click();
  await page.getByRole("dialog").getByRole("button", { name: tr.admin.common.delete }).click();
  await expect(row).toBeHidden();
});
