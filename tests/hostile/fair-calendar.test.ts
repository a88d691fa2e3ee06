// A fair's hall and stand (new admin fields) and its calendar file (a new public answer in a
// format of its own): hostile text is refused or stored literally and comes out of the file
// escaped, never as a property or header of its own; a forged Host header cannot break the file.
import ICAL from "ical.js";
import { beforeAll, describe, expect, test } from "vitest";
import { admin, login, multipart, request, type Session } from "./support/http";
import { makeWorld, type World } from "./support/world";

let session: Session;
let world: World;

beforeAll(async () => {
  session = await login();
  world = await makeWorld(session, "fair-calendar");
  const dated = await admin(session, `/api/exhibitions/${world.exhibitionId}`, {
    method: "PUT",
    ...multipart([
      { name: "start_date", value: "2031-02-03" },
      { name: "end_date", value: "2031-02-05" },
    ]),
  });
  expect(dated.status, dated.text).toBe(200);
});

const edit = (fields: { name: string; value: string }[]) =>
  admin(session, `/api/exhibitions/${world.exhibitionId}`, { method: "PUT", ...multipart(fields) });

const calendarOf = (headers: Record<string, string> = {}) =>
  request(`/api/exhibitions/${world.exhibitionId}/calendar.ics?lng=en`, { headers });

function onlyEvent(text: string) {
  const vcalendar = new ICAL.Component(ICAL.parse(text));
  const events = vcalendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  // Nothing but the properties the file is made of: no injected ATTACH, ATTENDEE or VALARM.
  expect(events[0]!.getAllSubcomponents()).toEqual([]);
  const names = events[0]!.getAllProperties().map((p) => p.name);
  expect(new Set(names)).toEqual(
    new Set(["uid", "dtstamp", "dtstart", "dtend", "summary", "location", "description", "url", "transp"]),
  );
  return new ICAL.Event(events[0]!);
}

describe("hall and stand", () => {
  test("line breaks, tabs, NUL and oversize values in one-line fields are 400 naming the field; nothing changes", async () => {
    const before = (await request(`/api/exhibitions/${world.exhibitionId}`)).json.data;
    for (const [field, value, code] of [
      ["hall", "6\r\nATTACH:http://evil.example/x.exe", "invalid"],
      ["stand", "C12\nBEGIN:VALARM", "invalid"],
      ["stand", "C\u000012", "invalid"],
      ["hall", "H".repeat(41), "too_long"],
      ["city", "Paris\r\nLOCATION:elsewhere", "invalid"],
      ["venue", "Villepinte\tHall", "invalid"],
    ] as const) {
      const answer = await edit([{ name: field, value }]);
      expect(answer.status, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(answer.json.error.fields).toEqual({ [field]: code });
    }
    expect((await request(`/api/exhibitions/${world.exhibitionId}`)).json.data).toEqual(before);
  });

  test("separators, markup and SQL are stored literally and leave the calendar file escaped", async () => {
    const hall = "6; ATTENDEE:x,y\\z";
    const stand = "<script>alert(1)</script>' OR '1'='1";
    const saved = await edit([
      { name: "hall", value: hall },
      { name: "stand", value: stand },
      { name: "title_en", value: 'Fair"; filename="evil.exe' },
    ]);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data).toMatchObject({ hall, stand });

    const answer = await calendarOf();
    expect(answer.status).toBe(200);
    expect(answer.headers["content-disposition"]).toMatch(/^attachment; filename="[a-z0-9-]+-en\.ics"$/);
    const event = onlyEvent(answer.text);
    expect(event.summary).toBe('Fair"; filename="evil.exe');
    expect(event.location).toContain(`Hall ${hall} · Stand ${stand}`);
    expect(answer.text.replace(/\r\n /g, "")).toContain(String.raw`Hall 6\; ATTENDEE:x\,y\\z`);
  });
});

describe("the calendar file and the Host header", () => {
  test("a Host with separators or a path is refused or written as text; the file stays one event", async () => {
    for (const host of ["evil.example;x=1,y", "a\\b", "127.0.0.1:1/../x", "[::1", "ex ample"]) {
      const answer = await calendarOf({ host });
      expect([200, 400], host).toContain(answer.status);
      if (answer.status !== 200) continue;
      const event = onlyEvent(answer.text);
      expect(event.uid, host).toMatch(/^exhibition-\d+@/);
      expect(answer.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    }
  });
});
