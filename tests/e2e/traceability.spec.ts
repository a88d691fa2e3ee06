import { expect, loginAs, test } from "./fixtures";
import { expectAxeClean, expectNoHorizontalOverflow } from "./page-checks";
import { readFileSync } from "node:fs";

/**
 * The sections this test reads, by language. Read as files: Node does not load a catalogue's
 * index.ts here (its JSON imports carry no import attribute).
 */
// biome-ignore lint/suspicious/noExplicitAny: catalogue texts, read by the assertions
function catalogue(lng: string): any {
  const read = (section: string) =>
    JSON.parse(readFileSync(new URL(`../../common/i18n/locales/${lng}/${section}.json`, import.meta.url), "utf8"));
  return { ...read("traceability"), ...read("layout"), ...read("admin"), ...read("adminFacilities") };
}
const de = catalogue("de");
const es = catalogue("es");
const tr = catalogue("tr");

// /traceability on the demo content (server/db/seed/data/facilities.json: the İstanbul mill and
// four partners), in German and Spanish, at the project's screen size (desktop 1280 px, phone
// 375 px); then the admin's workflow: a facility added with two kinds and a certificate shows
// under both steps, and leaves the page once deleted. What the test makes it deletes again.

for (const [lng, t, france, turkey] of [
  ["de", de, "Frankreich", "Türkei"],
  ["es", es, "Francia", "Turquía"],
] as const) {
  test(`/traceability in ${lng}: the steps in order, own mill and partners, places and certificates`, async ({
    page,
  }) => {
    const response = await page.goto(`/traceability?lng=${lng}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^${t.traceability.meta.title}`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      t.traceability.meta.description,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.traceability.title);
    const steps = page.getByRole("heading", { level: 2 }).filter({ hasText: t.traceability.step.split(" ")[0]! });
    await expect(steps).toHaveText(
      (["spinning", "weaving", "dyeing", "printing", "finishing"] as const).map((kind, i: number) =>
        new RegExp(`${t.traceability.step.replace("{{n}}", String(i + 1))}\\s*${t.traceability.steps[kind]}`),
      ),
    );

    const spinning = page.getByRole("region", { name: new RegExp(t.traceability.steps.spinning) });
    const linen = spinning.getByRole("article", { name: "Filature du Pays de Caux" });
    await expect(linen).toContainText(t.traceability.ownership.partner);
    await expect(linen).toContainText(`Bolbec, ${france}`);
    const mill = page
      .getByRole("region", { name: new RegExp(t.traceability.steps.weaving) })
      .getByRole("article", { name: "Dokuma Tekstil Güneşli" });
    await expect(mill).toContainText(t.traceability.ownership.own);
    await expect(mill).toContainText(`İstanbul, ${turkey}`);
    const gots = mill.getByRole("link", { name: "GOTS" });
    await expect(gots).toHaveAttribute("href", new RegExp(`^/certificates\\?lng=${lng}#certificate-\\d+$`));

    await expectNoHorizontalOverflow(page);
    await expectAxeClean(page);

    await gots.click();
    await page.waitForURL((url) => url.pathname === "/certificates");
    await expect(page.locator(new URL(page.url()).hash)).toBeVisible();
  });
}

test("the footer links to /traceability @any-screen", async ({ page }) => {
  await page.goto("/?lng=es");
  const link = page.getByRole("contentinfo").getByRole("link", { name: es.footer.traceability });
  await expect(link).toHaveAttribute("href", /\/traceability/);
});

test("an admin adds a facility with two kinds and a certificate, sees it on /traceability, deletes it @any-screen", async ({
  page,
  browser,
}) => {
  test.slow();
  await loginAs(page, "/admin/facilities");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr.admin.titles.facilities);
  await page.getByRole("button", { name: tr.adminFacilities.add }).click();
  const dialog = page.getByRole("dialog", { name: tr.adminFacilities.add });
  await dialog.getByLabel(tr.adminFacilities.fields.name, { exact: true }).fill("Ege Dokuma E2E");
  await dialog.getByLabel(tr.traceability.steps.weaving, { exact: true }).check();
  await dialog.getByLabel(tr.traceability.steps.finishing, { exact: true }).check();
  await dialog.getByLabel(tr.adminFacilities.fields.city, { exact: true }).fill("İzmir");
  await dialog.getByLabel(tr.adminFacilities.fields.address, { exact: true }).fill("Atatürk OSB, 10001 Sok. No: 5, Çiğli");
  await dialog.getByLabel(tr.adminFacilities.fields.gln, { exact: true }).fill("4006381333932");
  await dialog.getByLabel(/GOTS/).check();
  await dialog.getByRole("textbox", { name: new RegExp(tr.adminFacilities.fields.description) }).first().fill("Dokuma ve terbiye.");
  await dialog.getByRole("button", { name: tr.adminFacilities.actions.save }).click();
  // The GLN's check digit is wrong: the field says so, nothing is saved.
  await expect(dialog.getByText(tr.admin.validation.check_digit)).toBeVisible();
  await dialog.getByLabel(tr.adminFacilities.fields.gln, { exact: true }).fill("4006381333931");
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/facilities" && r.request().method() === "POST");
  await dialog.getByRole("button", { name: tr.adminFacilities.actions.save }).click();
  const answer = await saved;
  expect(answer.status()).toBe(201);
  const { id } = ((await answer.json()) as { data: { id: number } }).data;
  try {
    await expect(dialog).toBeHidden();
    const row = page.getByTestId(`facility-${id}`);
    await expect(row).toContainText("Ege Dokuma E2E");
    await expect(row).toContainText("İzmir");

    // A visitor without a session sees it under both of its steps, with its certificate.
    const visitor = await browser.newPage();
    await visitor.goto("/traceability?lng=de");
    for (const kind of ["weaving", "finishing"] as const) {
      const card = visitor
        .getByRole("region", { name: new RegExp(de.traceability.steps[kind]) })
        .getByRole("article", { name: "Ege Dokuma E2E" });
      await expect(card).toContainText("İzmir, Türkei");
      await expect(card.getByRole("link", { name: "GOTS" })).toBeVisible();
    }
    await expect(
      visitor
        .getByRole("region", { name: new RegExp(de.traceability.steps.spinning) })
        .getByRole("article", { name: "Ege Dokuma E2E" }),
    ).toHaveCount(0);

    await row.getByRole("button", { name: tr.adminFacilities.actions.deleteNamed.replace("{{name}}", "Ege Dokuma E2E") }).click();
    await page.getByRole("dialog").getByRole("button", { name: tr.adminFacilities.actions.delete }).click();
    await expect(row).toHaveCount(0);
    await visitor.goto("/traceability?lng=de");
    await expect(visitor.getByRole("article", { name: "Ege Dokuma E2E" })).toHaveCount(0);
    await visitor.close();
  } finally {
    const me = await page.request.get("/api/auth/me");
    const csrf = ((await me.json()) as { data: { csrfToken: string } }).data.csrfToken;
    await page.request.delete(`/api/facilities/${id}`, { headers: { "X-CSRF-Token": csrf } });
  }
});
