import type { APIRequestContext, Browser } from "@playwright/test";
import fr from "../../common/i18n/locales/fr";
import { E2E_ADMIN } from "../../playwright.config";
import { expect, hydrated, loginAs, test } from "./fixtures";
import { type SentMail, waitForMails, waitForMailsTo } from "./mail";
import { expectAxeClean, expectNoHorizontalOverflow, watchConsole } from "./page-checks";
import { postFabric } from "./test-fabrics";

// Following a search: a buyer in French filters the finder, asks to hear about new fabrics like
// these, confirms from the mail the site sent (the test server's SMTP sink), and gets one digest
// when staff publish a matching fabric; the mail program's one-click unsubscribe (RFC 8058: a
// POST to the List-Unsubscribe address) ends it, and the next publish sends her nothing (a second
// follower of the same search gets that one: both digests go in the same run).

const s = fr.searchAlerts;
const made: number[] = [];

/** A staff session of its own (a browser context with the admin's cookie) and its CSRF token. */
async function staff(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const csrf = ((await login.json()) as { data: { csrfToken: string } }).data.csrfToken;
  return { context, request: context.request, csrf };
}

/** Staff publish a linen twill of 130 g/m² (what the buyer's search keeps). */
async function publish(request: APIRequestContext, csrf: string, name: string, code: string) {
  const card = {
    code,
    composition: [{ fiber: "linen", percent: 100 }],
    weight_gsm: 130,
    width_cm: 150,
    weave: "twill",
    pattern: "solid",
    yarn_count: "Nm 40",
    ends_per_cm: 30,
    picks_per_cm: 26,
    finishes: ["easy_care"],
    end_use: ["men"],
    stock_service: "made_to_order",
    min_order_m: 300,
    lead_time_weeks: 5,
    colourways: [],
  };
  const id = await postFabric(request, "/api/fabrics", csrf, { name, name_fr: `${name} (fr)` }, card);
  made.push(id);
  return id;
}

const linkIn = (mail: SentMail, path: string) => {
  const found = new RegExp(`https?://[^\\s]+${path}\\?token=[\\w-]{43}[^\\s]*`).exec(mail.text)?.[0];
  expect(found, `${path} in ${mail.text}`).toBeTruthy();
  return new URL(found!);
};
const oneClickOf = (mail: SentMail) => {
  const line = mail.parsed.headerLines.find((h) => h.key === "list-unsubscribe")?.line ?? "";
  const post = mail.parsed.headerLines.find((h) => h.key === "list-unsubscribe-post")?.line ?? "";
  expect(post).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  return new URL(/<([^>]+)>/.exec(line)![1]!);
};

test.afterEach(async ({ browser, baseURL }) => {
  if (made.length === 0) return;
  const admin = await staff(browser, baseURL!);
  for (const id of made.splice(0)) {
    await admin.request.delete(`/api/fabrics/${id}`, { headers: { "X-CSRF-Token": admin.csrf } });
  }
  await admin.context.close();
});

test("a buyer in French follows a search, confirms it from the mail, gets the new fabric and unsubscribes in one click", async ({
  page,
  browser,
  baseURL,
}) => {
  // Three mail round trips, two digests, axe on three pages.
  test.slow();
  const errors = watchConsole(page);
  const mark = Date.now().toString(36);
  const email = `claire.${mark}@example.com`;

  // The finder, filtered: linen twill from 120 to 140 g/m².
  await page.goto("/fabrics?lng=fr&fiber=linen&weave=twill&gsm_min=120&gsm_max=140");
  await hydrated(page);
  const toggle = page.getByRole("button", { name: s.toggle });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const address = page.getByLabel(s.form.email);
  await expect(address).toBeFocused();
  await expectNoHorizontalOverflow(page);
  await expectAxeClean(page);
  // A wrong address is named under its field, in French; nothing is sent.
  await address.fill("claire@");
  await page.getByRole("button", { name: s.form.submit }).click();
  await expect(page.getByText(fr.validation.invalid_email)).toBeVisible();
  await address.fill(email);
  await page.getByRole("button", { name: s.form.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: s.success })).toBeVisible();

  // The confirmation mail, in French; its link opens a page whose button confirms (a GET alone does nothing).
  const [confirmation] = await waitForMailsTo(baseURL!, email);
  expect(confirmation!.to).toEqual([email]);
  expect(confirmation!.subject).toBe(fr.alertMail.confirmSubject);
  const confirmLink = linkIn(confirmation!, "/alerts/confirm");
  const unsubscribePage = linkIn(confirmation!, "/alerts/unsubscribe");
  expect(confirmLink.searchParams.get("lng")).toBe("fr");
  await page.goto(`${confirmLink.pathname}${confirmLink.search}`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: s.confirm.title })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAxeClean(page);
  await page.getByRole("button", { name: s.confirm.button }).click();
  await expect(page.getByText(s.confirm.done)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  // The link is spent: opened again, the page says so.
  await page.goto(`${confirmLink.pathname}${confirmLink.search}`);
  await hydrated(page);
  await page.getByRole("button", { name: s.confirm.button }).click();
  await expect(page.getByText(s.confirm.invalid)).toBeVisible();

  // Staff publish a matching fabric: one digest, in French, with the fabric and the unsubscribe link.
  const admin = await staff(browser, baseURL!);
  const first = await publish(admin.request, admin.csrf, `Keten dimi ${mark}`, `AL-${mark}-1`);
  const [digest] = await waitForMails(baseURL!, fr.alertMail.digestIntro);
  expect(digest!.to).toEqual([email]);
  expect(digest!.subject).toBe(fr.alertMail.digestSubject.replace("{{count}}", "1"));
  expect(digest!.text).toContain(`Keten dimi ${mark} (fr)`);
  expect(digest!.text).toContain(`/fabric/${first}?lng=fr`);
  expect(linkIn(digest!, "/alerts/unsubscribe").search).toBe(unsubscribePage.search);

  // RFC 8058: the mail program posts `List-Unsubscribe=One-Click` to the List-Unsubscribe address; no page, no login.
  const oneClick = oneClickOf(digest!);
  const posted = await page.request.post(`${oneClick.pathname}${oneClick.search}`, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(posted.status(), await posted.text()).toBe(200);
  // The visible link's page now says the alert is already gone.
  await page.goto(`${unsubscribePage.pathname}${unsubscribePage.search}`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: s.unsubscribe.title })).toBeVisible();
  await page.getByRole("button", { name: s.unsubscribe.button }).click();
  await expect(page.getByText(s.unsubscribe.invalid)).toBeVisible();

  // A second follower of the same search, confirmed through the API, and a second publish: the
  // digests of one run go together, so when the second follower's arrives the first would have too.
  const other = `marc.${mark}@example.com`;
  const follow = await page.request.post("/api/search-alerts?lng=fr", {
    data: { email: other, lng: "fr", query: "fiber=linen&weave=twill&gsm_min=120&gsm_max=140" },
  });
  expect(follow.status()).toBe(202);
  const [second] = await waitForMailsTo(baseURL!, other);
  const token = linkIn(second!, "/alerts/confirm").searchParams.get("token");
  expect((await page.request.post("/api/search-alerts/confirm", { data: { token } })).status()).toBe(200);
  const next = await publish(admin.request, admin.csrf, `Keten dimi ikinci ${mark}`, `AL-${mark}-2`);
  const digests = await waitForMails(baseURL!, `/fabric/${next}?lng=fr`);
  expect(digests.map((m) => m.to)).toEqual([[other]]);
  const toClaire = (await waitForMailsTo(baseURL!, email)).filter((m) =>
    m.text.includes(fr.alertMail.digestIntro),
  );
  expect(toClaire).toHaveLength(1);
  await admin.context.close();
  // The browser logs the two refused links' answers (the spent confirmation, the unsubscribe after the one click); nothing else.
  expect(errors).toEqual(
    Array(2).fill("Failed to load resource: the server responded with a status of 400 (Bad Request)"),
  );
});

test("staff see each followed search with its counts and no address", async ({ page }) => {
  const mark = Date.now().toString(36);
  const query = `weave=oxford&q=${mark}`;
  for (const email of [`a.${mark}@example.com`, `b.${mark}@example.com`]) {
    const answer = await page.request.post("/api/search-alerts?lng=de", {
      data: { email, lng: "de", query },
    });
    expect(answer.status(), await answer.text()).toBe(202);
  }
  await loginAs(page, "/admin/search-alerts", "fr");
  await expect(page.getByRole("heading", { level: 2, name: fr.admin.titles.alerts })).toBeVisible();
  const row = page.getByTestId("alert-row").filter({ hasText: mark }).filter({ visible: true });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${fr.adminAlerts.describe.text}: “${mark}”`);
  await expect(row).toContainText(`${fr.fabricCard.fields.weave}: ${fr.fabricCard.weaves.oxford}`);
  await expect(row).toContainText("de");
  await expect(page.locator("main")).not.toContainText(`@example.com`);
  await expectNoHorizontalOverflow(page);
  await expectAxeClean(page);
});
