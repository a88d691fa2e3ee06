import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ExhibitionDto } from "../../common/api/exhibitions";
import { UpcomingBadge } from "../../app/components/site/exhibitions/UpcomingBadge";
import { i18nFor } from "../../app/i18n/i18n.server";
import { TranslationProvider } from "../../app/i18n/translation";
import { exhibitionCard } from "../../app/routes/site/exhibitions.server";

// A fair's state on a given Istanbul day: upcoming before it, "now on" from its first to its last
// day, neither afterwards; the badge says so in the page's language.

const fair = (start: string | null, end: string | null): ExhibitionDto => ({
  id: 1,
  country_id: 1,
  countryId: 1,
  country_name: "Almanya",
  title: "Munich Fabric Start",
  description: "",
  image_url: null,
  image: null,
  city: "München",
  venue: "MOC",
  hall: "3",
  stand: "B14",
  start_date: start,
  end_date: end,
  website: null,
  photo_count: 0,
  created_at: "2026-01-01T00:00:00.000Z",
});

const badge = (start: string | null, end: string | null, day: string) => {
  const card = exhibitionCard(fair(start, end), "de", day);
  const html = renderToString(
    <TranslationProvider i18n={i18nFor("de")}>
      <UpcomingBadge fair={card} />
    </TranslationProvider>,
  );
  return { card, text: html.replace(/<[^>]+>/g, "") };
};

describe("a fair's badge by the day", () => {
  it("is 'upcoming' before the fair, 'now on' from its first to its last day, and gone after", () => {
    expect(badge("2027-01-26", "2027-01-28", "2027-01-25").text).toBe("Demnächst");
    for (const day of ["2027-01-26", "2027-01-27", "2027-01-28"]) {
      const { card, text } = badge("2027-01-26", "2027-01-28", day);
      expect(card).toMatchObject({
        upcoming: true,
        nowOn: true,
        days: { start: "2027-01-26", end: "2027-01-28" },
      });
      expect(text, day).toBe("Läuft gerade");
    }
    const after = badge("2027-01-26", "2027-01-28", "2027-01-29");
    expect(after.card).toMatchObject({ upcoming: false, nowOn: false });
    expect(after.text).toBe("");
  });

  it("takes a one-day fair's single date as both its first and last day; a fair without dates has none", () => {
    expect(badge("2027-03-10", null, "2027-03-10").card).toMatchObject({
      nowOn: true,
      days: { start: "2027-03-10", end: "2027-03-10" },
    });
    expect(badge(null, "2027-03-10", "2027-03-11").card).toMatchObject({ upcoming: false, nowOn: false });
    expect(badge(null, null, "2027-03-11").card).toMatchObject({ upcoming: false, nowOn: false, days: null });
  });
});
