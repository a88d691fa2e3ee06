import fs from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { expect, type Page, type TestInfo, test, loginAs } from "./fixtures";
import tr from "../../common/i18n/locales/tr";
import { pdfOfSize } from "../fixtures/images";
import { settled } from "./settle";
import { expectAxeClean, fill, watchConsole } from "./page-checks";
import { saveScreenshot } from "./screenshots";

// Privacy requests (GDPR art. 15 and 17): a person leaves a contact message and a job
// application with a CV; the admin looks their address up (in another letter case), downloads
// everything as a ZIP, erases it after a confirmation, and nothing is left under the address.

const t = tr.adminPrivacy;

/** Turkish lists things as the screen does: "a, b ve c". */
const list = (items: string[]) =>
  new Intl.ListFormat("tr-TR", { style: "long", type: "conjunction" }).format(items);

const screenshot = (page: Page, testInfo: TestInfo, name: string) =>
  saveScreenshot(page, `admin-privacy-${name}-${testInfo.project.name}`, { fullPage: true });

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 992;

/** An admin call from the page's session: its cookies and the CSRF token the session hands out. */
async function adminPost(page: Page, url: string, data: object) {
  const me = await page.request.get("/api/auth/me");
  const csrf = ((await me.json()) as { data: { csrfToken: string } }).data.csrfToken;
  return page.request.post(url, { headers: { "X-CSRF-Token": csrf }, data });
}

test.describe("admin privacy requests", () => {
  test("an address's data is listed, downloaded as a ZIP and erased after a confirmation", { tag: "@any-screen" }, async ({
    page,
  }, testInfo) => {
    const errors = watchConsole(page);
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const email = `ada.kvkk.${tag}@example.com`;
    const typed = `Ada.KVKK.${tag.toUpperCase()}@Example.COM`;
    const name = `Ada Yılmaz ${tag}`;
    const message = `Merhaba, hakkımda tuttuğunuz verileri öğrenmek istiyorum (${tag}).`;
    const pdf = pdfOfSize(3000);

    // The person writes, then applies with a CV.
    const posted = await page.request.post("/api/contact-messages", {
      data: { full_name: name, email, message },
    });
    expect(posted.status()).toBe(201);
    const applied = await page.request.post("/api/careers", {
      multipart: {
        full_name: name,
        email,
        position: "Dokuma ustası",
        file: { name: "ozgecmis.pdf", mimeType: "application/pdf", buffer: pdf },
      },
    });
    expect(applied.status()).toBe(201);
    const applicationId = ((await applied.json()) as { data: { id: number } }).data.id;
    // And follows a search of the fabric finder.
    const followed = await page.request.post("/api/search-alerts?lng=tr", {
      data: { email, lng: "tr", query: `weave=twill&q=${tag}` },
    });
    expect(followed.status()).toBe(202);

    // The screen is in the menu, with its title.
    await loginAs(page, "/admin/dashboard");
    if (isMobile(page)) await page.getByRole("button", { name: tr.admin.shell.openMenu }).click();
    await page
      .getByRole("navigation", { name: tr.admin.nav.label })
      .getByRole("link", { name: tr.admin.nav.privacy, exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === "/admin/privacy");
    // On a phone the menu closes first (it gives the focus back as it goes).
    await expect(page.getByRole("dialog", { name: tr.admin.panel })).toBeHidden();
    await settled(page);
    await expect(page.locator(".admin-title")).toHaveText(tr.admin.titles.privacy);
    await expect(page.getByRole("heading", { name: t.heading, level: 2 })).toBeVisible();

    // Not an address: the field says so.
    const field = page.getByLabel(t.email);
    await field.fill("ada@");
    await field.press("Enter");
    await expect(page.getByText(tr.admin.validation.invalid_email)).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");

    // The address in another letter case (Enter submits): both are listed, the CV with its name.
    await field.fill(typed);
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/privacy/lookup"));
    await field.press("Enter");
    const held = ((await (await answer).json()) as { data: { mails: unknown[] } }).data;
    const mails = held.mails.length;
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("status").filter({ hasText: typed })).toHaveText(
      fill(t.found_other, { count: 3 + mails, email: typed }),
    );
    const results = page.getByRole("region", { name: t.results });
    const messages = results.getByRole("region", { name: new RegExp(`^${t.groups.messages}`) });
    await expect(messages.getByRole("listitem")).toHaveCount(1);
    await expect(messages).toContainText(name);
    await expect(messages).toContainText(message);
    const applications = results.getByRole("region", { name: new RegExp(`^${t.groups.applications}`) });
    await expect(applications.getByRole("listitem")).toHaveCount(1);
    await expect(applications).toContainText("Dokuma ustası");
    await expect(applications).toContainText(tr.adminInbox.applications.status.pending);
    await expect(applications).toContainText(/Özgeçmiş: ozgecmis\.pdf \(\d+ kB\)/);
    const alerts = results.getByRole("region", { name: new RegExp(`^${t.groups.alerts}`) });
    await expect(alerts.getByRole("listitem")).toHaveCount(1);
    await expect(alerts).toContainText(`q=${tag}&weave=twill`);
    await expect(alerts).toContainText(t.lines.unconfirmed);
    if (mails > 0)
      await expect(results.getByRole("heading", { name: new RegExp(`^${t.groups.mails}`) })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAxeClean(page);
    await screenshot(page, testInfo, "held-tr");

    // Everything as one ZIP: data.json with the message and the application, and the CV itself.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: t.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await fs.readFile(await download.path())));
    const data = JSON.parse(strFromU8(files["data.json"]!));
    expect(data.contact_messages.map((m: { message: string }) => m.message)).toEqual([message]);
    expect(data.job_applications).toHaveLength(1);
    expect(data.job_applications[0]).toMatchObject({ id: applicationId, position: "Dokuma ustası" });
    const cvPath = data.job_applications[0].cv.in_archive as string;
    expect(cvPath).toMatch(/^cv\/application-\d+-ozgecmis\.pdf$/);
    expect(Buffer.compare(Buffer.from(files[cvPath]!), pdf)).toBe(0);
    expect(data.search_alerts).toEqual([expect.objectContaining({ email, query: `q=${tag}&weave=twill`, language: "tr" })]);
    expect(JSON.stringify(data.search_alerts)).not.toMatch(/TokenHash/);
    await expect(page.getByRole("button", { name: t.download })).toBeEnabled();

    // Erasing asks first, naming what will go; cancelling keeps everything.
    const erase = page.getByRole("button", { name: t.erase, exact: true });
    await erase.click();
    const dialog = page.getByRole("dialog", { name: t.confirm.title });
    await expect(dialog).toBeVisible();
    const going = [
      fill(t.counts.messages_one, { count: 1 }),
      fill(t.counts.applicationsWithCv_one, { count: 1 }),
      fill(t.counts.alerts_one, { count: 1 }),
      ...(mails > 0 ? [fill(t.counts.mails_other, { count: mails })] : []),
    ];
    await expect(dialog).toContainText(fill(t.confirm.text, { email: typed, list: list(going) }));
    await expect(dialog.getByRole("button", { name: tr.admin.common.cancel })).toBeFocused();
    await expectAxeClean(page);
    await screenshot(page, testInfo, "confirm-tr");
    await dialog.getByRole("button", { name: tr.admin.common.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(erase).toBeFocused();
    await expect(results).toBeVisible();

    // Confirmed: the screen says what was erased, and nothing is held any more.
    await erase.click();
    await dialog.getByRole("button", { name: t.confirm.confirm }).click();
    await expect(dialog).toBeHidden();
    const erased = [
      fill(t.counts.messages_one, { count: 1 }),
      fill(t.counts.applications_one, { count: 1 }),
      fill(t.counts.cvs_one, { count: 1 }),
      fill(t.counts.alerts_one, { count: 1 }),
      ...(mails > 0 ? [fill(t.counts.mails_other, { count: mails })] : []),
    ];
    const outcome = page.getByTestId("privacy-erased");
    await expect(outcome).toHaveText(fill(t.erased, { email: typed, list: list(erased) }));
    await expect(outcome).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: t.nothing })).toBeVisible();
    await expect(results).toHaveCount(0);
    await expect(erase).toHaveCount(0);
    await expectAxeClean(page);
    await screenshot(page, testInfo, "erased-tr");

    // A new lookup finds nothing.
    await field.fill(email);
    await page.getByRole("button", { name: t.lookUp }).click();
    await expect(outcome).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: t.nothing })).toBeVisible();

    // Nor does the API: no row, no mail, no CV under the address.
    const lookup = await adminPost(page, "/api/privacy/lookup", { email });
    expect(lookup.status()).toBe(200);
    expect((await lookup.json()).data).toEqual({
      email,
      contact_messages: [],
      applications: [],
      meeting_requests: [],
      sample_requests: [],
      search_alerts: [],
      mails: [],
    });
    const listed = await page.request.get(`/api/contact-messages?q=${encodeURIComponent(tag)}`);
    expect((await listed.json()).data).toEqual([]);
    expect((await page.request.get(`/api/applications/${applicationId}`)).status()).toBe(404);
    expect((await page.request.get(`/api/applications/${applicationId}/file`)).status()).toBe(404);
    // The address refused above is the only failed call.
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });
});
