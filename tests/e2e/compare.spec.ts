import type { Page } from "@playwright/test";
import fr from "../../common/i18n/locales/fr";
import { expect, test } from "./fixtures";
import { expectAxeClean, expectNoHorizontalOverflow } from "./page-checks";

// Comparing fabrics: a buyer ticks "Compare" on cards of /fabrics and on a fabric's page (at most
// four; a fifth is refused), the tray at the bottom of the screen lists them and outlives a
// reload, and /compare shows their technical data side by side, the rows where they differ
// marked, on a phone without the page scrolling sideways.

const c = fr.compare;
const tray = fr.compareTray;
const p = fr.comparePage;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

type ApiFabric = { id: number; name: string; code: string | null };

async function fabricsInFrench(page: Page): Promise<ApiFabric[]> {
  const res = await page.request.get("/api/fabrics?lng=fr&page_size=100");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: ApiFabric[] }).data;
}

function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
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
