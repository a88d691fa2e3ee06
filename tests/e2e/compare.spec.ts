import type { Page } from "@playwright/test";
import fr from "../../common/i18n/locales/fr";
import { expect, test } from "./fixtures";
import { expectAxeClean, expectNoHorizontalOverflow, fill, watchConsole } from "./page-checks";

// Comparing fabrics: a buyer ticks "Compare" on cards of /fabrics and on a fabric's page (at most
// four; a fifth is refused), the tray at the bottom of the screen lists them and outlives a
// reload, and /compare shows their technical data side by side, the rows where they differ
// marked, on a phone without the page scrolling sideways.

const c = fr.compare;
const tray = fr.compareTray;
const p = fr.comparePage;

type ApiFabric = { id: number; name: string; code: string | null };

async function fabricsInFrench(page: Page): Promise<ApiFabric[]> {
  const res = await page.request.get("/api/fabrics?lng=fr&page_size=100");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: ApiFabric[] }).data;
}

const trayOf = (page: Page) => page.getByRole("complementary", { name: tray.label });
/** A fabric page's own "Compare" (its related fabrics' cards, further down, have theirs). */
const pageToggle = (page: Page) => page.getByRole("button", { name: c.toggle }).first();

test("a buyer in French compares four fabrics from the list and a fabric's page; a fifth is refused", async ({
  page,
}) => {
  const errors = watchConsole(page);
  const all = await fabricsInFrench(page);
  expect(all.length).toBeGreaterThanOrEqual(5);

  // Three from the list.
  await page.goto("/fabrics?lng=fr");
  const cards = page.locator("article.fabric-card");
  const picked: ApiFabric[] = [];
  for (const index of [0, 1, 2]) {
    const card = cards.nth(index);
    const name = (await card.getByRole("heading").textContent())!.trim();
    picked.push(all.find((f) => f.name === name)!);
    const toggle = card.getByRole("button", { name: c.toggle });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
  }
  await expect(trayOf(page).getByRole("listitem")).toHaveText(picked.map((f) => f.code ?? f.name));
  await expect(trayOf(page).getByRole("link", { name: fill(tray.open, { n: 3 }) })).toBeVisible();
  await expectAxeClean(page);

  // A fourth from its page; a fifth is refused, with a note that says why.
  const [fourth, fifth] = all.filter((f) => !picked.some((k) => k.id === f.id));
  await page.goto(`/fabric/${fourth!.id}?lng=fr`);
  await pageToggle(page).click();
  await expect(pageToggle(page)).toHaveAttribute("aria-pressed", "true");
  picked.push(fourth!);
  await expect(trayOf(page).getByRole("listitem")).toHaveCount(4);
  await page.goto(`/fabric/${fifth!.id}?lng=fr`);
  const refused = pageToggle(page);
  await refused.click();
  await expect(page.getByRole("alert").filter({ hasText: fill(c.full, { max: 4 }) })).toBeVisible();
  await expect(refused).toHaveAttribute("aria-pressed", "false");
  await expect(trayOf(page).getByRole("listitem")).toHaveCount(4);

  // The choice outlives a reload.
  await page.goto(`/fabric/${fourth!.id}?lng=fr`);
  await page.reload();
  await expect(pageToggle(page)).toHaveAttribute("aria-pressed", "true");
  await expect(trayOf(page).getByRole("listitem")).toHaveText(picked.map((f) => f.code ?? f.name));

  // The comparison: a column per fabric, in the order ticked, linked to its page.
  await trayOf(page)
    .getByRole("link", { name: fill(tray.open, { n: 4 }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${picked.map((f) => f.id).join("%2C")}&lng=fr$`));
  await expect(page.locator("h1")).toHaveText(p.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const table = page.getByRole("table", { name: p.caption });
  await expect(table.getByRole("columnheader")).toHaveText([p.property, ...picked.map((f) => f.name)]);
  await expect(table.getByRole("columnheader", { name: picked[0]!.name }).getByRole("link")).toHaveAttribute(
    "href",
    `/fabric/${picked[0]!.id}?lng=fr`,
  );
  // The rows: a photo of each, the technical data, the passport's care; those that differ marked.
  await expect(table.getByRole("rowheader", { name: p.photo })).toBeVisible();
  await expect(table.locator("tbody tr").first().getByRole("img")).toHaveCount(4);
  await expect(
    table.getByRole("rowheader", { name: new RegExp(`^${fr.fabricCard.fields.code}`) }),
  ).toBeVisible();
  const differing = table.getByRole("rowheader", { name: new RegExp(`\\(${p.differs}\\)$`) });
  expect(await differing.count()).toBeGreaterThan(0);
  await expect(table.locator("tr.compare-differs")).toHaveCount(await differing.count());
  // The code differs between any two fabrics.
  await expect(
    table.getByRole("rowheader", { name: `${fr.fabricCard.fields.code} (${p.differs})` }),
  ).toBeVisible();
  await expect(page.getByRole("complementary", { name: tray.label })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await expectAxeClean(page);
  expect(errors).toEqual([]);
});

test("a comparison names the ids it cannot find and shows the others", async ({ page }) => {
  const [first] = await fabricsInFrench(page);
  const response = await page.goto(`/compare?ids=${first!.id},999999&lng=fr`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText(fill(p.notFound, { ids: "999999" }))).toBeVisible();
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveText([p.property, first!.name]);

  expect((await page.goto("/compare?ids=999999&lng=fr"))?.status()).toBe(404);
  await expect(page.getByText(fill(p.notFound, { ids: "999999" }))).toBeVisible();

  expect((await page.goto("/compare?ids=1,abc&lng=fr"))?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText(p.malformed);
  await expectNoHorizontalOverflow(page);
});

test("on a phone in German and Spanish no property's name is cut inside a word; printed, the comparison is on A4 landscape", async ({
  page,
}) => {
  const ids = (await fabricsInFrench(page)).slice(0, 4).map((f) => f.id);
  await page.setViewportSize({ width: 375, height: 800 });
  for (const lng of ["de", "es"]) {
    await page.goto(`/compare?ids=${ids.join(",")}&lng=${lng}`);
    // Every word of every row's name on one line: a word cut in two has two boxes.
    const cut = await page.locator("th.compare-property").evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const text = cell.firstChild?.nodeType === Node.TEXT_NODE ? cell.firstChild : null;
        if (!text?.textContent) return [];
        const words: string[] = [];
        for (const match of text.textContent.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) words.push(match[0]);
        }
        return words;
      }),
    );
    expect(cut, lng).toEqual([]);
    await expectNoHorizontalOverflow(page);
  }

  // On paper: A4 landscape sheets (a named page: the fabric page's portrait rule, loaded with it, does
  // not apply), and the table within the sheet's 273 mm (1,032 CSS px) of width, every column on it.
  await page.emulateMedia({ media: "print" });
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString("latin1");
  const sheets = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map(
    ([, width, height]) => `${Math.round(Number(width))} × ${Math.round(Number(height))}`,
  );
  expect(sheets.length).toBeGreaterThan(0);
  expect(new Set(sheets)).toEqual(new Set(["842 × 595"]));
  await page.setViewportSize({ width: 1032, height: 700 });
  const table = page.locator(".compare-table");
  expect(await table.evaluate((t) => t.getBoundingClientRect().right)).toBeLessThanOrEqual(1032);
  await expect(page.locator(".site-nav")).toBeHidden();
});

test("a buyer in French filters the list, compares three fabrics and opens the comparison's address on another device: the same table", async ({
  page,
  browser,
}, testInfo) => {
  const errors = watchConsole(page);
  await page.goto("/fabrics?lng=fr");
  const finder = page.getByRole("form", { name: fr.finder.label });
  // On a phone the filters open in a panel.
  if (!(await finder.isVisible())) await page.locator("label[for=finder-toggle]").click();
  await finder.getByRole("checkbox", { name: new RegExp(`^${fr.fabricCard.fibers.cotton} \\(\\d+\\)$`) }).check();
  await expect(page).toHaveURL(/[?&]fiber=cotton(&|$)/);
  const cards = page.locator("article.fabric-card");
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  for (const index of [0, 1, 2]) {
    const toggle = cards.nth(index).getByRole("button", { name: c.toggle });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
  }
  await trayOf(page)
    .getByRole("link", { name: fill(tray.open, { n: 3 }) })
    .click();
  await expect(page).toHaveURL(/\/compare\?ids=/);
  const table = page.getByRole("table", { name: p.caption });
  // A property's column and one per fabric.
  await expect(table.getByRole("columnheader")).toHaveCount(4);
  const headers = await table.getByRole("columnheader").allTextContents();
  const rows = await table.getByRole("rowheader").allTextContents();
  expect(rows.length).toBeGreaterThan(10);
  await expectNoHorizontalOverflow(page);

  // The address on another device (nothing in its storage): the same columns and rows.
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const other = await browser.newContext({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor });
  try {
    const second = await other.newPage();
    await second.goto(page.url());
    const same = second.getByRole("table", { name: p.caption });
    await expect(same.getByRole("columnheader")).toHaveText(headers);
    await expect(same.getByRole("rowheader")).toHaveText(rows);
    await expect(second.getByRole("complementary", { name: tray.label })).toHaveCount(0);
  } finally {
    await other.close();
  }
  expect(errors).toEqual([]);
});
