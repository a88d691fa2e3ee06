import type { APIRequestContext, Locator, Page } from "@playwright/test";
import fr from "../../common/i18n/locales/fr";
import tr from "../../common/i18n/locales/tr";
import { E2E_ADMIN } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { waitForMails, waitForMailsTo, waitForMailsWhere } from "./mail";
import { expectAxeClean, fill, watchConsole } from "./page-checks";

// The sample basket: a buyer puts fabrics in it from the fabric cards and a fabric's page (in a
// colourway), the basket lives in the browser (reloads, the count in the bar), and the request
// goes to the staff and back to the buyer as mails. A fabric deleted meanwhile is named as gone.

const s = fr.samples;

type ApiFabric = {
  id: number;
  name: string;
  code: string | null;
  colourways: { ref: string; shade: string }[];
};

async function fabricsInFrench(page: Page): Promise<ApiFabric[]> {
  const res = await page.request.get("/api/fabrics?lng=fr&page_size=100");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: ApiFabric[] }).data;
}

/** The link to the sample request in the navigation bar (its name says the count). */
const basketLink = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: new RegExp(`^${fr.basket.label}`) });

/** "Request a sample" on a card or a fabric page; then it says the fabric is in the request, and has the focus. */
async function requestSample(scope: Locator, name: string) {
  await scope.getByRole("button", { name: s.add.button }).click();
  const inBasket = scope.getByRole("link", { name: new RegExp(`^${s.add.inBasket}`) });
  await expect(inBasket).toBeFocused();
  await expect(inBasket).toContainText(s.add.open);
  // Said by a polite live region (not role=status: a card's loading spinner is its status).
  await expect(scope.locator(".sample-note[aria-live=polite]")).toContainText(name);
}

/** Fills the request form (French labels) as a buyer would, a sample length of `metres`. */
async function fillRequest(form: Locator, buyer: { company: string; name: string; email: string }) {
  await form.getByLabel(s.form.company).fill(buyer.company);
  await form.getByLabel(s.form.full_name).fill(buyer.name);
  await form.getByLabel(s.form.email).fill(buyer.email);
  await form.getByLabel(s.form.phone).fill("+33 1 23 45 67 89");
  await form.getByLabel(s.form.intended_use).fill("Chemises homme, printemps-été");
  await form.getByLabel(s.form.quantity).fill("2 000 m par coloris");
  await form.getByLabel(s.form.message).fill("Merci de joindre la fiche technique.");
}

async function adminSession(request: APIRequestContext) {
  const login = await request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const { csrfToken } = ((await login.json()) as { data: { csrfToken: string } }).data;
  return { "X-CSRF-Token": csrfToken };
}

// A 32 × 24 PNG: the server re-encodes it as WebP variants.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAIAAAAUMWhjAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAL0lEQVRIiWOQt4qnKWIYtcBqNIjiR1OR/GhGix8tKuRHS1Or0QpHfrTKtBrcrQoAvBsoH/FvEIoAAAAASUVORK5CYII=",
  "base64",
);

test("a buyer in French asks for samples of three fabrics from two pages and gets both mails", async ({
  page,
  baseURL,
}, info) => {
  const errors = watchConsole(page);
  const marker = `Chemiserie ${info.project.name} ${Date.now().toString(36)}`;
  const buyer = {
    company: marker,
    name: "Camille Dubois",
    email: `camille.${Date.now().toString(36)}@example.com`,
  };
  const all = await fabricsInFrench(page);

  // Two fabrics from the list.
  await page.goto("/fabrics?lng=fr");
  await expect(basketLink(page)).toHaveAccessibleName(fr.basket.label);
  const cards = page.locator("article.fabric-card");
  const picked: ApiFabric[] = [];
  for (const index of [0, 1]) {
    const card = cards.nth(index);
    const name = (await card.getByRole("heading").textContent())!.trim();
    picked.push(all.find((f) => f.name === name)!);
    await requestSample(card, name);
  }
  await expect(basketLink(page)).toHaveAccessibleName(fill(fr.basket.count_other, { count: 2 }));

  // A third from its page, in its second colourway.
  const third = all.find((f) => f.colourways.length > 1 && !picked.some((p) => p.id === f.id))!;
  const colourway = third.colourways[1]!.ref;
  await page.goto(`/fabric/${third.id}?lng=fr`);
  const box = page.getByRole("region", { name: s.fabric.title });
  await box.getByRole("combobox", { name: s.fabric.colourway }).selectOption(colourway);
  await requestSample(box, third.name);
  picked.push(third);

  // The basket outlives a reload; the bar says three.
  await page.reload();
  await expect(basketLink(page)).toHaveAccessibleName(fill(fr.basket.count_other, { count: 3 }));
  await expect(basketLink(page)).toContainText("3");
  await box.getByRole("link", { name: new RegExp(`^${s.add.inBasket}`) }).click();
  await expect(page).toHaveURL(/\/samples\?lng=fr$/);
  await expect(page.locator("h1")).toHaveText(s.title);
  await expect(page).toHaveTitle(new RegExp(`^${s.metaTitle}`));

  const basket = page.getByRole("region", { name: new RegExp(`^${s.basket.title}`) });
  const items = basket.getByRole("listitem");
  await expect(items).toHaveCount(3);
  await expect(items.getByRole("heading")).toHaveText(picked.map((f) => f.name));
  await expect(items.nth(2).getByRole("combobox", { name: s.basket.colourway })).toHaveValue(colourway);
  // A fabric added from its card gets its colourway here.
  const first = picked[0]!;
  if (first.colourways.length > 1) {
    const select = items.nth(0).getByRole("combobox", { name: s.basket.colourway });
    await expect(select).toHaveValue("");
    // Chosen from the keyboard, the select keeps the focus (its row stays in place).
    await select.focus();
    await select.selectOption(first.colourways[0]!.ref);
    await expect(select).toHaveValue(first.colourways[0]!.ref);
    await expect(select).toBeFocused();
  }
  await expectAxeClean(page);

  // The form: the country follows the language; a sample length needs its metres.
  const form = page.getByRole("form", { name: s.form.title });
  await expect(form.getByLabel(s.form.country)).toHaveValue("FR");
  await fillRequest(form, buyer);
  await form.getByLabel(s.form.length).check();
  await form.getByRole("button", { name: s.form.submit }).click();
  await expect(form.getByLabel(s.form.metres)).toBeFocused();
  await expect(form.getByText(fr.validation.required)).toBeVisible();
  await form.getByLabel(s.form.metres).fill("3");
  const posted = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/sample-requests" && r.request().method() === "POST",
  );
  await form.getByRole("button", { name: s.form.submit }).click();
  const answer = await posted;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toMatchObject({
    company: buyer.company,
    country: "FR",
    kind: "length",
    metres: 3,
    language: "fr",
    items: picked.map((f) => expect.objectContaining({ fabric_id: f.id })),
  });
  expect(answer.request().postDataJSON().items[2].colourway).toBe(colourway);
  const done = page.getByRole("heading", { name: s.sent.title });
  await expect(done).toBeFocused();
  await expect(page.getByText(s.sent.text)).toBeVisible();

  // The basket is empty now, here and after a reload.
  await expect(basketLink(page)).toHaveAccessibleName(fr.basket.label);
  expect(await page.evaluate(() => localStorage.getItem("sample-basket"))).toBeNull();
  await page.reload();
  await expect(page.getByText(s.basket.empty)).toBeVisible();

  // The staff and the buyer each get a mail; the buyer's in French, with the fabrics' codes.
  // Each waited for by its recipient: either may arrive first, and both name the buyer.
  const [staff] = await waitForMailsWhere(
    baseURL!,
    (m) => m.to.includes("staff@example.com") && m.subject.includes(buyer.company),
    "the staff's mail",
  );
  expect(staff, "staff mail").toBeDefined();
  const [confirmation] = await waitForMailsTo(baseURL!, buyer.email);
  expect(confirmation, "buyer's confirmation").toBeDefined();
  expect(confirmation!.subject).toMatch(/^Votre demande d'échantillons/);
  for (const fabric of picked) {
    if (fabric.code) {
      expect(confirmation!.text).toContain(fabric.code);
      expect(staff!.text).toContain(fabric.code);
    }
  }
  expect(confirmation!.text).toContain(buyer.name);
  expect(errors).toEqual([]);

  // The staff member opens it in the admin inbox (in Turkish), replies and sets it to "sent".
  const a = tr.adminInbox.samples;
  await page.goto(`/admin/login?lng=tr&next=${encodeURIComponent("/admin/sample-requests")}`);
  await page.getByLabel(tr.admin.login.username).fill(E2E_ADMIN.username);
  await page.getByLabel(tr.admin.login.password).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: tr.admin.login.submit }).click();
  await page.waitForURL((url) => url.pathname === "/admin/sample-requests");
  await page.getByLabel(tr.adminInbox.common.search, { exact: true }).fill(buyer.company);
  await expect(page.getByText(fill(a.total_one, { count: 1 }), { exact: true })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: buyer.company });
  await row.getByRole("button", { name: fill(a.viewAria, { name: buyer.name }) }).click();
  const dialog = page.getByRole("dialog", { name: fill(a.dialog.title, { name: buyer.name }) });
  await expect(dialog).toBeVisible();
  for (const fabric of picked)
    if (fabric.code) await expect(dialog.getByTestId("sample-fabrics")).toContainText(fabric.code);
  await dialog.getByLabel(a.dialog.replyLabel).fill("Vos trois coupons partent demain par coursier.");
  await dialog.getByRole("button", { name: a.dialog.send }).click();
  await expect(dialog.getByTestId("sample-replies")).toContainText("Vos trois coupons partent demain");
  await dialog.getByRole("button", { name: a.dialog.markSent, exact: true }).click();
  await expect(dialog.getByTestId("sample-status")).toHaveText(a.status.sent);

  // The reply reaches the buyer at the SMTP server, framed in French.
  const [reply] = (await waitForMails(baseURL!, "Vos trois coupons partent demain", 1)).filter((m) =>
    m.to.includes(buyer.email),
  );
  expect(reply, "the staff's reply").toBeDefined();
  expect(reply!.subject).toMatch(/^Re: Votre demande d'échantillons \(n° \d+\)$/);
  expect(reply!.text).toContain(`Bonjour ${buyer.name},`);
  expect(reply!.text).toContain("Bien cordialement,");
  expect(errors).toEqual([]);
});

test("a fabric deleted while it waits in the basket is named as gone; the others are requested", async ({
  page,
  request,
}, info) => {
  const errors = watchConsole(page);
  const headers = await adminSession(request);
  const stamp = Date.now().toString(36).toUpperCase();
  const code = `SB-${stamp}`;
  const name = `Popeline éphémère ${stamp}`;
  const created = await request.post("/api/fabrics", {
    headers,
    multipart: {
      name: `Geçici poplin ${stamp}`,
      name_fr: name,
      description: "Silinecek bir kumaş.",
      description_fr: "Un tissu bientôt supprimé.",
      card: JSON.stringify({
        code,
        composition: [{ fiber: "cotton", percent: 100 }],
        weight_gsm: 110,
        width_cm: 150,
        weave: "poplin",
        pattern: "solid",
        yarn_count: null,
        ends_per_cm: null,
        picks_per_cm: null,
        finishes: [],
        end_use: ["men"],
        stock_service: null,
        min_order_m: null,
        lead_time_weeks: null,
        colourways: [],
      }),
      main_image: { name: "poplin.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const doomed = ((await created.json()) as { data: ApiFabric }).data;
  const other = (await fabricsInFrench(page)).find((f) => f.id !== doomed.id)!;

  await page.goto(`/fabric/${doomed.id}?lng=fr`);
  await requestSample(page.getByRole("region", { name: s.fabric.title }), name);
  await page.goto(`/fabric/${other.id}?lng=fr`);
  const box = page.getByRole("region", { name: s.fabric.title });
  await requestSample(box, other.name);
  await box.getByRole("link", { name: new RegExp(`^${s.add.inBasket}`) }).click();
  await expect(
    page.getByRole("region", { name: new RegExp(`^${s.basket.title}`) }).getByRole("listitem"),
  ).toHaveCount(2);

  // Deleted while the buyer fills the form.
  const removed = await request.delete(`/api/fabrics/${doomed.id}`, { headers });
  expect(removed.status()).toBe(204);
  const company = `Tissus ${info.project.name} ${stamp}`;
  const form = page.getByRole("form", { name: s.form.title });
  await fillRequest(form, { company, name: "Luc Martin", email: `luc.${stamp.toLowerCase()}@example.com` });
  const posted = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/sample-requests");
  await form.getByRole("button", { name: s.form.submit }).click();
  const answer = await posted;
  expect(answer.status()).toBe(201);
  expect(((await answer.json()) as { data: { unavailable: number[] } }).data.unavailable).toEqual([
    doomed.id,
  ]);
  await expect(page.getByRole("heading", { name: s.sent.title })).toBeFocused();
  await expect(page.getByText(s.sent.unavailable_one)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: `${name} (${code})` })).toBeVisible();

  // The request holds the other fabric only.
  const list = await request.get(`/api/sample-requests?q=${encodeURIComponent(company)}`);
  expect(list.status()).toBe(200);
  const [made] = ((await list.json()) as { data: { items: { fabric_id: number | null }[] }[] }).data;
  expect(made!.items.map((i) => i.fabric_id)).toEqual([other.id]);

  // A basket of nothing but the gone fabric: the page says so, the server refuses it, "Remove" empties it.
  await page.evaluate(
    (item) => localStorage.setItem("sample-basket", JSON.stringify({ v: 1, items: [item] })),
    { fabric_id: doomed.id, colourway: null, code, name, image: null },
  );
  await page.goto("/samples?lng=fr");
  const gone = page.getByRole("listitem").filter({ hasText: name });
  await expect(gone.getByText(s.basket.gone)).toBeVisible();
  await expectAxeClean(page);
  await fillRequest(form, { company, name: "Luc Martin", email: `luc2.${stamp.toLowerCase()}@example.com` });
  await form.getByRole("button", { name: s.form.submit }).click();
  await expect(form.getByText(fr.validation.unavailable)).toBeFocused();
  await gone.getByRole("button", { name: fill(s.basket.removeLabel, { name }) }).click();
  await expect(page.getByText(s.basket.empty)).toBeFocused();
  await expect(basketLink(page)).toHaveAccessibleName(fr.basket.label);
  expect(errors.filter((e) => !/status of 40[04]/.test(e))).toEqual([]);
});

test("the form keeps what was typed and says why a request did not go: too many requests, no connection", {
  tag: "@any-screen",
}, async ({ page }) => {
  const [fabric] = await fabricsInFrench(page);
  await page.goto("/privacy?lng=fr");
  await page.evaluate(
    (item) => localStorage.setItem("sample-basket", JSON.stringify({ v: 1, items: [item] })),
    { fabric_id: fabric!.id, colourway: null, code: fabric!.code, name: fabric!.name, image: null },
  );
  await page.goto("/samples?lng=fr");
  const form = page.getByRole("form", { name: s.form.title });
  const buyer = { company: "Atelier Lyon", name: "Inès Girard", email: "ines@atelier-lyon.example" };
  await fillRequest(form, buyer);
  const submit = form.getByRole("button", { name: s.form.submit });

  await page.route("**/api/sample-requests*", (route) =>
    route.fulfill({
      status: 429,
      headers: { "Retry-After": "120" },
      contentType: "application/json",
      body: JSON.stringify({
        error: { code: "rate_limited", message: "Too many requests", requestId: "req-429" },
      }),
    }),
  );
  await submit.click();
  const failure = form.getByTestId("form-failure");
  await expect(failure).toContainText(fill(fr.forms.rate_limited_other, { count: 2 }));
  await expect(failure).toContainText("req-429");
  await expect(submit).toBeFocused();

  await page.unroute("**/api/sample-requests*");
  await page.route("**/api/sample-requests*", (route) => route.abort("connectionfailed"));
  await submit.click();
  await expect(failure).toContainText(s.error);
  await expect(form.getByLabel(s.form.company)).toHaveValue(buyer.company);
  await expect(form.getByLabel(s.form.email)).toHaveValue(buyer.email);
  // Nothing was sent: the fabric is still there.
  await expect(
    page.getByRole("region", { name: new RegExp(`^${s.basket.title}`) }).getByRole("listitem"),
  ).toHaveCount(1);
});
