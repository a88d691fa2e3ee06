import { expect, test } from "./fixtures";
import tr from "../../common/i18n/locales/tr";
import { pdfOfSize } from "../fixtures/images";

// A visitor without a session reaches no admin page, no admin data and no CV file: pages are
// redirected by the server before anything renders, every admin API route answers 401.

test.use({ locale: "tr-TR" });

const ADMIN_PAGES = [
  "/admin",
  "/admin/dashboard",
  "/admin/exhibitions",
  "/admin/exhibitions/country/1",
  "/admin/exhibitions/photos/1",
  "/admin/fabrics",
  "/admin/contact-settings",
  "/admin/contact-messages",
  "/admin/applications",
  "/admin/account",
  "/admin/outbox",
  "/admin/does-not-exist",
];

/** Texts only an admin page shows (the sidebar, the CSRF token the layout hands over). */
const ADMIN_MARKERS = [tr.admin.nav.logout, tr.admin.nav.contactSettings, "csrfToken", "e2e-admin"];

const ADMIN_API_READS = [
  "/api/contact-messages",
  "/api/contact-messages/1",
  "/api/applications",
  "/api/applications/1",
  "/api/applications/1/file",
  "/api/dashboard",
  "/api/mail/outbox",
  "/api/auth/me",
  "/api/fabrics?lng=all",
  "/api/countries?lng=all",
  "/api/exhibitions?lng=all",
  "/api/contact-info?lng=all",
];

test.describe("a visitor without a session", { tag: "@any-screen" }, () => {
  test("the server redirects every admin page to the login page, with no admin data", async ({ page }) => {
    for (const path of ADMIN_PAGES) {
      const answer = await page.request.get(path, { maxRedirects: 0 });
      expect([302, 303], `${path} answers a redirect`).toContain(answer.status());
      const location = answer.headers().location ?? "";
      expect(new URL(location, "http://x").pathname, `${path} goes to the login page`).toBe("/admin/login");
      expect(answer.headers()["cache-control"]).toContain("no-store");
      const body = await answer.text();
      for (const marker of ADMIN_MARKERS) expect(body, `${path} leaks "${marker}"`).not.toContain(marker);
    }
    // The data request of client-side navigation is refused the same way.
    const data = await page.request.get("/admin/dashboard.data", { maxRedirects: 0 });
    expect(await data.text()).not.toContain("csrfToken");
  });

  test("every admin page ends on the login form, which remembers where the visitor was going", async ({
    page,
  }) => {
    for (const path of ["/admin", "/admin/dashboard", "/admin/outbox", "/admin/contact-settings"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login(\?|$)/);
      await expect(page.getByRole("heading", { level: 1, name: tr.admin.login.title })).toBeVisible();
      await expect(page.getByRole("navigation", { name: tr.admin.nav.label })).toHaveCount(0);
    }
    await page.goto("/admin/outbox");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/admin/outbox");
  });

  test("every admin API route answers 401", async ({ page }) => {
    for (const path of ADMIN_API_READS) {
      const answer = await page.request.get(path);
      expect(answer.status(), `GET ${path}`).toBe(401);
      const body = (await answer.json()) as { error?: { code?: string }; data?: unknown };
      expect(body.error?.code, `GET ${path}`).toBe("unauthorized");
      expect(body.data).toBeUndefined();
    }
    const changes: [string, string][] = [
      ["PUT", "/api/contact-info"],
      ["PUT", "/api/contact-messages/1/status"],
      ["DELETE", "/api/contact-messages/1"],
      ["PUT", "/api/applications/1/status"],
      ["DELETE", "/api/applications/1"],
      ["POST", "/api/fabrics"],
      ["DELETE", "/api/fabrics/1"],
      ["POST", "/api/countries"],
      ["DELETE", "/api/countries/1"],
      ["PUT", "/api/auth/password"],
      ["POST", "/api/auth/logout"],
    ];
    for (const [method, path] of changes) {
      const answer = await page.request.fetch(path, { method, data: {} });
      expect(answer.status(), `${method} ${path}`).toBe(401);
    }
  });

  test("a CV sent through the careers form is never reachable under /uploads", async ({ page }) => {
    const marker = `%PDF-1.4 cv-${Date.now()}`;
    const pdf = Buffer.concat([Buffer.from(`${marker}\n`), pdfOfSize(2048).subarray(0)]);
    const answer = await page.request.post("/api/careers", {
      multipart: {
        full_name: "Erişim Testi",
        email: "erisim@example.com",
        phone: "+90 555 000 00 00",
        position: "Kalite kontrol",
        message: "Özgeçmişim ektedir.",
        file: { name: "ozgecmis.pdf", mimeType: "application/pdf", buffer: pdf },
      },
    });
    expect(answer.status()).toBe(201);
    const created = (await answer.json()) as { data: Record<string, unknown> };
    // The answer names the application, never where its file lies.
    expect(JSON.stringify(created)).not.toMatch(/uploads|private|\.pdf/i);
    const id = created.data.id as number;

    for (const path of [
      "/uploads/",
      "/uploads/ozgecmis.pdf",
      "/uploads/private/",
      "/uploads/../private/",
      "/uploads/%2e%2e/private/",
      "/private/",
      `/api/applications/${id}/file`,
    ]) {
      const probe = await page.request.get(path, { maxRedirects: 0 });
      expect([401, 403, 404], `${path}`).toContain(probe.status());
      const body = await probe.body();
      expect(body.includes(Buffer.from(marker)), `${path} serves the CV`).toBe(false);
    }
  });
});
