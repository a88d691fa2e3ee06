import { readFileSync } from "node:fs";
import { extractText } from "unpdf";
import { expect, test } from "./fixtures";
import { expectAxeClean, expectNoHorizontalOverflow } from "./page-checks";

/**
 * A German buyer on a phone opens a demo fabric (DK-4410, recycled cotton and polyester:
 * server/db/seed/data/passports.json), reads its "Traceability and care" — the steps with their
 * facilities, the fibres' origins and recycled shares, the care symbols with their texts, the
 * tests — and downloads the spec sheet, whose second page carries the same passport.
 */
// biome-ignore lint/suspicious/noExplicitAny: catalogue texts, read by the assertions
function catalogue(lng: string): any {
  const read = (section: string) =>
    JSON.parse(readFileSync(new URL(`../../common/i18n/locales/${lng}/${section}.json`, import.meta.url), "utf8"));
  return {
    ...read("passport"),
    ...read("passportTerms"),
    ...read("traceability"),
    ...read("fabrics"),
    ...read("fabricCard"),
    ...read("samples"),
  };
}
const de = catalogue("de");

test("a German buyer reads a demo fabric's traceability and care, and its spec sheet", async ({ page }) => {
  const list = await page.request.get("/api/fabrics?lng=de&page_size=50");
  const fabric = (await list.json()).data.find((f: { code: string }) => f.code === "DK-4410");
  expect(fabric, "demo fabric DK-4410").toBeTruthy();
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") messages.push(message.text());
  });
  expect((await page.goto(`/fabric/${fabric.id}?lng=de`))?.status()).toBe(200);

  const section = page.getByRole("region", { name: de.passport.title });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(de.passport.title);

  // The steps in the making's order, each with its facility linked to /traceability.
  const steps = section.getByRole("list").first().getByRole("listitem");
  await expect(steps).toHaveText([
    new RegExp(`^${de.traceability.steps.spinning}.*Türkei`),
    new RegExp(`^${de.traceability.steps.weaving}Dokuma Tekstil Güneşli · İstanbul, Türkei`),
    new RegExp(`^${de.traceability.steps.dyeing}`),
    new RegExp(`^${de.traceability.steps.finishing}`),
  ]);
  const mill = steps.nth(1).getByRole("link", { name: "Dokuma Tekstil Güneşli" });
  await expect(mill).toHaveAttribute("href", /^\/traceability\?lng=de#facility-weaving-\d+$/);

  // Origins and the recycled shares, pre- and post-consumer.
  await expect(section).toContainText("Herkunft: Türkei");
  await expect(section).toContainText(`davon 50 % recycelt (${de.passportTerms.recycled.pre_consumer})`);
  await expect(section).toContainText(`davon 50 % recycelt (${de.passportTerms.recycled.post_consumer})`);

  // Each care symbol drawn, its text beside it (visible, not only for screen readers).
  const care = section.locator(".passport-care > li");
  await expect(care).toHaveCount(5);
  await expect(care.nth(0).locator("span")).toHaveText(de.passportTerms.care.wash["40"]);
  await expect(care.nth(0).locator('svg[data-care="wash:40"] path')).not.toHaveCount(0);
  await expect(care.nth(3).locator("span")).toHaveText(de.passportTerms.care.iron.medium);
  for (const text of await care.allTextContents()) expect(text.trim()).not.toBe("");
  await expect(care.nth(1).getByText(de.passportTerms.care.bleach.oxygen_only)).toBeVisible();

  // The tests' table, with its headers.
  const tests = section.getByRole("table", { name: de.passport.tests });
  await expect(tests.getByRole("columnheader")).toHaveCount(5);
  await expect(tests.getByRole("row", { name: new RegExp(de.passportTerms.tests.colour_fastness_washing) })).toContainText(
    "Note 4-5",
  );
  await expect(section.getByRole("link", { name: de.passport.jsonLd })).toHaveAttribute(
    "href",
    `/api/fabrics/${fabric.id}/passport.jsonld?lng=de`,
  );

  await expectNoHorizontalOverflow(page);
  await expectAxeClean(page);

  // The page's spec sheet link: a PDF whose text holds the passport in German.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: de.fabric.specSheet.link }).click();
  const file = await (await download).path();
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  const flat = text.replace(/\s+/g, "");
  for (const expected of [de.passport.title, de.passportTerms.care.wash["40"], "Herkunft: Türkei", "Dokuma Tekstil Güneşli"])
    expect(flat, expected).toContain(expected.replace(/\s+/g, ""));
  expect(messages).toEqual([]);
});

test("a swatch label's code (GS1 Digital Link) opens the fabric in that colourway", async ({ page }) => {
  const list = await page.request.get("/api/fabrics?lng=de&page_size=50");
  const fabric = (await list.json()).data.find((f: { code: string }) => f.code === "DK-1102");
  expect(fabric, "demo fabric DK-1102").toBeTruthy();
  const detail = await (await page.request.get(`/api/fabrics/${fabric.id}?lng=de`)).json();
  const colourway = detail.data.fabric.colourways.find((c: { ref: string }) => c.ref === "02");
  const shade = catalogue("de").fabricCard.shades[colourway.shade];

  // The demo's GTIN of colourway 02 (8691234001141, 13 digits: padded to 14 by the resolver).
  expect((await page.goto("/01/8691234001141?lng=de"))?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/fabric/${fabric.id}\\?.*colourway=02`));
  await expect(page.getByText(`Gezeigte Farbstellung: 02 ${shade}`)).toBeVisible();
  await expect(page.locator('.fabric-colourways li[aria-current="true"]')).toHaveText(`02 ${shade}`);
  await expect(page.getByLabel(de.samples.fabric.colourway, { exact: true })).toHaveValue("02");

  // An unknown colourway in the address reads as the fabric alone.
  await page.goto(`/fabric/${fabric.id}?lng=de&colourway=99`);
  await expect(page.locator('.fabric-colourways li[aria-current="true"]')).toHaveCount(0);
  await expect(page.getByText(/Gezeigte Farbstellung/)).toHaveCount(0);
});
