import { expect, type Page, type TestInfo, test, loginAs } from "./fixtures";
import de from "../../common/i18n/locales/de";
import en from "../../common/i18n/locales/en";
import tr from "../../common/i18n/locales/tr";
import { expectAxeClean, expectNoHorizontalOverflow, fill, watchConsole } from "./page-checks";
import { settled } from "./settle";
import { postFabric } from "./test-fabrics";
import { saveScreenshot } from "./screenshots";
import { LINEN_TWILL } from "../fixtures/fabric-card";

// A staff member fills a fabric's passport in 'Manage Fabrics': every part, its completeness
// rising to 100 % as she types; the server's refusals shown at their fields, nothing half-saved.

const CATALOGUES = { tr, en, de } as const;
/** The refused saves answer 400 on purpose. */
const EXPECTED_CONSOLE = [/status of 400/];
/** A GTIN-14 with its GS1 check digit (mod 10, weights 3 and 1 from the right). */
function gtin(body13: string) {
  const sum = [...body13].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return `${body13}${(10 - (sum % 10)) % 10}`;
}

/** A fabric of linen 55 % and organic cotton 45 % in colourways 01 and 14, made through the API. */
async function makeFabric(page: Page, name: string, code: string) {
  const me = await page.request.get("/api/auth/me");
  const csrf = ((await me.json()) as { data: { csrfToken: string } }).data.csrfToken;
  const card = { ...LINEN_TWILL, code };
  const id = await postFabric(page.request, "/api/fabrics?lng=all", csrf, { name }, card);
  made.push(id);
  return id;
}

/** The fabrics a test made: deleted after it, so that the worker's catalogue is the demo's again (the finder's tests count it). */
const made: number[] = [];
test.afterEach(async ({ page }) => {
  const me = await page.request.get("/api/auth/me");
  const csrf = ((await me.json()) as { data: { csrfToken: string } }).data.csrfToken;
  for (const id of made.splice(0)) {
    const gone = await page.request.delete(`/api/fabrics/${id}`, { headers: { "X-CSRF-Token": csrf } });
    expect(gone.status()).toBe(204);
  }
});

async function storedPassport(page: Page, id: number) {
  const answer = await page.request.get(`/api/fabrics/${id}?lng=en`);
  return (
    (await answer.json()) as {
      data: { fabric: { passport: { completeness: number; hs_code: string | null } } };
    }
  ).data.fabric.passport;
}

async function openPassport(page: Page, lng: keyof typeof CATALOGUES, name: string) {
  const c = CATALOGUES[lng].adminFabrics;
  await page
    .getByRole("searchbox")
    .or(page.getByLabel(CATALOGUES[lng].adminInbox.common.search))
    .first()
    .fill(name);
  await page.getByRole("button", { name: fill(c.actions.passportAria, { name }) }).click();
  const dialog = page.getByRole("dialog", { name: fill(c.passport.title, { name }) });
  await expect(dialog.getByTestId("passport-completeness")).toBeVisible();
  return dialog;
}

test("staff fill a fabric's passport to 100 %, the server's refusals at their fields @any-screen", async ({
  page,
  request,
}) => {
  test.slow();
  const errors = watchConsole(page, EXPECTED_CONSOLE);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const name = `Pasaport Dimi ${stamp}`;
  await loginAs(page, "/admin/fabrics", "en");
  const id = await makeFabric(page, name, `PE-${stamp}`.slice(0, 20).toUpperCase());
  await page.reload();
  const e = en.adminFabrics.passport;
  const terms = en.passportTerms;
  const dialog = await openPassport(page, "en", name);
  const status = dialog.getByTestId("passport-completeness");
  await expect(status).toContainText(fill(e.completeness, { value: 0 }));
  await expect(dialog.getByTestId("passport-missing")).toHaveText(Object.values(e.parts).join(", "));

  await dialog.getByLabel(e.parts.hs_code).fill("521031");
  await expect(status).toContainText(fill(e.completeness, { value: 13 }));
  await dialog.getByLabel(e.parts.dyeing_process).selectOption("piece_dyed");

  const linen = dialog.getByRole("group", {
    name: fill(e.fibre, { fiber: en.fabricCard.fibers.linen, percent: 55 }),
  });
  const cotton = dialog.getByRole("group", {
    name: fill(e.fibre, { fiber: en.fabricCard.fibers.organic_cotton, percent: 45 }),
  });
  await linen.getByLabel(e.origin).fill("tr");
  await cotton.getByLabel(e.origin).fill("TR");
  await cotton.getByLabel(e.certificate).selectOption({ index: 1 });
  // Above the fibre's 45 % of the fabric: the server refuses it.
  await cotton.getByLabel(e.recycledPercent).fill("50");
  await cotton.getByLabel(e.recycledSource).selectOption("post_consumer");

  const spinning = dialog.getByRole("group", { name: en.traceability.steps.spinning });
  await spinning.getByLabel(e.stepCountry).fill("TR");
  const weaving = dialog.getByRole("group", { name: en.traceability.steps.weaving });
  await weaving.getByLabel(e.facility).selectOption({ label: "Dokuma Tekstil Güneşli (TR)" });

  const care = {
    wash: "40",
    bleach: "oxygen_only",
    tumble_dry: "low",
    iron: "medium",
    professional: "dry_clean_p",
  };
  for (const [group, value] of Object.entries(care))
    await dialog.getByLabel(e.care[group as keyof typeof care]).selectOption(value);

  await dialog.getByRole("button", { name: e.addTest }).click();
  const test1 = dialog.getByRole("group", { name: fill(e.testN, { n: 1 }) });
  await test1.getByLabel(en.passport.columns.property).selectOption("colour_fastness_washing");
  await test1.getByLabel(e.method).fill("ISO 105-C06");
  await test1.getByLabel(en.passport.columns.result).fill("4-5");
  await test1.getByLabel(e.unit).fill("grade");
  await test1.getByLabel(en.passport.columns.date).fill("2025-03-14");
  await test1.getByLabel(en.passport.columns.lab).fill("Bursa Tekstil Lab");
  // The lab's report: uploaded at once, shown to visitors once ticked and saved.
  const reportPdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
  await test1
    .getByLabel(e.report.label)
    .setInputFiles({ name: "C06 report.pdf", mimeType: "application/pdf", buffer: reportPdf });
  await expect(test1.getByRole("link", { name: e.report.open })).toBeVisible();
  await test1.getByLabel(e.report.public).check();

  await dialog.getByLabel(e.checkedOn).fill("2025-06-01");
  await dialog.getByLabel(e.rsl).fill("ZDHC MRSL 3.1");

  const digits = String(Date.now()).slice(-8);
  const good01 = gtin(`08691234${digits}`.slice(0, 13));
  const good14 = gtin(`08691235${digits}`.slice(0, 13));
  const wrong01 = `${good01.slice(0, 13)}${(Number(good01[13]) + 1) % 10}`;
  const gtin01 = dialog.getByLabel(fill(e.gtinOf, { ref: "01" }));
  await gtin01.fill(wrong01);
  await dialog.getByLabel(fill(e.gtinOf, { ref: "14" })).fill(good14);

  // Every part filled: the count is the server's, so it reads 100 % before the save.
  await expect(status).toContainText(fill(e.completeness, { value: 100 }));
  await expect(status).toContainText(e.nothingMissing);
  await expect(dialog.getByTestId("passport-missing")).toHaveCount(0);
  await expectAxeClean(page);

  // A wrong check digit: the message under the GTIN, nothing stored.
  await dialog.getByRole("button", { name: en.adminFabrics.form.save }).click();
  await expect(gtin01).toHaveAccessibleDescription(en.admin.validation.check_digit);
  await expect(dialog.getByText(en.admin.validation.check_digit)).toBeVisible();
  expect(await storedPassport(page, id)).toMatchObject({ completeness: 0, hs_code: null });

  // The recycled share above the fibre's: the message under it, nothing stored.
  await gtin01.fill(good01);
  await dialog.getByRole("button", { name: en.adminFabrics.form.save }).click();
  await expect(dialog.getByText(en.admin.validation.above_share)).toBeVisible();
  await expect(dialog.getByText(en.admin.validation.check_digit)).toHaveCount(0);
  expect(await storedPassport(page, id)).toMatchObject({ completeness: 0, hs_code: null });

  await cotton.getByLabel(e.recycledPercent).fill("20");
  await dialog.getByRole("button", { name: en.adminFabrics.form.save }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByText(fill(en.adminFabrics.passport.percent, { value: 100 }))).toBeVisible();
  expect(await storedPassport(page, id)).toMatchObject({ completeness: 100, hs_code: "521031" });

  // Read back after a reload: what was typed is kept.
  await page.reload();
  const again = await openPassport(page, "en", name);
  await expect(again.getByTestId("passport-completeness")).toContainText(
    fill(e.completeness, { value: 100 }),
  );
  await expect(again.getByLabel(e.parts.hs_code)).toHaveValue("521031");
  await expect(again.getByLabel(fill(e.gtinOf, { ref: "01" }))).toHaveValue(good01);
  await expect(again.getByLabel(e.care.iron)).toHaveValue("medium");
  await expect(
    again
      .getByRole("group", {
        name: fill(e.fibre, { fiber: en.fabricCard.fibers.organic_cotton, percent: 45 }),
      })
      .getByLabel(e.recycledPercent),
  ).toHaveValue("20");
  await expect(
    again.getByRole("group", { name: en.traceability.steps.weaving }).getByLabel(e.facility),
  ).toHaveValue(/\d+/);
  await expect(again.getByRole("group", { name: fill(e.testN, { n: 1 }) }).getByLabel(e.method)).toHaveValue(
    "ISO 105-C06",
  );
  const kept = again.getByRole("group", { name: fill(e.testN, { n: 1 }) });
  await expect(kept.getByLabel(e.report.public)).toBeChecked();
  const reportUrl = await kept.getByRole("link", { name: e.report.open }).getAttribute("href");
  expect(reportUrl).toMatch(new RegExp(`^/api/fabrics/${id}/reports/\\d+$`));

  // A German visitor opens it from the fabric's page (the request without the staff's session).
  await page.goto(`/fabric/${id}?lng=de`);
  const link = page.getByRole("link", {
    name: fill(de.passport.report.openLabel, { property: de.passportTerms.tests.colour_fastness_washing }),
  });
  await expect(link).toHaveAttribute("href", reportUrl!);
  const served = await request.get(reportUrl!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("application/pdf");
  expect(terms.dyeing.piece_dyed).toBeTruthy();
  expect(errors).toEqual([]);
});

test("the passport dialog fits a phone, in Turkish and German", async ({ page }, testInfo: TestInfo) => {
  const errors = watchConsole(page, EXPECTED_CONSOLE);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const name = `Pasaport Poplin ${stamp}`;
  await loginAs(page, "/admin/fabrics", "tr");
  await makeFabric(page, name, `PF-${stamp}`.slice(0, 20).toUpperCase());
  for (const lng of ["tr", "de"] as const) {
    await loginAs(page, "/admin/fabrics", lng);
    const dialog = await openPassport(page, lng, name);
    await settled(page);
    await saveScreenshot(page, `admin-passport-${lng}-top-${testInfo.project.name}`);
    await dialog.getByRole("button", { name: CATALOGUES[lng].adminFabrics.passport.addTest }).click();
    await expectNoHorizontalOverflow(page);
    const box = await dialog.locator(".modal-content").boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await saveScreenshot(page, `admin-passport-${lng}-${testInfo.project.name}`, { fullPage: true });
    await dialog.getByRole("button", { name: CATALOGUES[lng].adminFabrics.form.cancel }).click();
    await expect(dialog).toBeHidden();
  }
  expect(errors).toEqual([]);
});
