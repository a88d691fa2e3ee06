import fs from "node:fs";
import ICAL from "ical.js";
import de from "../../common/i18n/locales/de/exhibitions.json" with { type: "json" };
import deForms from "../../common/i18n/locales/de/forms.json" with { type: "json" };
import deValidation from "../../common/i18n/locales/de/validation.json" with { type: "json" };
import { E2E_ADMIN } from "../../playwright.config";
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

test("a buyer in German finds the next fairs first and puts one with our stand in the calendar", { tag: "@any-screen" }, async ({
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

test("a buyer in German books a meeting at our stand; a past fair offers no booking", async ({ page }) => {
  const upcoming = await fairs(page, "upcoming", 12);
  const fair = upcoming.find((f) => f.start_date && f.end_date && f.start_date !== f.end_date)!;
  const company = `Hemdenwerk ${Date.now().toString(36)}`;
  await page.goto(`/exhibition/${fair.id}?lng=de`);
  const form = page.getByRole("form", { name: deForms.meeting.form.title });
  await expect(form).toBeVisible();

  // Sent empty: every required field says so, in German, and nothing is sent.
  await form.getByRole("button", { name: deForms.meeting.form.submit }).click();
  await expect(form.getByText(deValidation.validation.required).first()).toBeVisible();
  await expect(form.getByLabel(deForms.meeting.form.date)).toBeFocused();

  // The days offered are the fair's, in German; the second one is chosen.
  const dayOptions = form.getByLabel(deForms.meeting.form.date).locator("option:not([value=''])");
  const values = await dayOptions.evaluateAll((options) =>
    options.map((o) => (o as HTMLOptionElement).value),
  );
  expect(values[0]! >= fair.start_date!).toBe(true);
  expect(values.at(-1)).toBe(fair.end_date);
  await form.getByLabel(deForms.meeting.form.date).selectOption(values[1]!);
  await form.getByLabel(deForms.meeting.form.time).selectOption("11:30");
  await form.getByLabel(deForms.meeting.form.company).fill(company);
  await form.getByLabel(deForms.meeting.form.full_name).fill("Jana Müller");
  await form.getByLabel(deForms.meeting.form.email).fill("jana@hemdenwerk.example");
  await form.getByLabel(deForms.meeting.form.topic).fill("Leinen-Twill für die Sommerkollektion");
  const posted = page.waitForResponse(
    (r) => r.url().includes("/api/meeting-requests") && r.request().method() === "POST",
  );
  await form.getByRole("button", { name: deForms.meeting.form.submit }).click();
  expect((await posted).status()).toBe(201);
  const dialog = page.getByRole("dialog", { name: deForms.meeting.success_title });
  await expect(dialog).toContainText(deForms.meeting.success);

  // The staff find it, with the day, the slot and the page's language.
  const login = await page.request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const list = await page.request.get(`/api/meeting-requests?q=${encodeURIComponent(company)}`);
  expect((await list.json()).data).toMatchObject([
    { exhibition_id: fair.id, date: values[1], time: "11:30", company, language: "de", status: "new" },
  ]);

  // A past fair's page has no booking form.
  const [past] = await fairs(page, "past", 1);
  await page.goto(`/exhibition/${past!.id}?lng=de`);
  await expect(page.getByRole("form", { name: deForms.meeting.form.title })).toHaveCount(0);
});
