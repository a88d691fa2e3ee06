import fs from "node:fs";
import ICAL from "ical.js";
import de from "../../common/i18n/locales/de/exhibitions";
import { vocabularyErrors } from "../helpers/schema-vocabulary";
import { expect, type Page, test } from "./fixtures";

// The trade-fair calendar on the demo content: /exhibitions lists the fairs to come first (soonest
// first, across countries), then the latest past ones; a fair to come offers "Add to calendar",
// an iCalendar file read back here with ical.js; a past one does not.

type ApiFair = {
  id: number;
  title: string;
  country_name: string;
  hall: string | null;
  stand: string | null;
  start_date: string | null;
  end_date: string | null;
};

async function fairs(page: Page, when: "upcoming" | "past", pageSize: number): Promise<ApiFair[]> {
  const res = await page.request.get(`/api/exhibitions?when=${when}&lng=de&page_size=${pageSize}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: ApiFair[] }).data;
}

const dayAfter = (day: string) => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

test("a buyer in German finds the next fairs first and puts one with our stand in the calendar", async ({
  page,
}) => {
  const upcoming = await fairs(page, "upcoming", 12);
  const past = await fairs(page, "past", 6);
  expect(upcoming.length).toBeGreaterThan(0);
  expect(past.length).toBeGreaterThan(0);

  await page.goto("/exhibitions?lng=de");
  const upcomingSection = page.getByRole("region", { name: de.exhibitions.upcomingHeading });
  const pastSection = page.getByRole("region", { name: de.exhibitions.pastHeading });
  await expect(upcomingSection.locator("article h3")).toHaveText(upcoming.map((f) => f.title));
  await expect(pastSection.locator("article h3")).toHaveText(past.map((f) => f.title));
  // Upcoming first, then past, then the countries.
  const headings = await page.locator("main h2").allTextContents();
  expect(headings.slice(0, 3)).toEqual([
    de.exhibitions.upcomingHeading,
    de.exhibitions.pastHeading,
    de.exhibitions.countriesHeading,
  ]);
  await expect(pastSection.getByText(de.exhibitions.upcoming, { exact: true })).toHaveCount(0);

  // The demo's next Première Vision has its hall and stand on its card and page.
  const withStand = upcoming.find((f) => f.hall && f.stand)!;
  const standText = `Halle ${withStand.hall} · Stand ${withStand.stand}`;
  const card = upcomingSection.locator("article", { hasText: withStand.title });
  await expect(card.getByText(standText)).toBeVisible();
  await card.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/exhibition/${withStand.id}\\?lng=de$`));
  await expect(page.locator("h1")).toHaveText(withStand.title);
  const details = page.locator(".exh-details");
  await expect(details.getByText(de.exhibition.hall, { exact: true })).toBeVisible();
  await expect(details.getByText(withStand.stand!, { exact: true })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: de.exhibition.addToCalendar }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+-de\.ics$/);
  const text = fs.readFileSync((await download.path())!, "utf8");
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  expect(event.summary).toBe(withStand.title);
  expect(event.startDate.isDate).toBe(true);
  expect(event.startDate.toString()).toBe(withStand.start_date);
  expect(event.endDate.toString()).toBe(dayAfter(withStand.end_date!));
  expect(event.location).toContain(withStand.country_name);
  expect(event.location).toContain(standText);

  // Search engines read the same fair as an ExhibitionEvent.
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (json) => JSON.parse(json) as Record<string, unknown>,
  );
  const fairEvent = blocks.find((b) => b["@type"] === "ExhibitionEvent");
  expect(fairEvent).toMatchObject({
    name: withStand.title,
    startDate: withStand.start_date,
    endDate: withStand.end_date,
    location: { "@type": "Place", containsPlace: { name: standText } },
  });
  expect(vocabularyErrors(fairEvent!)).toEqual([]);

  // A past fair offers nothing to put in a calendar.
  await page.goto(`/exhibition/${past[0]!.id}?lng=de`);
  await expect(page.locator("h1")).toHaveText(past[0]!.title);
  await expect(page.getByRole("link", { name: de.exhibition.addToCalendar })).toHaveCount(0);
});
