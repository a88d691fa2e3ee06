import { type BrowserContext, expect, type Page, type TestInfo, test, loginAs } from "./fixtures";
import { ADMIN_SCREENS } from "../../common/admin-screens";
import en from "../../common/i18n/locales/en";
import tr from "../../common/i18n/locales/tr";
import { E2E_ADMIN } from "../../playwright.config";
import { base32Decode, stepAt, totpCode } from "../../server/modules/auth/totp";
import { expectAxeClean, expectNoHorizontalOverflow, fill, watchConsole } from "./page-checks";
import { saveScreenshot } from "./screenshots";

// The admin frame: login through the form (errors, `next`), the sidebar and header titles, the
// small-screen menu, the dashboard figures, contact settings (seen on the public site), the
// password change, the outbox, logout reaching every tab; axe, console and screenshots.

// The office staff's browsers ask for Turkish.
test.use({ locale: "tr-TR" });

const CATALOGUES = { tr, en } as const;
type Lng = keyof typeof CATALOGUES;

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await saveScreenshot(page, `admin-shell-${name}-${testInfo.project.name}`, { fullPage: true });
}

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 992;

/** Fills and sends the login form (the page must be the login page). */
async function submitLogin(page: Page, password = E2E_ADMIN.password, lng: Lng = "tr") {
  const t = CATALOGUES[lng].admin.login;
  await page.getByLabel(t.username).fill(E2E_ADMIN.username);
  await page.getByLabel(t.password).fill(password);
  await page.getByRole("button", { name: t.submit }).click();
}

/**
 * Signs in (through the API: the form has its own tests above) and opens `next` in `lng`.
 */
const login = (page: Page, next = "/admin/dashboard", lng: Lng = "tr") => loginAs(page, next, lng);

/** The header title (the page's h1). */
const title = (page: Page) => page.locator(".admin-topbar h1");

/** Opens the sidebar on small screens (it is always there on large ones). */
async function openSidebar(page: Page, lng: Lng = "tr") {
  if (!isMobile(page)) return;
  await page.getByRole("button", { name: CATALOGUES[lng].admin.shell.openMenu }).click();
  await expect(page.getByRole("dialog", { name: CATALOGUES[lng].admin.panel })).toBeVisible();
}

async function logout(page: Page) {
  await openSidebar(page);
  await page.getByRole("button", { name: tr.admin.nav.logout }).click();
  await page.waitForURL(/\/admin\/login/);
}

test.describe("admin login", () => {
  test("a wrong password shows the error; the right one opens the dashboard with the site's figures", async ({
    page,
  }, testInfo) => {
    const errors = watchConsole(page);
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { level: 1, name: tr.admin.login.title })).toBeVisible();
    await expect(page.getByLabel(tr.admin.login.username)).toHaveAttribute("autocomplete", "username");
    await expect(page.getByLabel(tr.admin.login.password)).toHaveAttribute(
      "autocomplete",
      "current-password",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("button", { name: tr.admin.login.submit })).toBeEnabled();
    await expectAxeClean(page);
    await screenshot(page, testInfo, "login-tr");

    await submitLogin(page, "not the password");
    await expect(page.getByRole("alert")).toHaveText(tr.admin.login.invalid);
    await expect(page).toHaveURL(/\/admin\/login/);
    await expectAxeClean(page);

    await submitLogin(page);
    await page.waitForURL("**/admin/dashboard");
    await expect(title(page)).toHaveText(tr.admin.titles.dashboard);

    // The figures are the site's own: derived from the public API, and on a fresh demo
    // server exactly the seed's 10 exhibitions, 35 photos, 5 countries and 24 fabrics.
    const dashboard = (await (await page.request.get("/api/dashboard")).json()).data as {
      counts: Record<string, number>;
      recent: { type: string; entity?: string }[];
    };
    const countries = (await (await page.request.get("/api/countries")).json()).data as {
      totalPhotos?: number;
      total_photos?: number;
    }[];
    const fabrics = (await (await page.request.get("/api/fabrics?page_size=1")).json()) as {
      meta?: { total: number };
      data: unknown[];
    };
    expect(dashboard.counts.countries).toBe(countries.length);
    expect(dashboard.counts.fabrics).toBe(fabrics.meta?.total ?? fabrics.data.length);
    const contentChanged = dashboard.recent.some(
      (item) => item.type === "activity" && item.entity !== "contact_info",
    );
    const expected = contentChanged
      ? dashboard.counts
      : { ...dashboard.counts, exhibitions: 10, photos: 35, countries: 5, fabrics: 24 };
    const card = (key: string) => page.locator(`[data-counter="${key}"] .admin-stat-value`);
    await expect(card("exhibitions")).toHaveText(String(expected.exhibitions));
    await expect(card("photos")).toHaveText(String(expected.photos));
    await expect(card("countries")).toHaveText(String(expected.countries));
    await expect(card("fabrics")).toHaveText(String(expected.fabrics));
    await expect(card("newMessages")).toHaveText(String(expected.new_messages));
    await expect(card("pendingApplications")).toHaveText(String(expected.pending_applications));
    await expect(card("openMeetings")).toHaveText(String(expected.open_meeting_requests));
    await expect(card("openSamples")).toHaveText(String(expected.open_sample_requests));
    await expect(page.locator('[data-counter="openSamples"]')).toHaveAttribute(
      "href",
      "/admin/sample-requests",
    );
    await expect(
      page.getByRole("heading", { name: tr.admin.dashboard.requestedFabrics.title }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: new RegExp(tr.admin.dashboard.exhibitions) }),
    ).toHaveAttribute("href", "/admin/exhibitions");
    await expect(page.getByRole("heading", { name: tr.admin.dashboard.recent })).toBeVisible();
    await expectAxeClean(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, "dashboard-tr");
    // The browser itself logs the wrong password's 401 answer.
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });

  test("a throttled login says when to try again; another failure shows its request id", {
    tag: "@any-screen",
  }, async ({ page }) => {
    await page.goto("/admin/login");
    await page.route(
      (url) => url.pathname === "/api/auth/login",
      (route) =>
        route.fulfill({
          status: 429,
          headers: { "Retry-After": "540" },
          contentType: "application/json",
          body: JSON.stringify({
            error: { code: "rate_limited", message: "Too many requests", requestId: "req-429" },
          }),
        }),
    );
    await submitLogin(page);
    await expect(page.getByRole("alert")).toHaveText(fill(tr.admin.login.tooMany_other, { count: 9 }));
    await page.unrouteAll();
    await page.route(
      (url) => url.pathname === "/api/auth/login",
      (route) =>
        route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({
            error: { code: "unavailable", message: "Service unavailable", requestId: "req-503" },
          }),
        }),
    );
    await submitLogin(page);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(tr.admin.login.failed);
    await expect(alert).toContainText(tr.admin.errors.unavailable);
    await expect(alert).toContainText(fill(tr.admin.errors.requestId, { id: "req-503" }));
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test("an already signed-in admin skips the form", { tag: "@any-screen" }, async ({ page }) => {
    await login(page, "/admin/outbox");
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/admin/login?next=%2Fadmin%2Faccount");
    await expect(page).toHaveURL(/\/admin\/account$/);
  });

  test("`next` brings the admin back to the page they were going to; other sites are ignored", {
    tag: "@any-screen",
  }, async ({ page, context }) => {
    await page.goto("/admin/outbox?status=pending");
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
    await submitLogin(page);
    await page.waitForURL((url) => url.pathname === "/admin/outbox");
    expect(new URL(page.url()).searchParams.get("status")).toBe("pending");

    const origin = new URL(page.url()).origin;
    for (const next of ["//evil.example", "https://evil.example", "/\\evil.example", "/fabrics"]) {
      await context.clearCookies();
      await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
      await submitLogin(page);
      await page.waitForURL((url) => url.pathname !== "/admin/login");
      const url = new URL(page.url());
      expect(url.origin, `next=${next}`).toBe(origin);
      expect(url.pathname, `next=${next}`).toBe("/admin/dashboard");
    }
  });
});

// Every screen of the menu, from the list the sidebar itself is built from.
const SCREENS = ADMIN_SCREENS.map((screen) => ({ to: screen.path, nav: screen.key, title: screen.key }));

test.describe("admin frame", () => {
  test("the sidebar links open their screens, marked current, with the header title of the path", async ({
    page,
  }) => {
    test.slow(); // every screen of the menu, each opened from it (on a phone: the menu opened first)
    const errors = watchConsole(page);
    await login(page);
    for (const screen of SCREENS) {
      await openSidebar(page);
      const nav = page.getByRole("navigation", { name: tr.admin.nav.label });
      const link = nav.getByRole("link", { name: tr.admin.nav[screen.nav], exact: true });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${screen.to}$`));
      await expect(title(page)).toHaveText(tr.admin.titles[screen.title]);
      await expect(page).toHaveTitle(new RegExp(tr.admin.titles[screen.title]));
      await openSidebar(page);
      await expect(nav.getByRole("link", { name: tr.admin.nav[screen.nav], exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      if (isMobile(page)) await page.keyboard.press("Escape");
    }
    // Titles of the nested screens, the panel's name elsewhere, a not-found panel in the frame.
    await page.goto("/admin/exhibitions/country/1");
    await expect(title(page)).toHaveText(tr.admin.titles.countryExhibitions);
    await page.goto("/admin/exhibitions/photos/1");
    await expect(title(page)).toHaveText(tr.admin.titles.exhibitionPhotos);
    const missing = await page.goto("/admin/no-such-screen");
    expect(missing?.status()).toBe(404);
    await expect(title(page)).toHaveText(tr.admin.titles.panel);
    await expect(page.getByRole("heading", { name: tr.admin.notFound.title })).toBeVisible();
    // /admin opens the dashboard.
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    // The language switch rewrites ?lng= and the frame follows.
    await page
      .getByRole("button", {
        name: fill(tr.admin.shell.languageCurrent, { language: tr.admin.languages.tr }),
      })
      .click();
    await page.getByRole("link", { name: new RegExp(`EN.*${tr.admin.languages.en}`) }).click();
    await expect(page).toHaveURL(/lng=en/);
    await expect(title(page)).toHaveText(en.admin.titles.dashboard);
    await page.goto("/admin/dashboard?lng=tr");
    await expect(title(page)).toHaveText(tr.admin.titles.dashboard);
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
  });

  test("on a small screen the sidebar opens over an overlay and closes again", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await login(page);
    const nav = page.getByRole("navigation", { name: tr.admin.nav.label });
    await expect(nav).toBeHidden();
    const toggle = page.getByRole("button", { name: tr.admin.shell.openMenu });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const dialog = page.getByRole("dialog", { name: tr.admin.panel });
    await expect(dialog).toBeVisible();
    await expect(page.locator(".offcanvas-backdrop.show")).toBeVisible();
    await expectAxeClean(page);
    // A click on the overlay closes it.
    await page.mouse.click(360, 400);
    await expect(dialog).toBeHidden();
    await expect(page.locator(".offcanvas-backdrop")).toHaveCount(0);
    // Escape closes it; a link followed inside closes it too.
    await toggle.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await toggle.click();
    await dialog.getByRole("link", { name: tr.admin.nav.fabrics }).click();
    await expect(page).toHaveURL(/\/admin\/fabrics$/);
    await expect(dialog).toBeHidden();
    await expect(title(page)).toHaveText(tr.admin.titles.fabrics);
    await expectNoHorizontalOverflow(page);
  });

  test("screenshots of login, dashboard and contact settings in tr and en", async ({
    page,
    context,
  }, testInfo) => {
    for (const lng of ["tr", "en"] as const) {
      await context.clearCookies();
      await page.goto(`/admin/login?lng=${lng}`);
      await expect(
        page.getByRole("heading", { level: 1, name: CATALOGUES[lng].admin.login.title }),
      ).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await screenshot(page, testInfo, `login-${lng}`);
      await submitLogin(page, E2E_ADMIN.password, lng);
      await page.waitForURL("**/admin/dashboard");
      await expect(page.locator('[data-counter="fabrics"]')).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await screenshot(page, testInfo, `dashboard-${lng}`);
      await page.goto(`/admin/contact-settings?lng=${lng}`);
      await expect(page.getByLabel(CATALOGUES[lng].admin.contactSettings.phone)).not.toHaveValue("");
      await expectNoHorizontalOverflow(page);
      await screenshot(page, testInfo, `contact-settings-${lng}`);
    }
  });
});

test.describe("admin screens", () => {
  test("contact settings: a new phone is saved and shown in the German footer", async ({
    page,
  }, testInfo) => {
    const errors = watchConsole(page);
    const t = tr.admin.contactSettings;
    await login(page, "/admin/contact-settings");
    await expect(page.getByRole("heading", { name: t.heading })).toBeVisible();
    const phone = page.getByLabel(t.phone);
    await expect(phone).not.toHaveValue("");
    const original = await phone.inputValue();
    await expect(page.getByLabel(t.addressLink)).toHaveAttribute("type", "url");
    await expect(page.getByLabel(t.email)).toHaveAttribute("type", "email");
    await expectAxeClean(page);

    // A server-side field error is shown next to its field.
    const link = page.getByLabel(t.addressLink);
    const originalLink = await link.inputValue();
    await link.fill("javascript:alert(1)");
    await page.getByRole("button", { name: tr.admin.common.saveChanges }).click();
    await expect(page.getByText(t.saveFailed)).toBeVisible();
    await expect(link).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(tr.admin.validation.invalid_url)).toBeVisible();
    await expectAxeClean(page);
    await link.fill(originalLink);

    const newPhone = `+90 212 ${String(Date.now()).slice(-3)} ${String(Math.floor(Math.random() * 90) + 10)} ${String(Math.floor(Math.random() * 90) + 10)}`;
    await phone.fill(newPhone);
    await page.getByRole("button", { name: tr.admin.common.saveChanges }).click();
    await expect(page.getByText(t.success)).toBeVisible();
    await expect(page.getByText(t.saveFailed)).toHaveCount(0);
    await screenshot(page, testInfo, "contact-settings-saved-tr");

    const site = await page.context().newPage();
    await site.goto("/?lng=de");
    await expect(site.locator("footer")).toContainText(newPhone);
    await site.close();

    // Put the phone back.
    await phone.fill(original);
    await page.getByRole("button", { name: tr.admin.common.saveChanges }).click();
    await expect(page.getByText(t.success)).toBeVisible();
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });

  test("account: the password is changed, works at the next login, and is put back", {
    tag: "@any-screen",
  }, async ({ page }) => {
    const errors = watchConsole(page);
    const t = tr.admin.account;
    const newPassword = `new pass ${Date.now().toString(36)} phrase`;
    await login(page, "/admin/account");
    await expect(page.getByRole("heading", { name: t.heading })).toBeVisible();
    await expectAxeClean(page);

    const change = async (current: string, next: string, repeat = next) => {
      await page.getByLabel(t.current, { exact: true }).fill(current);
      await page.getByLabel(t.next, { exact: true }).fill(next);
      await page.getByLabel(t.repeat, { exact: true }).fill(repeat);
      await page.getByRole("button", { name: t.submit }).click();
    };

    await change(E2E_ADMIN.password, newPassword, `${newPassword}x`);
    await expect(page.getByText(t.mismatch)).toBeVisible();
    await change("wrong current password", newPassword);
    await expect(page.getByText(t.wrongCurrent)).toBeVisible();
    await change(E2E_ADMIN.password, "password");
    await expect(page.getByText(t.tooCommon)).toBeVisible();
    await expectAxeClean(page);

    await change(E2E_ADMIN.password, newPassword);
    await expect(page.getByText(t.success)).toBeVisible();

    await logout(page);
    await submitLogin(page, newPassword);
    await page.waitForURL("**/admin/dashboard");

    await page.goto("/admin/account");
    await change(newPassword, E2E_ADMIN.password);
    await expect(page.getByText(t.success)).toBeVisible();
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });

  test(
    "account: two-step verification is set up, asked for at the next login, and turned off",
    { tag: "@any-screen" },
    async ({ page }, testInfo) => {
      const errors = watchConsole(page);
      const t = tr.admin.secondFactor;
      const l = tr.admin.login;
      await login(page, "/admin/account");
      const card = page.getByTestId("second-factor");
      await expect(card.getByRole("heading", { name: t.heading })).toBeVisible();
      let codes: string[] = [];
      try {
        await card.getByRole("button", { name: t.start }).click();
        await expect(card.getByRole("img", { name: t.qrAlt })).toBeVisible();
        const secret = (await card.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
        expect(secret).toMatch(/^[A-Z2-7]{32}$/);
        await screenshot(page, testInfo, "second-factor-setup");
        const codeOf = (offset = 0) => totpCode(base32Decode(secret), stepAt(Date.now()) + offset);
        await card.getByLabel(t.code).fill(codeOf() === "000000" ? "111111" : "000000");
        await card.getByRole("button", { name: t.confirm }).click();
        await expect(card.getByText(t.wrongCode)).toBeVisible();
        await card.getByLabel(t.code).fill(codeOf());
        await card.getByRole("button", { name: t.confirm }).click();
        await expect(card.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
        codes = await card.getByTestId("recovery-codes").locator("li").allTextContents();
        await expectAxeClean(page);
        await screenshot(page, testInfo, "second-factor-codes");
        await card.getByRole("button", { name: t.stored }).click();
        await expect(card.getByText(fill(t.codesLeft_other, { count: 10 }))).toBeVisible();

        // The password alone now leads to the second step; a recovery code opens the session.
        await logout(page);
        await submitLogin(page);
        await expect(page.getByLabel(l.codeLabel)).toBeFocused();
        await expectAxeClean(page);
        await screenshot(page, testInfo, "login-code");
        await page.getByLabel(l.codeLabel).fill("123 456");
        await page.getByRole("button", { name: l.submit, exact: true }).click();
        await expect(page.getByRole("alert")).toHaveText(l.invalidCode);
        await page.getByRole("button", { name: l.useRecovery }).click();
        await page.getByLabel(l.recoveryLabel).fill(codes[0]!);
        await page.getByRole("button", { name: l.submit, exact: true }).click();
        await page.waitForURL("**/admin/dashboard");

        // The app's next code works too (each code once: the one used to turn it on is spent).
        await logout(page);
        await submitLogin(page);
        await page.getByLabel(l.codeLabel).fill(codeOf(1));
        await page.getByRole("button", { name: l.submit, exact: true }).click();
        await page.waitForURL("**/admin/dashboard");

        await page.goto("/admin/account");
        await expect(card.getByText(fill(t.codesLeft_other, { count: 9 }))).toBeVisible();
        await card.getByLabel(tr.admin.account.current).fill(E2E_ADMIN.password);
        await card.getByRole("button", { name: t.turnOff }).click();
        await expect(card.getByText(t.turnedOff)).toBeVisible();
        await expect(card.getByRole("button", { name: t.start })).toBeVisible();
      } finally {
        // Whatever failed above, the shared admin account is left without a second factor.
        let me = await page.request.get("/api/auth/me");
        if (!me.ok() && codes.length > 0) {
          await page.request.post("/api/auth/login", {
            data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password, code: codes[9] },
          });
          me = await page.request.get("/api/auth/me");
        }
        if (me.ok()) {
          const csrf = (await me.json()).data.csrfToken as string;
          await page.request.post("/api/auth/second-factor/disable", {
            headers: { "x-csrf-token": csrf },
            data: { current_password: E2E_ADMIN.password },
          });
        }
      }
      expect(errors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
    },
  );

  test(
    "outbox: a contact form post's mail is listed, and delivered to the SMTP server it shows as sent",
    { tag: "@any-screen" },
    async ({ page }, testInfo) => {
      const errors = watchConsole(page);
      const name = `Outbox ${Date.now().toString(36)}`;
      const posted = await page.request.post("/api/contact-messages", {
        data: {
          full_name: name,
          email: "outbox@example.com",
          phone: "",
          message: "Kumaş numunesi rica ediyorum.",
        },
      });
      expect(posted.status()).toBe(201);

      await login(page, "/admin/outbox");
      await expect(page.getByRole("heading", { name: tr.admin.outbox.heading })).toBeVisible();
      // A table from 768 px, one card per mail below.
      const narrow = (page.viewportSize()?.width ?? 1280) < 768;
      const rows = page
        .getByRole(narrow ? "listitem" : "row")
        .filter({ hasText: tr.admin.outbox.kinds.contact_message })
        .filter({ hasText: name });
      await expect(rows.first()).toBeVisible();
      // The browser tests' server delivers to a real SMTP server (scripts/e2e-server.mjs): the mail
      // is sent within moments; the list shows it once reloaded.
      await expect(async () => {
        await page.reload();
        await expect(rows.first().getByText(tr.admin.outbox.status.sent, { exact: true })).toBeVisible({
          timeout: 1_000,
        });
      }).toPass({ timeout: 20_000 });

      await page.getByLabel(tr.admin.outbox.filter).selectOption("sent");
      await expect(page).toHaveURL(/status=sent/);
      await expect(rows.first()).toBeVisible();
      await page.getByLabel(tr.admin.outbox.filter).selectOption("pending");
      await expect(page).toHaveURL(/status=pending/);
      await expect(rows).toHaveCount(0);
      await expectAxeClean(page);
      await screenshot(page, testInfo, "outbox-tr");
      expect(errors).toEqual([]);
    },
  );
});

test.describe("admin session", { tag: "@any-screen" }, () => {
  test("logout in one tab sends the other tab to the login page within a second", async ({
    page,
    context,
  }) => {
    await login(page);
    const other = await context.newPage();
    await other.goto("/admin/outbox");
    await expect(title(other)).toHaveText(tr.admin.titles.outbox);
    const historyBefore = await other.evaluate(() => history.length);

    await logout(page);
    await expect(other).toHaveURL(/\/admin\/login/, { timeout: 1000 });
    await expect(other.getByRole("heading", { level: 1, name: tr.admin.login.title })).toBeVisible();
    // History replaced: Back does not return to the admin page.
    expect(await other.evaluate(() => history.length)).toBe(historyBefore);
    await other.close();
  });

  test("a 401 from any call sends the admin to login, replacing history", async ({ page, context }) => {
    await login(page, "/admin/outbox");
    const refresh = page.getByRole("button", { name: tr.admin.common.refresh });
    await expect(refresh).toBeEnabled();
    const historyBefore = await page.evaluate(() => history.length);
    // The session cookie is gone (expired, removed): the next call answers 401.
    await context.clearCookies();
    const answered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/mail/outbox" && r.status() === 401,
    );
    await refresh.dispatchEvent("click");
    await answered;
    // Nothing else sends this tab to login (no polling): the 401 did, however busy the machine.
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Foutbox/);
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
  });

  test("a session ended while the tab was in the background is noticed on focus", async ({
    page,
    context,
  }: {
    page: Page;
    context: BrowserContext;
  }) => {
    await login(page, "/admin/account");
    await expect(page.getByRole("heading", { name: tr.admin.account.heading })).toBeVisible();
    await context.clearCookies();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Faccount/);
  });
});
