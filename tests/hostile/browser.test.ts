// In a real browser (Chromium): stored XSS sent through the public forms' endpoints and read
// by an admin, and open redirects through the login form's `next`.
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { CHROMIUM } from "../helpers/chromium";
import { baseUrl, ipFor, json, login, multipart, request, snapshot } from "./support/http";
import { pdf } from "./support/world";

const hasChromium = fs.existsSync(CHROMIUM);

let browser: Browser;
const tag = randomBytes(3).toString("hex");

const PAYLOADS = {
  img: `<img src=x onerror="window.__xss='img';alert('img')">${tag}`,
  script: `<script>window.__xss='script';alert('script')</script>${tag}`,
  svg: `"><svg onload="window.__xss='svg';alert('svg')">${tag}`,
  template: `{{constructor.constructor('alert(1)')()}}${tag}`,
  iframe: `<iframe srcdoc="<script>parent.__xss='iframe'</script>"></iframe>${tag}`,
};
const FILE_NAME = `<img src=x onerror=alert('file')>${tag}.pdf`;

/** A page that records every dialog, every console error, and any request to another host. */
async function watchedPage(context: BrowserContext) {
  const page = await context.newPage();
  const dialogs: string[] = [];
  const foreign: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const own = new URL(baseUrl()).host;
  await page.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.host !== own) {
      foreign.push(url.href);
      return route.abort();
    }
    return route.continue();
  });
  return { page, dialogs, foreign };
}

async function loginThroughForm(page: Page, next?: string) {
  const { username, password } = inject("hostileAdmin");
  const query = next === undefined ? "?lng=en" : `?lng=en&next=${encodeURIComponent(next)}`;
  await page.goto(`${baseUrl()}/admin/login${query}`);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

beforeAll(async () => {
  if (!hasChromium) return;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  // The payloads arrive the way the public forms send them.
  const contact = await request("/api/contact-messages", {
    method: "POST",
    from: ipFor(`xss-contact-${tag}`),
    ...json({
      full_name: PAYLOADS.img,
      email: "xss@example.com",
      phone: "javascript:alert(1)",
      message: [PAYLOADS.script, PAYLOADS.svg, PAYLOADS.template, PAYLOADS.iframe].join("\n"),
    }),
  });
  expect(contact.status, contact.text).toBe(201);
  const application = await request("/api/careers", {
    method: "POST",
    from: ipFor(`xss-careers-${tag}`),
    ...multipart([
      { name: "full_name", value: PAYLOADS.svg },
      { name: "email", value: "xss@example.com" },
      { name: "position", value: PAYLOADS.img },
      { name: "message", value: PAYLOADS.script },
      { name: "file", filename: FILE_NAME, type: "application/pdf", data: pdf() },
    ]),
  });
  expect(application.status, application.text).toBe(201);
});

afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!hasChromium)("stored XSS in the admin area (Chromium)", () => {
  test("contact message payloads: shown as text in the list and the dialog, nothing runs", async () => {
    const context = await browser.newContext();
    const { page, dialogs, foreign } = await watchedPage(context);
    await loginThroughForm(page, "/admin/contact-messages");
    await page.waitForURL(/\/admin\/contact-messages/);
    const row = page.getByRole("row").filter({ hasText: tag }).first();
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain(PAYLOADS.img);
    await row.getByRole("button").first().click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const text = await dialog.innerText();
    for (const payload of [PAYLOADS.script, PAYLOADS.svg, PAYLOADS.template, PAYLOADS.iframe]) expect(text).toContain(payload);
    // The phone link is never a javascript: URL.
    for (const href of await page.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))) {
      expect(href.toLowerCase()).not.toMatch(/^\s*javascript:/);
    }
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(await page.locator("iframe").count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });

  test("application payloads and a hostile CV file name: text only, nothing runs", async () => {
    const context = await browser.newContext();
    const { page, dialogs, foreign } = await watchedPage(context);
    await loginThroughForm(page, "/admin/applications");
    await page.waitForURL(/\/admin\/applications/);
    const row = page.getByRole("row").filter({ hasText: tag }).first();
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain(PAYLOADS.svg);
    await row.getByRole("button").last().click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await expect.poll(() => dialog.innerText()).toContain(PAYLOADS.script);
    expect(await dialog.innerText()).toContain(PAYLOADS.img);
    expect(await page.content()).toContain(`&lt;img src=x onerror=alert('file')&gt;${tag}`);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });

  test("dashboard and outbox (recent activity, mail subjects) render the payloads as text", async () => {
    const context = await browser.newContext();
    const { page, dialogs, foreign } = await watchedPage(context);
    await loginThroughForm(page);
    await page.waitForURL(/\/admin\/dashboard/);
    for (const path of ["/admin/dashboard", "/admin/outbox"]) {
      await page.goto(`${baseUrl()}${path}?lng=en`);
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss), path).toBeUndefined();
    }
    expect(dialogs).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });
});

describe.skipIf(!hasChromium)("open redirects on login (Chromium)", () => {
  const TARGETS = [
    "https://evil.example/",
    "//evil.example/",
    "/\\evil.example/",
    "\\\\evil.example",
    "javascript:window.__xss='next'",
    "/admin/..//evil.example",
    "/admin/../\\evil.example",
    "https:evil.example",
    " //evil.example",
    "/%2F%2Fevil.example",
    "/admin@evil.example",
    "data:text/html,<script>alert(1)</script>",
  ];

  test("after login through the form, every hostile `next` lands on this site", async () => {
    const context = await browser.newContext();
    const { page, dialogs, foreign } = await watchedPage(context);
    const own = new URL(baseUrl()).host;
    for (const next of TARGETS) {
      await context.clearCookies();
      await loginThroughForm(page, next);
      await page.waitForURL((url) => !url.pathname.startsWith("/admin/login"), { timeout: 15_000 }).catch(() => {});
      const url = new URL(page.url());
      expect(url.host, next).toBe(own);
      expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss), next).toBeUndefined();
    }
    expect(dialogs).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });

  test("an admin already logged in is never redirected off-site by the login page", async () => {
    const context = await browser.newContext();
    const { page } = await watchedPage(context);
    await loginThroughForm(page);
    await page.waitForURL(/\/admin\/dashboard/);
    const cookies = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    for (const next of [...TARGETS, "/redirect?url=https://evil.example"]) {
      for (const param of ["next", "redirect", "returnTo", "url"]) {
        const answer = await request(`/admin/login?${param}=${encodeURIComponent(next)}`, { cookie: cookies });
        const location = answer.headers.location ?? "";
        if (answer.status >= 300 && answer.status < 400) {
          expect(location, `${param}=${next}`).toMatch(/^\/(?![/\\])/);
          expect(new URL(location, baseUrl()).host, `${param}=${next}`).toBe(new URL(baseUrl()).host);
        }
      }
    }
    await context.close();
  });
});

describe.skipIf(!hasChromium)("careers form in the browser (Chromium)", () => {
  test("a CV of 5 MiB + 1 byte is refused with the specified message; nothing is stored", async () => {
    const session = await login(ipFor("careers-browser-admin"));
    const before = await snapshot(session);
    const context = await browser.newContext();
    const { page, dialogs } = await watchedPage(context);
    await page.goto(`${baseUrl()}/careers?lng=en`);
    // Public pages start their JavaScript after `load`: the form checks files once React runs it.
    await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__react")));
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: pdf(5 * 1024 * 1024 + 1) });
    await page.getByText("File size must be less than 5MB").first().waitFor();
    // Exactly 5 MiB is taken without complaint.
    await input.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: pdf(5 * 1024 * 1024) });
    await expect.poll(() => page.getByText("File size must be less than 5MB").count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(await snapshot(session)).toEqual(before);
    await context.close();
  });
});
