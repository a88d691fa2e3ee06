// A fair's hall and stand, and "Add to calendar": GET /api/exhibitions/:id/calendar.ics read
// back with ical.js (Mozilla's iCalendar parser, as calendar clients read it).
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSession, TestApp } from "../helpers/app";
import { type FairApi, fairApi } from "../helpers/fairs";
import { adminApp } from "../helpers/suite";

let t: TestApp;
let admin: AdminSession;
let api: FairApi;
let countryId: number;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  api = fairApi(t, admin, { field: "image_url", filename: "fair.jpg" });
  countryId = (await api.addCountry({ name: "Almanya", name_de: "Deutschland", name_fr: "Allemagne" })).id;
});
afterAll(() => t.close());

/** A fair in Germany, "Fuar" unless `fields` say otherwise. */
const addFair = (fields: Record<string, string>) => api.addExhibition(countryId, fields);

const calendar = (id: number | string, lng = "de") =>
  t.app.inject({ method: "GET", url: `/api/exhibitions/${id}/calendar.ics?lng=${lng}` });

function eventOf(text: string) {
  const vcalendar = new ICAL.Component(ICAL.parse(text));
  const vevents = vcalendar.getAllSubcomponents("vevent");
  expect(vevents).toHaveLength(1);
  return { vcalendar, vevent: vevents[0]!, event: new ICAL.Event(vevents[0]!) };
}

describe("a fair's hall and stand", () => {
  it("are stored, answered, cleared by a blank and refused above 40 characters", async () => {
    const fair = await addFair({ hall: " 6 ", stand: "6F12" });
    expect(fair).toMatchObject({ hall: "6", stand: "6F12" });

    const cleared = await api.send("PUT", `/api/exhibitions/${fair.id}`, { hall: "" });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ hall: null, stand: "6F12" });

    const long = await api.send("PUT", `/api/exhibitions/${fair.id}`, {
      stand: "x".repeat(41),
      hall: "y".repeat(41),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ stand: "too_long", hall: "too_long" });
    const read = await t.app.inject({ method: "GET", url: `/api/exhibitions/${fair.id}` });
    expect(read.json().data).toMatchObject({ hall: null, stand: "6F12" });
  });
});

describe("GET /api/exhibitions/:id/calendar.ics", () => {
  it("is one all-day event on the fair's days, with the place and our stand, in the language asked", async () => {
    const description = "Neue Saison; Popeline, Oxford\nund Leinen \\ Baumwolle";
    const fair = await addFair({
      title_de: "Munich Fabric Start",
      description_de: description,
      city: "München",
      venue: "MOC, Lilienthalallee 40",
      hall: "3",
      stand: "B14",
      start_date: "2031-02-03",
      end_date: "2031-02-05",
      website: "https://munichfabricstart.com/",
    });
    const res = await calendar(fair.id, "de");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="munich-fabric-start-de.ics"');

    // Lines end in CRLF and none is longer than 75 octets (RFC 5545, 3.1).
    expect(res.body.endsWith("\r\n")).toBe(true);
    const lines = res.body.slice(0, -2).split("\r\n");
    for (const line of lines) {
      expect(line).not.toContain("\n");
      expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
    }

    // TEXT values escaped as RFC 5545 (3.3.11) says, which lenient readers would not notice.
    expect(res.body.replace(/\r\n /g, "")).toContain(
      String.raw`Neue Saison\; Popeline\, Oxford\nund Leinen \\ Baumwolle`,
    );

    const { vcalendar, vevent, event } = eventOf(res.body);
    expect(vcalendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(String(vcalendar.getFirstPropertyValue("prodid"))).toMatch(
      /^-\/\/Dokuma Tekstil\/\/Messen\/\/DE$/,
    );
    expect(event.uid).toBe(`exhibition-${fair.id}@127.0.0.1:3000`);
    expect(vevent.getFirstPropertyValue("dtstamp")).toBeTruthy();
    expect(event.summary).toBe("Munich Fabric Start");
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2031-02-03");
    // The end is exclusive: the day after the last day.
    expect(event.endDate.isDate).toBe(true);
    expect(event.endDate.toString()).toBe("2031-02-06");
    expect(event.location).toBe("MOC, Lilienthalallee 40, München, Deutschland — Halle 3 · Stand B14");
    expect(event.description).toBe(
      `Treffen Sie Dokuma Tekstil auf der Messe: Halle 3 · Stand B14.\n\n${description}\n\nhttp://127.0.0.1:3000/exhibition/${fair.id}?lng=de`,
    );
    expect(vevent.getFirstProperty("summary")!.getParameter("language")).toBe("de");
    expect(vevent.getFirstPropertyValue("url")).toBe(`http://127.0.0.1:3000/exhibition/${fair.id}?lng=de`);

    const fr = eventOf((await calendar(fair.id, "fr")).body).event;
    expect(fr.summary).toBe("Fuar");
    expect(fr.location).toBe("MOC, Lilienthalallee 40, München, Allemagne — Hall 3 · Stand B14");
    expect(fr.description.startsWith("Retrouvez Dokuma Tekstil sur le salon : Hall 3 · Stand B14.")).toBe(
      true,
    );
  });

  it("folds long Greek and Turkish lines without cutting a letter", async () => {
    const title = "Έκθεση Υφασμάτων Θεσσαλονίκης — Gömleklik Kumaş Fuarı İstanbul ğüşiöç ".repeat(2).trim();
    const fair = await addFair({ title_fr: title, description_fr: "a;b,c", start_date: "2031-09-06" });
    const res = await calendar(fair.id, "fr");
    expect(res.statusCode, res.body).toBe(200);
    for (const line of res.body.split("\r\n"))
      expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    // A cut letter would show as U+FFFD once the folded halves are decoded apart.
    expect(res.body).not.toContain("\uFFFD");
    const { event } = eventOf(res.body);
    expect(event.summary).toBe(title);
    expect(event.description.split("\n\n")[1]).toBe("a;b,c");
    // One date only: a one-day event.
    expect(event.startDate.toString()).toBe("2031-09-06");
    expect(event.endDate.toString()).toBe("2031-09-07");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="[a-z0-9-]+-fr\.ics"$/);
  });

  it("says the stand is not known yet when it is not, and names the file by the id for a title without letters", async () => {
    const fair = await addFair({ title_en: "Ηλίου", start_date: "2031-10-13", end_date: "2031-10-14" });
    const res = await calendar(fair.id, "en");
    expect(res.statusCode).toBe(200);
    const { event } = eventOf(res.body);
    expect(event.description.startsWith("Meet Dokuma Tekstil at the fair.\n\n")).toBe(true);
    expect(event.location).toBe("Almanya");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="exhibition-${fair.id}-en.ics"`);
  });

  it("answers 404 for an unknown fair or one without dates, 400 for a bad id or language", async () => {
    const undated = await addFair({});
    expect((await calendar(undated.id)).statusCode).toBe(404);
    expect((await calendar(999_999)).statusCode).toBe(404);
    expect((await calendar("abc")).statusCode).toBe(400);
    const badLanguage = await calendar(undated.id, "xx");
    expect(badLanguage.statusCode).toBe(400);
  });
});
