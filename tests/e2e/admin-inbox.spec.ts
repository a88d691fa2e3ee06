import fs from "node:fs/promises";
import { expect, type Locator, type Page, type TestInfo, test, loginAs } from "./fixtures";
import en from "../../common/i18n/locales/en";
import tr from "../../common/i18n/locales/tr";
import { pdfOfSize } from "../fixtures/images";
import { expectAxeClean, expectNoHorizontalOverflow, fill, watchConsole } from "./page-checks";
import { saveScreenshot } from "./screenshots";

// The admin inbox: contact messages, job applications, meeting and sample requests, posted
// through the public API and handled in the admin screens (statuses, decoded text, notes, the CV
// download, filters kept in the address, replies, CSV exports, deletion).

const CATALOGUES = { tr, en } as const;
type Lng = keyof typeof CATALOGUES;

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  // Lazy thumbnails in view are loaded before the picture is taken.
  await page.waitForFunction(() =>
    [...document.querySelectorAll("img")].every(
      (img) => img.complete || img.getBoundingClientRect().top > innerHeight,
    ),
  );
  await saveScreenshot(page, `admin-inbox-${name}-${testInfo.project.name}`, { fullPage: true });
}

/** A name no other test (or run) uses. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function postMessage(page: Page, name: string, message: string) {
  const answer = await page.request.post("/api/contact-messages", {
    data: { full_name: name, email: "ayse@example.com", phone: "+90 532 000 00 00", message },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

async function postApplication(page: Page, name: string, pdf: Buffer) {
  const answer = await page.request.post("/api/careers", {
    multipart: {
      full_name: name,
      email: "mehmet@example.com",
      phone: "+90 555 111 22 33",
      position: "Dokuma operatörü",
      message: "Merhaba,\n20 yıllık tecrübem var.",
      file: { name: "ozgecmis.pdf", mimeType: "application/pdf", buffer: pdf },
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

/** Narrows a list to one test's rows through the search box (the server searches). */
async function search(
  page: Page,
  lng: Lng,
  list: "messages" | "applications" | "meetings" | "samples",
  text: string,
) {
  const c = CATALOGUES[lng].adminInbox;
  await page.getByLabel(c.common.search, { exact: true }).fill(text);
  await expect(page.getByText(fill(c[list].total_one, { count: 1 }), { exact: true })).toBeVisible();
}

const rowOf = (page: Page, name: string): Locator => page.getByRole("row").filter({ hasText: name });

/** The texts of the two request screens (meetings and samples), whose dialogs work alike. */
type RequestTexts = typeof tr.adminInbox.meetings | typeof tr.adminInbox.samples;

/** Opens the dialog of a request from its row (button and dialog name the person). */
async function openRequest(page: Page, row: Locator, t: RequestTexts, name: string) {
  await row.getByRole("button", { name: fill(t.viewAria, { name }) }).click();
  const dialog = page.getByRole("dialog", { name: fill(t.dialog.title, { name }) });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Saves the notes, then sends a reply: it goes to the buyer through the outbox and stays with the request. */
async function annotateAndReply(
  dialog: Locator,
  t: RequestTexts,
  notes: string,
  reply: string,
  repliesId: string,
) {
  await dialog.getByLabel(t.dialog.notes).fill(notes);
  await dialog.getByRole("button", { name: t.dialog.saveNotes }).click();
  await expect(dialog.getByText(t.dialog.notesSaved)).toBeVisible();
  await expect(dialog.getByText(t.dialog.noReplies)).toBeVisible();
  await dialog.getByLabel(t.dialog.replyLabel).fill(reply);
  await dialog.getByRole("button", { name: t.dialog.send }).click();
  await expect(dialog.getByText(t.dialog.sent)).toBeVisible();
  await expect(dialog.getByTestId(repliesId)).toContainText(reply);
}

/** Downloads the list as filtered through its export link: the file and its non-empty lines. */
async function downloadCsv(page: Page, t: RequestTexts) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: t.export }).click(),
  ]);
  const lines = (await fs.readFile(await download.path(), "utf8")).split("\r\n").filter(Boolean);
  return { download, lines };
}

/** Deletes the request open in `dialog` through the confirmation; its row is gone. */
async function deleteRequest(page: Page, dialog: Locator, t: RequestTexts, row: Locator) {
  await dialog.getByRole("button", { name: t.dialog.delete }).click();
  const confirm = page.getByRole("dialog", { name: t.confirmDelete.title });
  await confirm.getByRole("button", { name: t.confirmDelete.confirm }).click();
  await expect(page.getByText(t.deleted)).toBeVisible();
  await expect(row).toHaveCount(0);
}

test.describe("admin contact messages", () => {
  test("a new message opens decoded, becomes read, is marked replied and deleted", async ({
    page,
  }, testInfo) => {
    const errors = watchConsole(page);
    const t = tr.adminInbox.messages;
    const name = unique("Ayşe Mesaj");
    const id = await postMessage(
      page,
      name,
      "Merhaba%2C%20kuma%C5%9Flar%C4%B1n%C4%B1z%0Ahakk%C4%B1nda%20bilgi",
    );

    await loginAs(page, "/admin/contact-messages");
    await search(page, "tr", "messages", name);
    const row = rowOf(page, name);
    await expect(row).toHaveCount(1);
    await expect(row.getByText(t.status.new, { exact: true })).toBeVisible();
    if (testInfo.project.name === "desktop") {
      // Phones show the e-mail and phone links in the dialog only.
      await expect(row.getByRole("link", { name: "ayse@example.com" })).toHaveAttribute(
        "href",
        "mailto:ayse@example.com",
      );
      await expect(row.getByRole("link", { name: "+90 532 000 00 00" })).toHaveAttribute(
        "href",
        "tel:+905320000000",
      );
    }
    await expectAxeClean(page);
    await screenshot(page, testInfo, "messages-tr");

    // Opening a new message marks it read.
    const marked = page.waitForResponse(
      (r) => r.url().endsWith(`/api/contact-messages/${id}/status`) && r.request().method() === "PUT",
    );
    await row.getByRole("button", { name: fill(t.viewAria, { name }) }).click();
    expect((await marked).status()).toBe(200);
    const dialog = page.getByRole("dialog", { name: fill(t.dialog.title, { name }) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("message-text")).toHaveText("Merhaba, kumaşlarınız\nhakkında bilgi");
    await expect(dialog.getByRole("link", { name: "ayse@example.com" })).toHaveAttribute(
      "href",
      "mailto:ayse@example.com",
    );
    await expect(dialog.getByRole("link", { name: "+90 532 000 00 00" })).toHaveAttribute(
      "href",
      "tel:+905320000000",
    );
    await expect(dialog.getByText(t.status.read, { exact: true })).toBeVisible();
    await expectAxeClean(page);
    await screenshot(page, testInfo, "message-dialog-tr");
    await dialog.getByRole("button", { name: tr.adminInbox.common.close, exact: true }).last().click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(t.status.read, { exact: true })).toBeVisible();

    // Replied by hand, then read again.
    await row.getByRole("button", { name: fill(t.viewAria, { name }) }).click();
    await dialog.getByRole("button", { name: t.dialog.markReplied }).click();
    await expect(dialog.getByText(t.markedReplied)).toBeVisible();
    await expect(dialog.getByText(t.status.replied, { exact: true })).toBeVisible();
    await expect(row.getByText(t.status.replied, { exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: t.dialog.markRead }).click();
    await expect(dialog.getByText(t.markedRead)).toBeVisible();
    await expect(row.getByText(t.status.read, { exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: t.dialog.markReplied }).click();
    await expect(row.getByText(t.status.replied, { exact: true })).toBeVisible();

    // The status filter finds it among the replied ones only.
    await dialog.getByRole("button", { name: tr.adminInbox.common.close, exact: true }).last().click();
    await page.getByLabel(tr.adminInbox.common.statusFilter, { exact: true }).selectOption("new");
    await expect(page.getByText(t.noMatch)).toBeVisible();
    await page.getByLabel(tr.adminInbox.common.statusFilter, { exact: true }).selectOption("replied");
    await expect(row).toHaveCount(1);

    // Delete, after a confirmation that can be cancelled.
    await row.getByRole("button", { name: fill(t.viewAria, { name }) }).click();
    await dialog.getByRole("button", { name: t.dialog.delete }).click();
    const confirm = page.getByRole("dialog", { name: t.confirmDelete.title });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(fill(t.confirmDelete.text, { name }));
    await expectAxeClean(page);
    await screenshot(page, testInfo, "message-delete-tr");
    await confirm.getByRole("button", { name: tr.adminInbox.common.cancel }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: t.dialog.delete }).click();
    await confirm.getByRole("button", { name: t.confirmDelete.confirm }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(t.deleted)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await page.request.get(`/api/contact-messages/${id}`)).status()).toBe(404);
    expect(errors).toEqual([]);
  });
});

test.describe("admin job applications", () => {
  test("an application is read, annotated, downloaded, moved through statuses and deleted", { tag: "@any-screen" }, async ({
    page,
  }, testInfo) => {
    const errors = watchConsole(page);
    const t = tr.adminInbox.applications;
    const name = unique("Mehmet Başvuru");
    const pdf = pdfOfSize(2345);
    const id = await postApplication(page, name, pdf);

    await loginAs(page, "/admin/applications");
    await search(page, "tr", "applications", name);
    const row = rowOf(page, name);
    await expect(row).toHaveCount(1);
    await expect(row.getByText(t.status.pending, { exact: true })).toBeVisible();
    await expect(row.getByText("PDF", { exact: true })).toBeVisible();
    await expect(row.getByText("Dokuma operatörü")).toBeVisible();
    await expectAxeClean(page);
    await screenshot(page, testInfo, "applications-tr");

    const open = async () => {
      await row.getByRole("button", { name: fill(t.viewDetailsAria, { name }) }).click();
      const dialog = page.getByRole("dialog", { name: fill(t.dialog.title, { name }) });
      await expect(dialog).toBeVisible();
      return dialog;
    };
    let dialog = await open();
    await expect(dialog.getByText("Dokuma operatörü")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "mehmet@example.com" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "+90 555 111 22 33" })).toHaveAttribute(
      "href",
      "tel:+905551112233",
    );
    await expect(dialog.getByText("20 yıllık tecrübem var.")).toBeVisible();
    await expect(dialog.getByTestId("application-status")).toHaveText(t.status.pending);
    const file = dialog.getByTestId("application-file");
    await expect(file.getByText("PDF", { exact: true })).toBeVisible();
    await expect(file.getByText("ozgecmis.pdf")).toBeVisible();
    await expectAxeClean(page);
    await screenshot(page, testInfo, "application-dialog-tr");

    // 'Gör' opens the file inline in a new tab; 'İndir' downloads the exact bytes.
    const view = file.getByRole("link", { name: fill(t.dialog.viewAria, { file: "ozgecmis.pdf" }) });
    await expect(view).toHaveText(t.dialog.view);
    await expect(view).toHaveAttribute("target", "_blank");
    const inline = await page.request.get((await view.getAttribute("href")) ?? "");
    expect(inline.status()).toBe(200);
    expect(inline.headers()["content-disposition"]).toMatch(/^inline/);
    const link = file.getByRole("link", { name: fill(t.dialog.downloadAria, { file: "ozgecmis.pdf" }) });
    await expect(link).toHaveText(t.dialog.download);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("ozgecmis.pdf");
    expect(Buffer.compare(await fs.readFile(await download.path()), pdf)).toBe(0);

    // Notes are saved and shown again after reopening.
    const notes = dialog.getByLabel(t.dialog.notes);
    await notes.fill("Telefonla arandı.\nPazartesi görüşme.");
    await dialog.getByRole("button", { name: t.dialog.saveNotes }).click();
    await expect(dialog.getByText(t.dialog.notesSaved)).toBeVisible();
    await dialog.getByRole("button", { name: tr.adminInbox.common.close, exact: true }).last().click();
    await expect(dialog).toBeHidden();
    dialog = await open();
    await expect(dialog.getByLabel(t.dialog.notes)).toHaveValue("Telefonla arandı.\nPazartesi görüşme.");

    // A status change reloads the list and closes the dialog.
    await dialog.getByRole("button", { name: t.dialog.markInterviewing }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(t.status.interviewing, { exact: true })).toBeVisible();
    dialog = await open();
    await dialog.getByRole("button", { name: t.dialog.accept, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(t.status.accepted, { exact: true })).toBeVisible();
    await expect(page.getByText(fill(t.statusChanged, { name, status: t.status.accepted }))).toBeVisible();

    // Delete with its file, after a confirmation.
    dialog = await open();
    await dialog.getByRole("button", { name: t.dialog.delete }).click();
    const confirm = page.getByRole("dialog", { name: t.confirmDelete.title });
    await expect(confirm).toContainText(fill(t.confirmDelete.text, { name }));
    await expectAxeClean(page);
    await confirm.getByRole("button", { name: t.confirmDelete.confirm }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(t.deleted)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await page.request.get(`/api/applications/${id}`)).status()).toBe(404);
    expect((await page.request.get(`/api/applications/${id}/file`)).status()).toBe(404);
    expect(errors).toEqual([]);
  });
});

test.describe("admin meeting requests", () => {
  test("a buyer's request is opened, annotated, confirmed, closed and reopened, then deleted", { tag: "@any-screen" }, async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const t = tr.adminInbox.meetings;
    const company = unique("Camisería Sur");
    const fairs = await page.request.get("/api/exhibitions?when=upcoming&lng=tr");
    const fair = (
      (await fairs.json()) as { data: { id: number; title: string; start_date: string | null }[] }
    ).data.find((f) => f.start_date && f.start_date > new Date().toISOString().slice(0, 10))!;
    const posted = await page.request.post("/api/meeting-requests?lng=es", {
      data: {
        exhibition_id: fair.id,
        date: fair.start_date,
        time: "12:00",
        company,
        full_name: "Lucía Gómez",
        email: "lucia@camiseria.example",
        topic: "Popelín orgánico",
      },
    });
    expect(posted.status()).toBe(201);

    await loginAs(page, "/admin/meeting-requests");
    // The fair filter (the fairs the requests name) is kept in the address, through a reload too.
    const fairFilter = page.getByLabel(t.filters.fair, { exact: true });
    await fairFilter.selectOption(String(fair.id));
    await expect(page).toHaveURL(new RegExp(`[?&]exhibition=${fair.id}(&|$)`));
    await page.reload();
    await expect(fairFilter).toHaveValue(String(fair.id));
    await expect(page.getByRole("link", { name: t.export })).toHaveAttribute(
      "href",
      new RegExp(`[?&]exhibition=${fair.id}(&|$)`),
    );
    await search(page, "tr", "meetings", company);
    const row = rowOf(page, company);
    await expect(row.getByText(t.status.new, { exact: true })).toBeVisible();
    await expect(row.getByText(`${fair.start_date} 12:00`)).toBeVisible();
    await expectAxeClean(page);

    const dialog = await openRequest(page, row, t, "Lucía Gómez");
    await expect(dialog.getByRole("link", { name: fair.title })).toHaveAttribute(
      "href",
      `/exhibition/${fair.id}`,
    );
    await expect(dialog.getByText("Popelín orgánico")).toBeVisible();
    await expect(dialog.getByText(tr.adminInbox.common.languages.es, { exact: true })).toBeVisible();
    await expect(dialog.getByRole("link", { name: t.dialog.reply })).toHaveAttribute(
      "href",
      "mailto:lucia@camiseria.example",
    );
    await expectAxeClean(page);

    await annotateAndReply(
      dialog,
      t,
      "Salı 12:00 teyit edildi.",
      "Le confirmamos la reunión en nuestro estand.",
      "meeting-replies",
    );
    await expect(dialog.getByLabel(t.dialog.replyLabel)).toHaveValue("");

    // Statuses: new → confirmed → closed → in progress (reopened); the dialog stays on the request.
    await dialog.getByRole("button", { name: t.dialog.confirm, exact: true }).click();
    await expect(dialog.getByTestId("meeting-status")).toHaveText(t.status.confirmed);
    await dialog.getByRole("button", { name: t.dialog.close, exact: true }).click();
    await expect(dialog.getByTestId("meeting-status")).toHaveText(t.status.closed);
    await dialog.getByRole("button", { name: t.dialog.markInProgress, exact: true }).click();
    await expect(dialog.getByTestId("meeting-status")).toHaveText(t.status.in_progress);
    const stored = await page.request.get(`/api/meeting-requests?q=${encodeURIComponent(company)}`);
    expect((await stored.json()).data).toMatchObject([
      { status: "in_progress", notes: "Salı 12:00 teyit edildi." },
    ]);

    // The list as filtered (the search for this company) downloads as CSV.
    await dialog.getByRole("button", { name: tr.adminInbox.common.close, exact: true }).last().click();
    await expect(dialog).toBeHidden();
    const { download, lines: csv } = await downloadCsv(page, t);
    expect(download.suggestedFilename()).toMatch(/^meeting-requests-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(company);
    expect(csv[1]).toContain("in_progress");

    await deleteRequest(page, await openRequest(page, row, t, "Lucía Gómez"), t, row);
    expect(errors).toEqual([]);
  });
});

test.describe("admin sample requests", () => {
  test("a buyer's request is found by country and fabric, annotated, answered and marked sent", { tag: "@any-screen" }, async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const t = tr.adminInbox.samples;
    const company = unique("Chemiserie Lyon");
    const other = unique("Hemdenwerk Köln");
    const catalogue = await page.request.get("/api/fabrics?lng=tr&page_size=2");
    const [fabric, otherFabric] = ((await catalogue.json()) as { data: { id: number }[] }).data;
    const request = (data: Record<string, unknown>) =>
      page.request.post("/api/sample-requests", {
        // One address gets three requests a day: each request its own.
        data: { email: `${unique("achats").replace(" ", "-")}@example.com`, ...data },
      });
    const posted = await request({
      company,
      full_name: "Camille Martin",
      country: "FR",
      kind: "length",
      metres: 3,
      items: [{ fabric_id: fabric!.id, colourway: null }],
      language: "fr",
    });
    expect(posted.status()).toBe(201);
    const posted2 = await request({
      company: other,
      full_name: "Jonas Weber",
      country: "DE",
      kind: "swatch",
      items: [{ fabric_id: otherFabric!.id, colourway: null }],
      language: "de",
    });
    expect(posted2.status()).toBe(201);

    await loginAs(page, "/admin/sample-requests");
    const row = rowOf(page, company);
    await expect(row).toBeVisible();
    await expect(row.getByText(t.status.new, { exact: true })).toBeVisible();
    await expect(rowOf(page, other)).toBeVisible();

    // Country, then fabric: each narrows the list and stays in the address, through a reload too.
    // A filter asks the list route only: no round trip for the page's session or language first.
    const pageData: string[] = [];
    const onRequest = (sent: { url(): string }) => {
      if (/\.data(\?|$)/.test(sent.url())) pageData.push(sent.url());
    };
    page.on("request", onRequest);
    const countryFilter = page.getByLabel(t.filters.country, { exact: true });
    const fabricFilter = page.getByLabel(t.filters.fabric, { exact: true });
    await countryFilter.selectOption("FR");
    await expect(page).toHaveURL(/[?&]country=FR(&|$)/);
    await expect(rowOf(page, other)).toHaveCount(0);
    await expect(row).toBeVisible();
    await fabricFilter.selectOption(String(fabric!.id));
    await expect(page).toHaveURL(new RegExp(`[?&]fabric=${fabric!.id}(&|$)`));
    await expect(row).toBeVisible();
    page.off("request", onRequest);
    expect(pageData).toEqual([]);
    await page.reload();
    await expect(countryFilter).toHaveValue("FR");
    await expect(fabricFilter).toHaveValue(String(fabric!.id));
    await expect(row).toBeVisible();
    await expect(rowOf(page, other)).toHaveCount(0);
    await expect(page.getByRole("link", { name: t.export })).toHaveAttribute(
      "href",
      new RegExp(`^/api/exports/sample-requests\\.csv\\?.*country=FR.*&fabric=${fabric!.id}`),
    );
    // The other fabric alone finds the other request only.
    await countryFilter.selectOption("");
    await fabricFilter.selectOption(String(otherFabric!.id));
    await expect(rowOf(page, other)).toBeVisible();
    await expect(row).toHaveCount(0);
    await fabricFilter.selectOption(String(fabric!.id));
    await search(page, "tr", "samples", company);
    await expectAxeClean(page);

    const dialog = await openRequest(page, row, t, "Camille Martin");
    await expect(dialog.getByTestId("sample-country")).toContainText("(FR)");
    await expect(dialog.getByText(fill(t.kind.length, { metres: 3 }), { exact: true })).toBeVisible();
    await expect(dialog.getByText(tr.adminInbox.common.languages.fr, { exact: true })).toBeVisible();
    await expect(dialog.getByTestId("sample-fabrics").getByRole("link").first()).toHaveAttribute(
      "href",
      `/fabric/${fabric!.id}`,
    );
    await expectAxeClean(page);

    await annotateAndReply(
      dialog,
      t,
      "Coupon de 3 m préparé.",
      "Vos échantillons partent demain.",
      "sample-replies",
    );

    // new → sent; the dialog stays on the request, the row shows the new status.
    await dialog.getByRole("button", { name: t.dialog.markSent, exact: true }).click();
    await expect(dialog.getByTestId("sample-status")).toHaveText(t.status.sent);
    await dialog.getByRole("button", { name: tr.adminInbox.common.close, exact: true }).last().click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(t.status.sent, { exact: true })).toBeVisible();
    const stored = await page.request.get(`/api/sample-requests?q=${encodeURIComponent(company)}`);
    expect((await stored.json()).data).toMatchObject([{ status: "sent", notes: "Coupon de 3 m préparé." }]);

    // The list as filtered (country, fabric and the search for this company) downloads as CSV.
    const { lines: csv } = await downloadCsv(page, t);
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(company);
    expect(csv[1]).toContain("sent");

    await deleteRequest(page, await openRequest(page, row, t, "Camille Martin"), t, row);
    expect(errors).toEqual([]);
  });
});

test.describe("admin inbox in English", () => {
  test("both screens and their dialogs read in English, without overflow", async ({ page }, testInfo) => {
    const errors = watchConsole(page);
    const messageName = unique("John Message");
    const applicantName = unique("Jane Applicant");
    await postMessage(page, messageName, "Hello,\nwe would like samples of your linen fabrics.");
    await postApplication(page, applicantName, pdfOfSize(1200));
    await loginAs(page, "/admin/contact-messages", "en");

    const m = en.adminInbox.messages;
    await expect(page.getByRole("heading", { level: 1, name: en.admin.titles.messages })).toBeVisible();
    await search(page, "en", "messages", messageName);
    await expect(rowOf(page, messageName).getByText(m.status.new, { exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, "messages-en");
    await rowOf(page, messageName)
      .getByRole("button", { name: fill(m.viewAria, { name: messageName }) })
      .click();
    const messageDialog = page.getByRole("dialog", { name: fill(m.dialog.title, { name: messageName }) });
    await expect(messageDialog.getByText(m.status.read, { exact: true })).toBeVisible();
    await expect(messageDialog.getByRole("button", { name: m.dialog.markReplied })).toBeVisible();
    await screenshot(page, testInfo, "message-dialog-en");
    await messageDialog.getByRole("button", { name: en.adminInbox.common.close, exact: true }).last().click();

    await page.goto("/admin/applications?lng=en");
    const a = en.adminInbox.applications;
    await search(page, "en", "applications", applicantName);
    const row = rowOf(page, applicantName);
    await expect(row.getByText(a.status.pending, { exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, "applications-en");
    await row.getByRole("button", { name: fill(a.viewDetailsAria, { name: applicantName }) }).click();
    const dialog = page.getByRole("dialog", { name: fill(a.dialog.title, { name: applicantName }) });
    await expect(dialog.getByRole("button", { name: a.dialog.markInterviewing })).toBeVisible();
    await expect(
      dialog.getByRole("link", { name: fill(a.dialog.downloadAria, { file: "ozgecmis.pdf" }) }),
    ).toBeVisible();
    await expectAxeClean(page);
    await screenshot(page, testInfo, "application-dialog-en");
    expect(errors).toEqual([]);
  });
});
