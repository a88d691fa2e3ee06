import type { Page } from "@playwright/test";
import en from "../../common/i18n/locales/en";
import es from "../../common/i18n/locales/es";
import { fill } from "../../common/i18n/fill";
import { type Receiver, startReceiver, verifySignature } from "../helpers/webhook-receiver";
import { expect, hydrated, loginAs, test } from "./fixtures";
import { watchConsole } from "./page-checks";

// The integration journey on the demo content: staff give the ERP a token and the CRM a webhook;
// the ERP's import through the API turns one colourway "limited" on the fabric's page; a buyer on
// a phone, in Spanish, asks for a cut length of 3.5 m of it; staff see the request with the stock
// the figures gave when it was sent, and the CRM got both events, signed.

type ApiFabric = { id: number; name: string; code: string | null; colourways: { ref: string }[] };
let receiver: Receiver;

test.beforeAll(async () => {
  receiver = await startReceiver();
});
test.afterAll(async () => {
  await receiver.close();
});

async function newToken(page: Page, name: string): Promise<string> {
  const t = en.adminTokens;
  await page.getByRole("button", { name: t.create }).click();
  const dialog = page.getByRole("dialog", { name: t.dialog.title });
  await dialog.getByLabel(t.dialog.name).fill(name);
  await dialog.getByRole("checkbox", { name: t.scopes.stock }).check();
  await dialog.getByRole("button", { name: t.dialog.save }).click();
  const secret = page.getByRole("dialog", { name: t.secret.title });
  const field = secret.getByLabel(t.secret.label);
  await expect(field).toHaveValue(/^dkt_/);
  const token = await field.inputValue();
  await secret.getByRole("button", { name: t.secret.done }).click();
  return token;
}

async function newWebhook(page: Page): Promise<string> {
  const t = en.adminWebhooks;
  await page.getByRole("button", { name: t.add }).click();
  const dialog = page.getByRole("dialog", { name: t.form.title });
  await dialog.getByLabel(t.form.url).fill(receiver.url);
  await dialog.getByLabel(`${t.events.stock_changed} (stock.changed)`).check();
  await dialog.getByLabel(`${t.events.sample_request_received} (sample_request.received)`).check();
  const secret = await dialog.getByLabel(t.form.secret).inputValue();
  await dialog.getByRole("button", { name: t.form.save }).click();
  await expect(dialog).toBeHidden();
  return secret;
}

test("the ERP's import turns a colourway limited, a buyer on a phone asks for 3.5 m of it, staff see the stock at the time @any-screen", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();
  const errors = watchConsole(page);
  const suffix = Date.now().toString(36);

  // Staff: a token for the ERP, a webhook for the CRM.
  await loginAs(page, "/admin/api-tokens", "en");
  const token = await newToken(page, `ERP ${suffix}`);
  await page.goto("/admin/webhooks");
  const secret = await newWebhook(page);

  // The ERP: one colourway of a demo article down to 40 m (under the 100 m threshold).
  const erp = await playwright.request.newContext({ baseURL });
  const all = ((await (await erp.get("/api/fabrics?lng=es&page_size=100")).json()) as { data: ApiFabric[] })
    .data;
  const fabric = all.find((f) => f.code && f.colourways.length > 1)!;
  const ref = fabric.colourways[1]!.ref;
  const imported = await erp.put("/api/stock", {
    headers: { authorization: `Bearer ${token}` },
    data: { items: [{ code: fabric.code, colourway: ref, available_m: 40 }] },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  await erp.dispose();

  // A buyer on a phone, in Spanish: the page says "limited" for that colourway, never the metres.
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  await phone.addCookies([{ name: "seen", value: "1", url: baseURL! }]);
  const buyer = await phone.newPage();
  const buyerErrors = watchConsole(buyer);
  await buyer.goto(`/fabric/${fabric.id}?lng=es`);
  await hydrated(buyer);
  const stock = buyer.getByRole("region", { name: es.stockPage.heading });
  await expect(stock.locator(`li[data-band=limited]`)).toContainText(ref);
  await expect(stock.locator(`li[data-band=limited]`)).toContainText(es.stockPage.bands.limited);
  await expect(buyer.locator("body")).not.toContainText("40 m");

  const s = es.samples;
  const box = buyer.getByRole("region", { name: s.fabric.title });
  await box.getByRole("combobox", { name: s.fabric.colourway }).selectOption(ref);
  await box.getByRole("button", { name: s.add.button }).click();
  await box.getByRole("link", { name: new RegExp(`^${s.add.inBasket}`) }).click();
  await expect(buyer).toHaveURL(/\/samples\?lng=es$/);
  await hydrated(buyer);
  const line = buyer.getByRole("region", { name: new RegExp(`^${s.basket.title}`) }).getByRole("listitem");
  await expect(line).toHaveCount(1);
  await line.getByLabel(s.basket.cutLength).fill("3.5");

  const company = `Sastrería ${suffix}`;
  const form = buyer.getByRole("form", { name: s.form.title });
  await form.getByLabel(s.form.company).fill(company);
  await form.getByLabel(s.form.full_name).fill("Lucía Ramírez");
  await form.getByLabel(s.form.email).fill(`lucia.${suffix}@example.com`);
  const posted = buyer.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/sample-requests" && r.request().method() === "POST",
  );
  await form.getByRole("button", { name: s.form.submit }).click();
  const answer = await posted;
  expect(answer.status(), await answer.text()).toBe(201);
  expect(answer.request().postDataJSON().items).toEqual([
    { fabric_id: fabric.id, colourway: ref, cut_m: 3.5 },
  ]);
  await expect(buyer.getByRole("heading", { name: s.sent.title })).toBeFocused();
  expect(buyerErrors).toEqual([]);
  await phone.close();

  // Staff: the request with the length, the stock when it was sent, and its progress.
  const a = en.adminInbox.samples;
  await page.goto("/admin/sample-requests");
  await page.getByLabel(en.adminInbox.common.search, { exact: true }).fill(company);
  const row = page.getByRole("row").filter({ hasText: company });
  await row.getByRole("button", { name: fill(a.viewAria, { name: "Lucía Ramírez" }) }).click();
  const dialog = page.getByRole("dialog", { name: fill(a.dialog.title, { name: "Lucía Ramírez" }) });
  const fabrics = dialog.getByTestId("sample-fabrics");
  await expect(fabrics).toContainText(fill(a.cut.length, { metres: "3.5" }));
  await expect(fabrics).toContainText(fill(a.cut.stock, { metres: "40" }));
  const progress = fabrics.getByRole("combobox", {
    name: fill(a.cut.progress, { code: fabric.code!, colourway: ref }),
  });
  await progress.selectOption("reserved");
  await expect(progress).toHaveValue("reserved");
  await expect(progress).toBeEnabled();

  // The CRM got the import and the request, each once and signed with the webhook's secret.
  await expect
    .poll(() => receiver.received.map((r) => r.json.event).sort(), { timeout: 15_000 })
    .toEqual(["sample_request.received", "stock.changed"]);
  for (const got of receiver.received) expect(verifySignature(secret, got)).toBe(true);
  const request = receiver.received.find((r) => r.json.event === "sample_request.received")!;
  expect((request.json.data as { items: unknown[] }).items).toEqual([
    { fabric_id: fabric.id, code: fabric.code, colourway: ref, cut_m: 3.5 },
  ]);
  // The webhook goes (other tests of this server import stock too).
  await page.goto("/admin/webhooks");
  const hook = page.getByRole("row").filter({ hasText: receiver.url });
  await hook.getByRole("button", { name: en.adminWebhooks.delete }).click();
  await page.getByRole("dialog").getByRole("button", { name: en.admin.common.delete }).click();
  await expect(hook).toBeHidden();
  expect(errors).toEqual([]);
});
