import { expect, type Page, type TestInfo, test } from "./fixtures";
import es from "../../common/i18n/locales/es";
import tr from "../../common/i18n/locales/tr";
import { CONSENT_VERSION } from "../../common/constants";
import { E2E_ADMIN } from "../../playwright.config";
import { expectAxeClean, fill } from "./page-checks";
import { saveScreenshot } from "./screenshots";

// /contact and /careers: validation in the page's language, the honeypot, success and
// failure, the posted data read back through the admin API, axe, and screenshots.

const CATALOGUES = { tr, es } as const;
type Lng = keyof typeof CATALOGUES;
const LANGUAGES = Object.keys(CATALOGUES) as Lng[];

/** A catalogue text with its {{placeholders}} filled. */

/** Console errors and uncaught exceptions of a page; `expected` ones (a mocked 500) are ignored. */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return {
    check(expected?: RegExp) {
      expect(errors.filter((text) => !expected?.test(text))).toEqual([]);
    },
  };
}

/** Opens a form page and waits until its script runs (the submit button is enabled then). */
async function openForm(page: Page, path: "/contact" | "/careers", lng: Lng) {
  await page.goto(`${path}?lng=${lng}`);
  const t = CATALOGUES[lng];
  const label = path === "/contact" ? t.contact.form.submit : t.careers.form.submit;
  const submit = page.getByRole("button", { name: label });
  await expect(submit).toBeEnabled();
  return submit;
}

/** Counts the POSTs a page sends to an API path. */
function countPosts(page: Page, path: string) {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/** Presses Tab until the submit button has focus; answers the names of what got focus on the way. */
async function tabUntilSubmit(page: Page): Promise<string[]> {
  const reached: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return { name: el?.getAttribute("name") ?? el?.tagName ?? "", submit: el?.getAttribute("type") === "submit" };
    });
    reached.push(focused.name);
    if (focused.submit) return reached;
  }
  throw new Error(`the submit button was not reached by Tab: ${reached.join(", ")}`);
}

/** <page>-<project>-<lng>.png */
const shot = (page: Page, testInfo: TestInfo, name: string, lng: Lng, fullPage = true) =>
  saveScreenshot(page, `${name}-${testInfo.project.name}-${lng}`, { fullPage });

/** The language of the tests that really post (one per project keeps within the rate limit). */
const postingLanguage = (testInfo: TestInfo): Lng => (testInfo.project.name === "desktop" ? "tr" : "es");

const unique = () => `e2e-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;

async function loginAsAdmin(page: Page) {
  const login = await page.request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
}

/** A small valid PDF, padded to about 1.2 MB so its size reads 1,20 MB. */
const PDF = Buffer.concat([
  Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n"),
  Buffer.from(`%${"x".repeat(1_258_291 - 60)}\n`),
  Buffer.from("%%EOF\n"),
]);

// Past the first visit's loading overlay (its own tests are in layout.spec.ts).
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "seen", value: "1", url: baseURL ?? "http://127.0.0.1" }]);
});

for (const lng of LANGUAGES) {
  const t = CATALOGUES[lng];

  test.describe(`contact page (${lng})`, () => {
    test("is rendered on the server with the company's details, title, canonical and hreflang", { tag: "@any-screen" }, async ({
      request,
    }) => {
      const res = await request.get(`/contact?lng=${lng}`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<html lang="${lng}"`);
      expect(html).toContain(`${t.contact.title}</h1>`);
      expect(html).toContain(`<title>${t.contact.meta_title} | Dokuma Tekstil</title>`);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/contact${lng === "tr" ? "" : `\\?lng=${lng}`}"`));
      expect(html).toContain('hrefLang="es"');
      expect(html).toContain("info@dokumatekstil.com.tr");
      expect(html).toContain('href="tel:+902126541980"');
      expect(html).toContain(t.contact.form.full_name);
      expect(html).toContain('name="website"');
    });

    test("an empty form shows the required messages and sends nothing", async ({ page }) => {
      const console = watchConsole(page);
      const posts = countPosts(page, "/api/contact-messages");
      const submit = await openForm(page, "/contact", lng);
      await submit.scrollIntoViewIfNeeded();
      await submit.click();

      const name = page.getByLabel(t.contact.form.full_name);
      await expect(name).toBeFocused();
      // Scrolled into view with its label clear of the fixed navigation bar (focus not obscured).
      const label = page.locator('label[for="contact-full-name"]');
      await expect
        .poll(() =>
          label.evaluate((el) => {
            const box = el.getBoundingClientRect();
            return el.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
          }),
        )
        .toBe(true);
      await expect(page.getByText(t.validation.required, { exact: true })).toHaveCount(3);
      for (const field of ["full-name", "email", "message"]) {
        const input = page.locator(`#contact-${field}`);
        await expect(input).toHaveAttribute("aria-invalid", "true");
        await expect(input).toHaveAccessibleDescription(t.validation.required);
      }
      await expect(page.locator("#contact-phone")).not.toHaveAttribute("aria-invalid", "true");
      expect(posts()).toBe(0);

      // Correcting a field clears its message at once.
      await name.fill("Ayşe Yılmaz");
      await expect(name).not.toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(t.validation.required, { exact: true })).toHaveCount(2);
      await expectAxeClean(page);
      console.check();
    });

    test("an invalid e-mail address is refused in the page's language", { tag: "@any-screen" }, async ({ page }) => {
      const console = watchConsole(page);
      const posts = countPosts(page, "/api/contact-messages");
      const submit = await openForm(page, "/contact", lng);
      await page.getByLabel(t.contact.form.full_name).fill("Ayşe Yılmaz");
      await page.getByLabel(t.contact.form.email).fill("ayse@");
      await page.getByLabel(t.contact.form.message).fill("Merhaba");
      await submit.click();
      const email = page.getByLabel(t.contact.form.email);
      await expect(email).toBeFocused();
      await expect(email).toHaveAccessibleDescription(t.validation.invalid_email);
      await expect(page.getByText(t.validation.required, { exact: true })).toHaveCount(0);
      expect(posts()).toBe(0);
      console.check();
    });

    test("a server failure shows the alert with the request id and keeps what was typed", { tag: "@any-screen" }, async ({ page }) => {
      const console = watchConsole(page);
      await page.route("**/api/contact-messages?*", (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "internal", message: "Internal error", requestId: "req-e2e-500" } }),
        }),
      );
      const submit = await openForm(page, "/contact", lng);
      await page.getByLabel(t.contact.form.full_name).fill("Jean Dupont");
      await page.getByLabel(t.contact.form.email).fill("jean@example.com");
      await page.getByLabel(t.contact.form.message).fill("Bonjour, je voudrais des échantillons.");
      await submit.click();

      const alert = page.getByRole("alert");
      await expect(alert).toContainText(t.contact.error);
      await expect(alert).toContainText("req-e2e-500");
      await expect(page.getByLabel(t.contact.form.full_name)).toHaveValue("Jean Dupont");
      await expect(page.getByLabel(t.contact.form.message)).toHaveValue("Bonjour, je voudrais des échantillons.");
      await expect(submit).toBeEnabled();
      await expect(submit).toBeFocused();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expectAxeClean(page);
      console.check(/Failed to load resource/);
    });

    test("the server's field errors, and a 429 with the minutes to wait", { tag: "@any-screen" }, async ({ page }) => {
      const console = watchConsole(page);
      let answer = 0;
      await page.route("**/api/contact-messages?*", (route) => {
        answer += 1;
        return answer === 1
          ? route.fulfill({
              status: 400,
              contentType: "application/json",
              body: JSON.stringify({
                error: { code: "invalid_input", message: "Invalid input", fields: { message: "too_long" }, requestId: "r1" },
              }),
            })
          : route.fulfill({
              status: 429,
              headers: { "retry-after": "95" },
              contentType: "application/json",
              body: JSON.stringify({ error: { code: "rate_limited", message: "Too many requests", requestId: "r2" } }),
            });
      });
      const submit = await openForm(page, "/contact", lng);
      await page.getByLabel(t.contact.form.full_name).fill("Jean Dupont");
      await page.getByLabel(t.contact.form.email).fill("jean@example.com");
      await page.getByLabel(t.contact.form.message).fill("Bonjour");
      await submit.click();
      const message = page.getByLabel(t.contact.form.message);
      await expect(message).toBeFocused();
      await expect(message).toHaveAccessibleDescription(fill(t.validation.too_long, { max: lng === "tr" ? "5.000" : "5000" }));

      await submit.click();
      await expect(page.getByRole("alert")).toContainText(fill(t.forms.rate_limited_other, { count: 2 }));
      await expect(message).toHaveValue("Bonjour");
      console.check(/Failed to load resource/);
    });

    test("the honeypot is off screen, out of the tab order and out of the accessibility tree", { tag: "@any-screen" }, async ({ page }) => {
      await openForm(page, "/contact", lng);
      const honeypot = page.locator('input[name="website"]');
      await expect(honeypot).toHaveCount(1);
      await expect(honeypot).toHaveAttribute("tabindex", "-1");
      await expect(honeypot).toHaveAttribute("autocomplete", "off");
      expect(await honeypot.evaluate((el) => getComputedStyle(el.parentElement!).display)).not.toBe("none");
      const box = await honeypot.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);
      await expect(page.getByRole("textbox", { name: t.forms.honeypot })).toHaveCount(0);
      await expect(page.getByRole("textbox", { name: t.forms.honeypot, includeHidden: true })).toHaveCount(1);
      expect(await page.locator("form").ariaSnapshot()).not.toContain(t.forms.honeypot);

      // Tab from the message to the submit button: the honeypot is never focused.
      await page.getByLabel(t.contact.form.message).focus();
      expect(await tabUntilSubmit(page)).not.toContain("website");
      await expect(page.getByRole("button", { name: t.contact.form.submit })).toBeFocused();
    });

    test("screenshots, and the success dialog passes axe", async ({ page }, testInfo) => {
      const console = watchConsole(page);
      // The dialog's look only: the real post is tested once per project below.
      await page.route("**/api/contact-messages?*", (route) =>
        route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ data: { id: 1 } }) }),
      );
      const submit = await openForm(page, "/contact", lng);
      await expectAxeClean(page);
      await shot(page, testInfo, "contact", lng);
      await page.getByLabel(t.contact.form.full_name).fill("Ayşe Yılmaz");
      await page.getByLabel(t.contact.form.email).fill("ayse@example.com");
      await page.getByLabel(t.contact.form.message).fill("Numune talebi");
      await submit.click();
      const dialog = page.getByRole("dialog", { name: t.contact.success_title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t.contact.success);
      await expectAxeClean(page);
      await shot(page, testInfo, "contact-modal", lng, false);
      console.check();
    });
  });

  test.describe(`careers page (${lng})`, () => {
    test("is rendered on the server with its text, title and file picker", { tag: "@any-screen" }, async ({ request }) => {
      const html = await (await request.get(`/careers?lng=${lng}`)).text();
      expect(html).toContain(`<html lang="${lng}"`);
      expect(html).toContain(`${t.careers.title}</h1>`);
      expect(html).toContain(`<title>${t.careers.meta_title} | Dokuma Tekstil</title>`);
      expect(html).toContain(t.careers.about.areas.production);
      expect(html).toContain('accept=".jpg,.jpeg,.png,.pdf"');
      expect(html).toContain('href="/privacy"');
    });

    test("name, e-mail and position are required; nothing is sent", async ({ page }) => {
      const console = watchConsole(page);
      const posts = countPosts(page, "/api/careers");
      const submit = await openForm(page, "/careers", lng);
      await submit.click();
      await expect(page.getByLabel(t.careers.form.full_name)).toBeFocused();
      await expect(page.getByText(t.validation.required, { exact: true })).toHaveCount(3);
      await expect(page.getByLabel(t.careers.form.position)).toHaveAccessibleDescription(t.validation.required);
      await expect(page.locator("#careers-message")).not.toHaveAttribute("aria-invalid", "true");
      expect(posts()).toBe(0);
      console.check();
    });

    test("a file over 5 MB or of another type is refused and dropped", async ({ page }) => {
      const console = watchConsole(page);
      await openForm(page, "/careers", lng);
      const input = page.locator("#careers-file");
      const files = () => input.evaluate((el) => (el as HTMLInputElement).files?.length ?? 0);

      await input.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(6 * 1024 * 1024, 0x25) });
      await expect(page.getByText(t.careers.form.file_size_error)).toBeVisible();
      expect(await files()).toBe(0);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await saveScreenshot(
        page.locator(".file-picker").locator(".."),
        `careers-file-error-${test.info().project.name}-${lng}`,
      );

      await input.setInputFiles({ name: "photo.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a\x01\x00\x01\x00") });
      await expect(page.getByText(t.careers.form.file_type_error)).toBeVisible();
      await expect(page.getByText(t.careers.form.file_size_error)).toHaveCount(0);
      expect(await files()).toBe(0);

      await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
      await expect(page.getByText(t.careers.form.file_type_error)).toBeVisible();
      expect(await files()).toBe(0);

      // A good file clears the message and shows its name and size in the page's format.
      await input.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: PDF });
      await expect(page.getByText(t.careers.form.file_type_error)).toHaveCount(0);
      await expect(page.getByText(fill(t.careers.form.file_selected, { name: "cv.pdf", size: "1,20" }))).toBeVisible();
      expect(await files()).toBe(1);
      await saveScreenshot(
        page.locator(".file-picker").locator(".."),
        `careers-file-chosen-${test.info().project.name}-${lng}`,
      );
      await page.getByRole("button", { name: t.careers.form.file_remove }).click();
      expect(await files()).toBe(0);
      await expect(input).toBeFocused();
      await expectAxeClean(page);
      console.check();
    });

    test("a 413 from the server shows the size message on the file", { tag: "@any-screen" }, async ({ page }) => {
      const console = watchConsole(page);
      await page.route("**/api/careers?*", (route) =>
        route.fulfill({
          status: 413,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "too_large", message: "Payload too large", requestId: "req-413" } }),
        }),
      );
      const submit = await openForm(page, "/careers", lng);
      await page.getByLabel(t.careers.form.full_name).fill("Mehmet Demir");
      await page.getByLabel(t.careers.form.email).fill("mehmet@example.com");
      await page.getByLabel(t.careers.form.position).fill("Dokuma ustası");
      await page.locator("#careers-file").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: PDF });
      await submit.click();
      await expect(page.getByRole("alert")).toContainText(t.careers.error);
      await expect(page.getByRole("alert")).toContainText("req-413");
      await expect(page.getByText(t.careers.form.file_size_error)).toBeVisible();
      await expect(page.locator("#careers-file")).toBeFocused();
      await expect(page.getByLabel(t.careers.form.position)).toHaveValue("Dokuma ustası");
      console.check(/Failed to load resource/);
    });

    test("the honeypot is out of the tab order and the accessibility tree", { tag: "@any-screen" }, async ({ page }) => {
      await openForm(page, "/careers", lng);
      await expect(page.locator('input[name="website"]')).toHaveAttribute("tabindex", "-1");
      await expect(page.getByRole("textbox", { name: t.forms.honeypot })).toHaveCount(0);
      expect(await page.locator("form").ariaSnapshot()).not.toContain(t.forms.honeypot);
      await page.locator("#careers-file").focus();
      expect(await tabUntilSubmit(page)).not.toContain("website");
      await expect(page.getByRole("button", { name: t.careers.form.submit })).toBeFocused();
    });

    test("screenshots, and the success dialog passes axe", async ({ page }, testInfo) => {
      const console = watchConsole(page);
      await page.route("**/api/careers?*", (route) =>
        route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ data: { id: 1 } }) }),
      );
      const submit = await openForm(page, "/careers", lng);
      await expectAxeClean(page);
      await shot(page, testInfo, "careers", lng);
      await page.getByLabel(t.careers.form.full_name).fill("Mehmet Demir");
      await page.getByLabel(t.careers.form.email).fill("mehmet@example.com");
      await page.getByLabel(t.careers.form.position).fill("Kalite kontrol");
      await submit.click();
      const dialog = page.getByRole("dialog", { name: t.careers.success_title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t.careers.success);
      await expectAxeClean(page);
      await shot(page, testInfo, "careers-modal", lng, false);
      console.check();
    });
  });
}

// The real posts: one message and one application per project (tr on desktop, es on mobile),
// within the forms' default limit of 5 per 10 minutes.

test("a contact message is stored as sent (NFC), the form clears and the dialog opens", async ({ page }, testInfo) => {
  const lng = postingLanguage(testInfo);
  const t = CATALOGUES[lng];
  const console = watchConsole(page);
  const marker = unique();
  const submit = await openForm(page, "/contact", lng);
  // "Şule" typed with a combining cedilla: stored composed.
  await page.getByLabel(t.contact.form.full_name).fill("S\u0327ule Kaya");
  await page.getByLabel(t.contact.form.email).fill("sule.kaya@example.com");
  await page.getByLabel(t.contact.form.phone).fill("+90 532 000 00 00");
  await page.getByLabel(t.contact.form.message).fill(`Numune kartelası rica ediyorum. ${marker}`);
  await submit.click();

  const dialog = page.getByRole("dialog", { name: t.contact.success_title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(t.contact.success);
  for (const label of [t.contact.form.full_name, t.contact.form.email, t.contact.form.phone, t.contact.form.message]) {
    await expect(page.getByLabel(label)).toHaveValue("");
  }
  await dialog.getByRole("button", { name: t.forms.close }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(t.contact.form.full_name)).toBeFocused();

  await loginAsAdmin(page);
  const res = await page.request.get(`/api/contact-messages?q=${marker}`);
  expect(res.ok()).toBe(true);
  const { data } = await res.json();
  expect(data).toHaveLength(1);
  expect(data[0]).toMatchObject({
    full_name: "\u015eule Kaya",
    email: "sule.kaya@example.com",
    phone: "+90 532 000 00 00",
    status: "new",
    language: lng,
  });
  console.check();
});

test("an application with a PDF is stored as pending with its file", async ({ page }, testInfo) => {
  const lng = postingLanguage(testInfo);
  const t = CATALOGUES[lng];
  const console = watchConsole(page);
  const marker = unique();
  const submit = await openForm(page, "/careers", lng);
  await page.getByLabel(t.careers.form.full_name).fill("Mehmet Demir");
  await page.getByLabel(t.careers.form.email).fill("mehmet.demir@example.com");
  await page.getByLabel(t.careers.form.position).fill(`Dokuma ustası ${marker}`);
  await page.getByLabel(t.careers.form.message).fill("On yıllık armür tezgâhı deneyimim var.");
  await page.locator("#careers-file").setInputFiles({ name: "ozgecmis.pdf", mimeType: "application/pdf", buffer: PDF });
  // The form says how long the application is kept; the talent-pool opt-in starts unticked.
  await expect(page.locator("#careers-retention")).toHaveText(
    fill(t.careers.form.retention, { decided: "6", undecided: "12" }),
  );
  const pool = page.getByLabel(fill(t.careers.form.talent_pool, { months: "24" }));
  await expect(pool).not.toBeChecked();
  await pool.check();
  await submit.click();

  const dialog = page.getByRole("dialog", { name: t.careers.success_title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(t.careers.success);
  await expect(page.getByLabel(t.careers.form.position)).toHaveValue("");
  expect(await page.locator("#careers-file").evaluate((el) => (el as HTMLInputElement).files?.length)).toBe(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(pool).not.toBeChecked();

  await loginAsAdmin(page);
  const res = await page.request.get(`/api/applications?q=${marker}`);
  expect(res.ok()).toBe(true);
  const { data } = await res.json();
  expect(data).toHaveLength(1);
  expect(data[0]).toMatchObject({
    full_name: "Mehmet Demir",
    position: `Dokuma ustası ${marker}`,
    status: "pending",
    language: lng,
    file: { name: "ozgecmis.pdf", mime_type: "application/pdf", type_label: "PDF", bytes: PDF.length },
    talent_pool: true,
    consent_version: CONSENT_VERSION,
  });
  console.check();
});
