import { expect, type Locator, type Page, type TestInfo, test, loginAs } from "./fixtures";
import { expectAxeClean, watchConsole } from "./page-checks";
import sharp from "sharp";
import en from "../../common/i18n/locales/en";
import tr from "../../common/i18n/locales/tr";
import { saveScreenshot } from "./screenshots";

// Admin: countries, a country's exhibitions and an exhibition's photos, end to end on the real
// server with data the test makes itself; every change checked on the public site too.

type Lng = "tr" | "en";
const CATALOGUES = { tr, en } as const;

/** A catalogue text with its {{placeholders}} filled (plural keys: pass the _one/_other key). */
function txt(lng: Lng, key: string, vars: Record<string, string | number> = {}): string {
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], CATALOGUES[lng]);
  if (typeof value !== "string") throw new Error(`no text ${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name]));
}
const T = (key: string, vars?: Record<string, string | number>) => txt("tr", key, vars);

/** A real picture of one colour, so the server's image pipeline accepts it. */
function png(color: string, width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** Per project (desktop, mobile): names that cannot clash with the other project's run. */
type State = {
  tag: string;
  countryId?: number;
  countryName: Record<"tr" | "en" | "de" | "es" | "fr", string>;
  exhibitionId?: number;
  exhibitionTitle: string;
};
const states = new Map<string, State>();
function state(info: TestInfo): State {
  let s = states.get(info.project.name);
  if (!s) {
    const tag = `${info.project.name === "mobile" ? "M" : "D"}${Date.now().toString(36).slice(-4).toUpperCase()}`;
    s = {
      tag,
      countryName: {
        tr: `Hollanda ${tag}`,
        en: `Netherlands ${tag}`,
        de: `Niederlande ${tag}`,
        es: `Países Bajos ${tag}`,
        fr: `Pays-Bas ${tag}`,
      },
      exhibitionTitle: `Texworld Amsterdam ${tag}`,
    };
    states.set(info.project.name, s);
  }
  return s;
}

/** Waits until React has hydrated the admin page (buttons work only then). */
async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("#admin-main") ?? {}).some((key) => key.startsWith("__react")),
  );
}

async function screenshot(page: Page, info: TestInfo, name: string, lng: Lng, fullPage = true) {
  if (fullPage) {
    // Lazy images load once near the viewport (those hidden at this width never load).
    for (const img of await page.locator("#admin-main img:visible").all()) await img.scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>("#admin-main img")].every(
        (i) => i.complete || i.offsetParent === null,
      ),
    );
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await saveScreenshot(page, `admin-exhibitions-${name}-${info.project.name}-${lng}`, { fullPage });
}

async function gotoAdmin(page: Page, path: string, lng: Lng = "tr") {
  await page.goto(`${path}?lng=${lng}`);
  await hydrated(page);
}

/** The shell (top bar, sidebar) is checked by its own spec; this one checks the screens and dialogs. */
const SHELL = [".admin-topbar", "#admin-sidebar"];

/** The country card whose (tr) name is shown. */
function countryCard(page: Page, name: string): Locator {
  return page
    .locator(".admin-country-card")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
}

/** The status message that says the (tr) text of `key` shows. */
async function expectStatus(page: Page, key: string, vars?: Record<string, string | number>) {
  await expect(page.getByRole("status").filter({ hasText: T(key, vars) })).toBeVisible();
}

/** The titles of the photo cards, in the order shown. */
function photoTitles(page: Page) {
  return page.locator(".admin-photo-grid h3");
}

/** The captions of the public exhibition page's photos, in the order shown. */
async function publicPhotoTitles(page: Page, exhibitionId: number, lng: string): Promise<string[]> {
  const response = await page.goto(`/exhibition/${exhibitionId}?lng=${lng}`);
  expect(response?.status()).toBe(200);
  return (await page.locator(".exh-photos figcaption").allTextContents()).map((s) => s.trim());
}

let consoleErrors: string[] = [];
/** Console errors a test provokes on purpose (a refused upload, a page that is gone). */
let expectedConsole: RegExp[] = [];

test.describe.configure({ mode: "serial" });

test.describe("admin exhibitions", () => {
  test.beforeEach(async ({ page }) => {
    expectedConsole = [];
    consoleErrors = watchConsole(page, expectedConsole);
    await loginAs(page, "/admin/dashboard");
  });
  test.afterEach(() => {
    expect(consoleErrors).toEqual([]);
  });

  test("add a country with a cover and five names; it shows in the admin and on the German site; edit it", async ({
    page,
  }, info) => {
    const s = state(info);
    await gotoAdmin(page, "/admin/exhibitions");
    await expect(page.locator("h1")).toHaveText(T("admin.titles.exhibitions"));
    await expect(page.locator(".admin-country-card").first()).toBeVisible();

    await page.getByRole("button", { name: T("adminExhibitions.countries.add") }).click();
    const dialog = page.getByRole("dialog", { name: T("adminExhibitions.countryForm.addTitle") });
    await expect(dialog).toBeVisible();
    // Nothing filled in: the name and the cover are asked for, nothing is sent.
    await dialog.getByRole("button", { name: T("adminExhibitions.countryForm.save") }).click();
    await expect(dialog.getByText(T("adminExhibitions.countryForm.nameRequired"))).toBeVisible();
    await expect(dialog.getByText(T("adminExhibitions.countryForm.coverRequired"))).toBeVisible();
    await expectAxeClean(page, { exclude: SHELL });

    const label = (lng: "tr" | "en" | "de" | "es" | "fr") =>
      T("admin.localized.fieldIn", {
        field: T("adminExhibitions.countryForm.name"),
        language: T(`admin.languages.${lng}`),
      });
    for (const lng of ["tr", "en", "de", "es", "fr"] as const) {
      await dialog.getByLabel(label(lng)).fill(s.countryName[lng]);
    }
    await dialog.getByLabel(T("adminExhibitions.countryForm.code")).fill("nl");
    await dialog
      .locator('input[type="file"][name="coverImage"]')
      .setInputFiles({ name: "kapak.png", mimeType: "image/png", buffer: await png("#f60", 800, 500) });
    await expect(dialog.getByRole("img", { name: T("admin.image.preview") })).toBeVisible();
    const created = page.waitForResponse(
      (r) => r.url().endsWith("/api/countries") && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: T("adminExhibitions.countryForm.save") }).click();
    const createdBody = (await (await created).json()) as { data: { id: number } };
    s.countryId = createdBody.data.id;
    await expect(dialog).toBeHidden();
    await expectStatus(page, "adminExhibitions.countries.created");
    const card = countryCard(page, s.countryName.tr);
    await expect(card).toBeVisible();
    await expect(card).toContainText(T("adminExhibitions.countries.totalPhotos"));
    await expect(card).toContainText("NL");

    // Search by name, in any language.
    await page.getByLabel(T("adminExhibitions.countries.search")).fill(s.countryName.de);
    await expect(page.locator(".admin-country-card")).toHaveCount(1);
    await page.getByLabel(T("adminExhibitions.countries.search")).fill("");

    // The public site, in German.
    await page.goto("/exhibitions?lng=de");
    await expect(page.getByRole("link", { name: s.countryName.de, exact: true })).toBeVisible();

    // Edit: the Turkish and German names change, the cover stays.
    await gotoAdmin(page, "/admin/exhibitions");
    await countryCard(page, s.countryName.tr)
      .getByRole("button", { name: T("adminExhibitions.countries.editNamed", { name: s.countryName.tr }) })
      .click();
    const edit = page.getByRole("dialog", { name: T("adminExhibitions.countryForm.editTitle") });
    await expect(edit.getByLabel(label("de"))).toHaveValue(s.countryName.de);
    s.countryName.tr = `Felemenk ${s.tag}`;
    s.countryName.de = `Königreich der Niederlande ${s.tag}`;
    await edit.getByLabel(label("tr")).fill(s.countryName.tr);
    await edit.getByLabel(label("de")).fill(s.countryName.de);
    await edit.getByRole("button", { name: T("adminExhibitions.countryForm.save") }).click();
    await expect(edit).toBeHidden();
    await expectStatus(page, "adminExhibitions.countries.updated");
    await expect(countryCard(page, s.countryName.tr)).toBeVisible();
    await page.goto("/exhibitions?lng=de");
    await expect(page.getByRole("link", { name: s.countryName.de, exact: true })).toBeVisible();
  });

  test("add an exhibition with fair details and edit it", async ({ page }, info) => {
    const s = state(info);
    await gotoAdmin(page, "/admin/exhibitions");
    await countryCard(page, s.countryName.tr).getByRole("link").click();
    await page.waitForURL(new RegExp(`/admin/exhibitions/country/${s.countryId}$`));
    await expect(page.locator("h1")).toHaveText(T("admin.titles.countryExhibitions"));
    const summary = page.locator(".admin-country-summary");
    await expect(summary.getByRole("heading", { name: s.countryName.tr })).toBeVisible();
    await expect(
      summary
        .locator("dl > div")
        .filter({ hasText: T("adminExhibitions.country.countryId") })
        .locator("dd"),
    ).toHaveText(String(s.countryId));
    await expect(page.getByText(T("adminExhibitions.country.empty"))).toBeVisible();

    const panel = page.getByRole("region", { name: T("adminExhibitions.exhibitionForm.addTitle") });
    const field = (name: string, lng: "tr" | "en" | "de" | "es" | "fr") =>
      panel.getByLabel(T("admin.localized.fieldIn", { field: name, language: T(`admin.languages.${lng}`) }));
    const titleLabel = T("adminExhibitions.exhibitionForm.title");
    const descriptionLabel = T("adminExhibitions.exhibitionForm.description");
    // Required fields first.
    await panel.getByRole("button", { name: T("adminExhibitions.exhibitionForm.save") }).click();
    await expect(panel.getByText(T("adminExhibitions.exhibitionForm.titleRequired"))).toBeVisible();
    await expect(panel.getByText(T("adminExhibitions.exhibitionForm.descriptionRequired"))).toBeVisible();
    await expect(panel.getByText(T("adminExhibitions.exhibitionForm.imageRequired"))).toBeVisible();

    await field(titleLabel, "tr").fill(s.exhibitionTitle);
    await field(titleLabel, "en").fill(`${s.exhibitionTitle} (EN)`);
    await field(titleLabel, "de").fill(`${s.exhibitionTitle} (DE)`);
    await field(descriptionLabel, "tr").fill("Gömleklik kumaş koleksiyonumuzu sergiledik.");
    await field(descriptionLabel, "en").fill("We showed our shirting collection.");
    await panel
      .locator('input[type="file"][name="image_url"]')
      .setInputFiles({ name: "fuar.png", mimeType: "image/png", buffer: await png("#069", 900, 600) });
    await panel.getByLabel(T("adminExhibitions.exhibitionForm.city")).fill("Amsterdam");
    await panel.getByLabel(T("adminExhibitions.exhibitionForm.venue")).fill("RAI");
    await panel.getByLabel(T("adminExhibitions.exhibitionForm.startDate")).fill("2031-03-12");
    await panel.getByLabel(T("adminExhibitions.exhibitionForm.endDate")).fill("2031-03-10");
    await panel.getByLabel(T("adminExhibitions.exhibitionForm.website")).fill("example.com");
    await panel.getByRole("button", { name: T("adminExhibitions.exhibitionForm.save") }).click();
    await expect(panel.getByText(T("adminExhibitions.exhibitionForm.endBeforeStart"))).toBeVisible();
    await expect(panel.getByText(T("adminExhibitions.exhibitionForm.websiteInvalid"))).toBeVisible();
    await expectAxeClean(page, { exclude: SHELL });

    await panel.getByLabel(T("adminExhibitions.exhibitionForm.startDate")).fill("2031-03-10");
    await panel.getByLabel(T("adminExhibitions.exhibitionForm.endDate")).fill("2031-03-12");
    await panel.getByLabel(T("adminExhibitions.exhibitionForm.website")).fill("https://example.com/texworld");
    const created = page.waitForResponse(
      (r) => r.url().endsWith("/api/exhibitions") && r.request().method() === "POST",
    );
    await panel.getByRole("button", { name: T("adminExhibitions.exhibitionForm.save") }).click();
    const createdResponse = await created;
    expect(createdResponse.status()).toBe(201);
    s.exhibitionId = ((await createdResponse.json()) as { data: { id: number } }).data.id;
    await expectStatus(page, "adminExhibitions.country.created");
    const row = page.locator(".admin-exhibition-table tbody tr").filter({ hasText: s.exhibitionTitle });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("RAI, Amsterdam");
    await expect(field(titleLabel, "tr")).toHaveValue("");

    // Edit: the form fills with the row, the image may stay.
    await row
      .getByRole("button", { name: T("adminExhibitions.country.editNamed", { title: s.exhibitionTitle }) })
      .click();
    const editPanel = page.getByRole("region", { name: T("adminExhibitions.exhibitionForm.editTitle") });
    await expect(editPanel).toBeVisible();
    await expect(
      editPanel.getByLabel(
        T("admin.localized.fieldIn", { field: titleLabel, language: T("admin.languages.en") }),
      ),
    ).toHaveValue(`${s.exhibitionTitle} (EN)`);
    await expect(editPanel.getByLabel(T("adminExhibitions.exhibitionForm.startDate"))).toHaveValue(
      "2031-03-10",
    );
    await editPanel.getByLabel(T("adminExhibitions.exhibitionForm.city")).fill("Rotterdam");
    await editPanel.getByLabel(T("adminExhibitions.exhibitionForm.venue")).fill("Ahoy");
    await editPanel.getByLabel(T("adminExhibitions.exhibitionForm.hall")).fill("2");
    await editPanel.getByLabel(T("adminExhibitions.exhibitionForm.stand")).fill("B17");
    await editPanel.getByRole("button", { name: T("adminExhibitions.exhibitionForm.save") }).click();
    await expectStatus(page, "adminExhibitions.country.updated");
    await expect(row).toContainText("Ahoy, Rotterdam");
    await expect(
      page.getByRole("region", { name: T("adminExhibitions.exhibitionForm.addTitle") }),
    ).toBeVisible();

    // Search and sort the table.
    await page.getByLabel(T("adminExhibitions.country.search")).fill("zzz-none");
    await expect(page.getByText(T("adminExhibitions.country.noMatch", { query: "zzz-none" }))).toBeVisible();
    await page.getByLabel(T("adminExhibitions.country.search")).fill("rotterdam");
    await expect(row).toBeVisible();
    await page.getByRole("button", { name: T("adminExhibitions.country.columns.title") }).click();
    await expect(page.locator('th[aria-sort="ascending"]')).toHaveCount(1);

    // The public page shows the fair's details in English.
    await page.goto(`/exhibition/${s.exhibitionId}?lng=en`);
    await expect(page.locator("h1")).toHaveText(`${s.exhibitionTitle} (EN)`);
    await expect(page.getByText("Rotterdam").first()).toBeVisible();
    // Its hall and stand, and the fair (12 March 2031, still to come) goes into a calendar.
    const details = page.locator(".exh-details");
    await expect(details.getByText("B17", { exact: true })).toBeVisible();
    await expect(details.getByText("2", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
      "href",
      `/api/exhibitions/${s.exhibitionId}/calendar.ics?lng=en`,
    );
  });

  test("upload three photos in one dialog, reorder them, edit a title, delete one", async ({
    page,
  }, info) => {
    const s = state(info);
    await gotoAdmin(page, `/admin/exhibitions/country/${s.countryId}`);
    const row = page.locator(".admin-exhibition-table tbody tr").filter({ hasText: s.exhibitionTitle });
    await row
      .getByRole("link", {
        name: T("adminExhibitions.country.managePhotosNamed", { title: s.exhibitionTitle }),
      })
      .click();
    await page.waitForURL(new RegExp(`/admin/exhibitions/photos/${s.exhibitionId}$`));
    await expect(page.locator("h1")).toHaveText(T("admin.titles.exhibitionPhotos"));
    await expect(page.getByRole("heading", { level: 2, name: s.exhibitionTitle })).toBeVisible();
    await expect(page.getByText(T("adminExhibitions.photos.emptyTitle"))).toBeVisible();
    await expect(page.getByText(T("adminExhibitions.photos.emptyHint"))).toBeVisible();

    await page.getByRole("button", { name: T("adminExhibitions.photos.add") }).click();
    const dialog = page.getByRole("dialog", { name: T("adminExhibitions.upload.title") });
    const submit = dialog.getByRole("button", { name: T("adminExhibitions.upload.submit") });
    await expect(submit).toBeDisabled();
    await expect(dialog.getByLabel(T("adminExhibitions.upload.choose"))).toHaveAttribute("accept", "image/*");
    const files = await Promise.all(
      ["#c33", "#3a3", "#33c"].map(async (color, i) => ({
        name: `Stand_Görünümü-${i + 1}.png`,
        mimeType: "image/png",
        buffer: await png(color, 1200 + i * 40, 800),
      })),
    );
    await dialog.getByLabel(T("adminExhibitions.upload.choose")).setInputFiles(files);
    const items = dialog.locator(".admin-upload-list li");
    await expect(items).toHaveCount(3);
    // Sizes in MB with two decimals, as Turkish writes them (0,01 MB).
    for (const [i, file] of files.entries()) {
      const mb = new Intl.NumberFormat("tr-TR", {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(file.buffer.length / 1048576);
      await expect(items.nth(i)).toContainText(file.name);
      await expect(items.nth(i)).toContainText(`${mb} MB`);
    }
    await expect(submit).toBeEnabled();
    await expectAxeClean(page, { exclude: SHELL });

    // Every value the progress bar takes, until the dialog has gone.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      const record = () => {
        const bar = document.querySelector(".admin-upload-dialog [role=progressbar]");
        const value = bar?.getAttribute("aria-valuenow");
        if (value && seen.at(-1) !== value) seen.push(value);
      };
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
      });
    });
    // Sequential: each file's request starts after the previous one has been answered.
    const events: string[] = [];
    const isUpload = (url: string, method: string) =>
      method === "POST" && url.endsWith(`/api/exhibitions/${s.exhibitionId}/photos`);
    page.on("request", (r) => {
      if (isUpload(r.url(), r.method())) events.push(`start ${r.headers()["content-type"]?.split(";")[0]}`);
    });
    page.on("response", (r) => {
      if (isUpload(r.url(), r.request().method())) events.push(`done ${r.status()}`);
    });
    await submit.click();
    await expect(dialog).toBeHidden();
    await expectStatus(page, "adminExhibitions.photos.uploaded_other", { count: 3 });
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(seen.at(-1)).toBe("100");
    expect(seen.map(Number)).toEqual([...seen.map(Number)].sort((a, b) => a - b));
    expect(events).toEqual(Array(3).fill(["start multipart/form-data", "done 201"]).flat());
    await expect(photoTitles(page)).toHaveText(["Stand Gorunumu 1", "Stand Gorunumu 2", "Stand Gorunumu 3"]);
    // 250 px tall images.
    expect((await page.locator(".admin-photo-img").first().boundingBox())?.height).toBeCloseTo(250, 0);

    // Reorder: photo 3 first. Desktop: drag and drop; phone: the move buttons.
    const orderSaved = () =>
      page.waitForResponse((r) => /\/api\/exhibitions\/photos\/\d+\/order$/.test(r.url()));
    if (info.project.name === "desktop") {
      const saved = orderSaved();
      await page.locator(".admin-photo-item").nth(2).dragTo(page.locator(".admin-photo-item").nth(0));
      expect((await saved).status()).toBe(200);
    } else {
      for (const position of [3, 2]) {
        const saved = orderSaved();
        await page
          .getByRole("button", {
            name: T("adminExhibitions.photos.moveEarlierNamed", { title: "Stand Gorunumu 3", position }),
          })
          .click();
        expect((await saved).status()).toBe(200);
      }
      // The focus stayed with the moved photo.
      await expect(page.locator(".admin-photo-item").first().locator(":focus")).toHaveCount(1);
    }
    await expect(photoTitles(page)).toHaveText(["Stand Gorunumu 3", "Stand Gorunumu 1", "Stand Gorunumu 2"]);
    await page.reload();
    await hydrated(page);
    await expect(photoTitles(page)).toHaveText(["Stand Gorunumu 3", "Stand Gorunumu 1", "Stand Gorunumu 2"]);
    expect(await publicPhotoTitles(page, s.exhibitionId!, "tr")).toEqual([
      "Stand Gorunumu 3",
      "Stand Gorunumu 1",
      "Stand Gorunumu 2",
    ]);

    // Edit a photo's English title: the English site shows it.
    await gotoAdmin(page, `/admin/exhibitions/photos/${s.exhibitionId}`);
    await page
      .getByRole("button", { name: T("adminExhibitions.photos.editNamed", { title: "Stand Gorunumu 1" }) })
      .click();
    const edit = page.getByRole("dialog", { name: T("adminExhibitions.photoForm.title") });
    const enTitle = T("admin.localized.fieldIn", {
      field: T("adminExhibitions.photoForm.photoTitle"),
      language: T("admin.languages.en"),
    });
    await expect(edit.getByLabel(enTitle)).toHaveValue("");
    await edit.getByLabel(enTitle).fill("Booth seen from the aisle");
    await expectAxeClean(page, { exclude: SHELL });
    await edit.getByRole("button", { name: T("adminExhibitions.photoForm.save") }).click();
    await expect(edit).toBeHidden();
    await expectStatus(page, "adminExhibitions.photos.updated");
    expect(await publicPhotoTitles(page, s.exhibitionId!, "en")).toEqual([
      "Stand Gorunumu 3",
      "Booth seen from the aisle",
      "Stand Gorunumu 2",
    ]);

    // Delete one, after confirming.
    await gotoAdmin(page, `/admin/exhibitions/photos/${s.exhibitionId}`);
    await page
      .getByRole("button", { name: T("adminExhibitions.photos.deleteNamed", { title: "Stand Gorunumu 2" }) })
      .click();
    const confirm = page.getByRole("dialog", { name: T("adminExhibitions.photos.deleteTitle") });
    await expect(confirm).toContainText(T("adminExhibitions.photos.deleteText"));
    await expectAxeClean(page, { exclude: SHELL });
    await confirm.getByRole("button", { name: T("admin.common.delete") }).click();
    await expect(confirm).toBeHidden();
    await expectStatus(page, "adminExhibitions.photos.deleted");
    await expect(photoTitles(page)).toHaveText(["Stand Gorunumu 3", "Stand Gorunumu 1"]);
    expect(await publicPhotoTitles(page, s.exhibitionId!, "tr")).toEqual([
      "Stand Gorunumu 3",
      "Stand Gorunumu 1",
    ]);
  });

  test("a file that is not an image is refused, by the picker and by the server", async ({ page }, info) => {
    const s = state(info);
    await gotoAdmin(page, `/admin/exhibitions/photos/${s.exhibitionId}`);
    await page.getByRole("button", { name: T("adminExhibitions.photos.add") }).click();
    const dialog = page.getByRole("dialog", { name: T("adminExhibitions.upload.title") });
    const picker = dialog.getByLabel(T("adminExhibitions.upload.choose"));
    // The refused upload (415) is logged by the browser as a failed resource.
    expectedConsole.push(/status of 415/);
    await picker.setInputFiles({
      name: "notlar.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a picture"),
    });
    await expect(
      dialog.getByText(
        T("adminExhibitions.upload.rejected", {
          name: "notlar.txt",
          reason: T("admin.validation.imageOnly"),
        }),
      ),
    ).toBeVisible();
    await expect(dialog.locator(".admin-upload-list li")).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: T("adminExhibitions.upload.submit") })).toBeDisabled();

    // A text file named .png passes the picker; the server reads its bytes and refuses it. The
    // photo before it is kept; the upload stops there.
    await picker.setInputFiles([
      { name: "Gece_Çekimi.png", mimeType: "image/png", buffer: await png("#990") },
      { name: "bozuk.png", mimeType: "image/png", buffer: Buffer.from("this is text, not a PNG") },
    ]);
    await dialog.getByRole("button", { name: T("adminExhibitions.upload.submit") }).click();
    await expect(
      dialog.getByText(T("adminExhibitions.upload.failed", { error: T("admin.errors.unsupportedType") })),
    ).toBeVisible();
    await expect(
      dialog.getByText(T("adminExhibitions.upload.stoppedAt", { name: "bozuk.png" })),
    ).toBeVisible();
    await expect(dialog.locator(".admin-upload-list li")).toHaveCount(1);
    await expect(dialog.locator(".admin-upload-list li")).toContainText("bozuk.png");
    await expectAxeClean(page, { exclude: SHELL });
    await dialog.getByRole("button", { name: T("adminExhibitions.upload.cancel") }).click();
    await expect(dialog).toBeHidden();
    await expect(photoTitles(page)).toHaveText(["Stand Gorunumu 3", "Stand Gorunumu 1", "Gece Cekimi"]);
  });

  test("axe and screenshots of the three screens and the upload dialog, in Turkish and English", async ({
    page,
  }, info) => {
    test.slow(); // eight axe runs and seven screenshots
    const s = state(info);
    for (const lng of ["tr", "en"] as const) {
      await gotoAdmin(page, "/admin/exhibitions", lng);
      await expect(page.locator("h1")).toHaveText(txt(lng, "admin.titles.exhibitions"));
      await expect(page.locator(".admin-country-card").first()).toBeVisible();
      await expectAxeClean(page, { exclude: SHELL });
      await screenshot(page, info, "countries", lng);

      await gotoAdmin(page, `/admin/exhibitions/country/${s.countryId}`, lng);
      await expect(page.locator(".admin-exhibition-table")).toBeVisible();
      await expectAxeClean(page, { exclude: SHELL });
      await screenshot(page, info, "country", lng);

      await gotoAdmin(page, `/admin/exhibitions/photos/${s.exhibitionId}`, lng);
      await expect(photoTitles(page).first()).toBeVisible();
      await expectAxeClean(page, { exclude: SHELL });
      await screenshot(page, info, "photos", lng);

      await page.getByRole("button", { name: txt(lng, "adminExhibitions.photos.add") }).click();
      const dialog = page.getByRole("dialog", { name: txt(lng, "adminExhibitions.upload.title") });
      await dialog.getByLabel(txt(lng, "adminExhibitions.upload.choose")).setInputFiles([
        {
          name: "Fuar_Alanı_Genel_Görünüm_2031.jpg",
          mimeType: "image/png",
          buffer: await png("#123", 1600, 1000),
        },
        { name: "stand-detay.png", mimeType: "image/png", buffer: await png("#456") },
        { name: "belge.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") },
      ]);
      await expect(dialog.locator(".admin-upload-list li")).toHaveCount(2);
      await expectAxeClean(page, { exclude: SHELL });
      await screenshot(page, info, "upload-dialog", lng, false);
      await dialog.getByRole("button", { name: txt(lng, "adminExhibitions.upload.cancel") }).click();
      await expect(dialog).toBeHidden();
    }
    await page.goto("/admin/exhibitions?lng=tr");
  });

  test("delete the exhibition and the country, after confirming; the public pages forget them", async ({
    page,
  }, info) => {
    const s = state(info);
    await gotoAdmin(page, `/admin/exhibitions/country/${s.countryId}`);
    const row = page.locator(".admin-exhibition-table tbody tr").filter({ hasText: s.exhibitionTitle });
    await row
      .getByRole("button", { name: T("adminExhibitions.country.deleteNamed", { title: s.exhibitionTitle }) })
      .click();
    const confirm = page.getByRole("dialog", { name: T("adminExhibitions.country.deleteTitle") });
    await expect(confirm).toContainText(T("adminExhibitions.country.deleteText"));
    await expect(confirm).toContainText(T("adminExhibitions.country.deletePhotosText_other", { count: 3 }));
    // Cancel first: nothing happens.
    await confirm.getByRole("button", { name: T("admin.common.cancel") }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(1);
    await row
      .getByRole("button", { name: T("adminExhibitions.country.deleteNamed", { title: s.exhibitionTitle }) })
      .click();
    await confirm.getByRole("button", { name: T("admin.common.delete") }).click();
    await expect(confirm).toBeHidden();
    await expectStatus(page, "adminExhibitions.country.deleted");
    await expect(page.getByText(T("adminExhibitions.country.empty"))).toBeVisible();
    expectedConsole.push(/status of 404/);
    const gone = await page.goto(`/exhibition/${s.exhibitionId}?lng=tr`);
    expect(gone?.status()).toBe(404);

    await gotoAdmin(page, "/admin/exhibitions");
    await countryCard(page, s.countryName.tr)
      .getByRole("button", { name: T("adminExhibitions.countries.deleteNamed", { name: s.countryName.tr }) })
      .click();
    const confirmCountry = page.getByRole("dialog", { name: T("adminExhibitions.countries.deleteTitle") });
    await expect(confirmCountry).toContainText(
      T("adminExhibitions.countries.deleteText", { name: s.countryName.tr }),
    );
    await expectAxeClean(page, { exclude: SHELL });
    await confirmCountry.getByRole("button", { name: T("admin.common.delete") }).click();
    await expect(confirmCountry).toBeHidden();
    await expectStatus(page, "adminExhibitions.countries.deleted");
    await expect(countryCard(page, s.countryName.tr)).toHaveCount(0);
    await page.goto("/exhibitions?lng=de");
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.getByText(s.countryName.de)).toHaveCount(0);
  });
});
