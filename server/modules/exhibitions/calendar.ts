/**
 * A fair as an iCalendar file (RFC 5545): one all-day VEVENT with the fair's days, the place
 * and the company's hall and stand, in one language, for "Add to calendar" on the site
 * (`GET /api/exhibitions/:id/calendar.ics`) and, later, attached to a meeting's confirmation.
 *
 * All-day events carry dates only (`VALUE=DATE`), never a time: a buyer in Montréal and one in
 * Athens both see the fair on the days it is held. DTEND is the day after the last day (the
 * standard's end is exclusive).
 */
import type { Lang } from "../../../common/constants";
import type { ExhibitionDto } from "../../../common/api/exhibitions";
import type { Tx } from "../../db/client";
import { getPublicExhibition } from "./service";
import { fill } from "../../../common/i18n/fill";
import { serverTexts } from "../../http/texts";

const textsOf = (lng: Lang) => {
  const exhibition = serverTexts(lng, "exhibitions", "exhibition");
  return { ...exhibition, meetingMail: serverTexts(lng, "exhibitions", "meetingMail") };
};

/** A fair's texts in one language, for what the server writes outside React (calendar files, mails). */
export const fairTexts = textsOf;

/** Octets of a content line before it is folded (RFC 5545, 3.1). */
const LINE_OCTETS = 75;

/** A fair in one language, as the calendar needs it (an `ExhibitionDto` read in that language). */
export type CalendarFair = Pick<
  ExhibitionDto,
  "id" | "city" | "venue" | "hall" | "stand" | "start_date" | "end_date" | "website"
> & { title: string; description: string; countryName: string };

/** A fair read in one language, its texts as plain strings; null when there is none. */
export async function readCalendarFair(db: Tx, id: number, lng: Lang): Promise<CalendarFair | null> {
  const e = await getPublicExhibition(db, id, lng);
  if (!e) return null;
  const text = (value: ExhibitionDto["title"]) => (typeof value === "string" ? value : (value.tr ?? ""));
  return { ...e, title: text(e.title), description: text(e.description), countryName: text(e.country_name) };
}

/**
 * TEXT values: backslash, semicolon and comma escaped, line breaks as `\n`; other control
 * characters (which no calendar shows and some refuse) left out.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/(?!\n)\p{Cc}/gu, "")
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, "\\n");
}

/**
 * A content line folded at 75 octets: each continuation begins with a space, and no UTF-8
 * character is cut in two (a Greek or Turkish letter is two octets, a CJK one three).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // A continuation line's leading space counts towards its 75 octets.
    const room = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > room) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** `YYYY-MM-DD` → `YYYYMMDD`, and the day after it, by the calendar (UTC arithmetic on dates only). */
const basicDate = (day: string) => day.replaceAll("-", "");
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** `20261126T101500Z`: a moment in UTC, as DTSTAMP wants it. */
const basicInstant = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** "Hall 6 · Stand C12", "Hall 6" or "Stand C12" in the language; null when neither is known. */
export function standText(fair: Pick<CalendarFair, "hall" | "stand">, lng: Lang): string | null {
  const t = textsOf(lng);
  const parts = [
    fair.hall ? fill(t.hallNumber, { hall: fair.hall }) : null,
    fair.stand ? fill(t.standNumber, { stand: fair.stand }) : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** `premiere-vision-paris-2027-de.ics`: ASCII only, nothing a header could misread. */
export function calendarFileName(fair: Pick<CalendarFair, "id" | "title">, lng: Lang): string {
  const slug = fair.title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${slug || `exhibition-${fair.id}`}-${lng}.ics`;
}

/**
 * The iCalendar text of a fair (CRLF line ends, folded lines), or null when the fair has no
 * dates: a calendar entry needs at least its day. `origin` makes the UID and the page's URL.
 */
export function fairCalendar(fair: CalendarFair, lng: Lang, origin: string, now: Date): string | null {
  const first = fair.start_date ?? fair.end_date;
  const last = fair.end_date ?? fair.start_date;
  if (!first || !last) return null;
  const t = textsOf(lng);
  const url = `${origin}/exhibition/${fair.id}${lng === "tr" ? "" : `?lng=${lng}`}`;
  const stand = standText(fair, lng);
  const place = [fair.venue, fair.city, fair.countryName].filter(Boolean).join(", ");
  const description = [
    stand
      ? fill(t.calendarMeet, { company: t.company, stand })
      : fill(t.calendarMeetNoStand, { company: t.company }),
    fair.description.trim(),
    url,
  ]
    .filter(Boolean)
    .join("\n\n");
  const language = `;LANGUAGE=${lng}`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(t.company)}//${escapeText(t.calendarProduct)}//${lng.toUpperCase()}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${escapeText(`exhibition-${fair.id}@${new URL(origin).host}`)}`,
    `DTSTAMP:${basicInstant(now)}`,
    `DTSTART;VALUE=DATE:${basicDate(first)}`,
    `DTEND;VALUE=DATE:${basicDate(dayAfter(last))}`,
    `SUMMARY${language}:${escapeText(fair.title)}`,
    ...(place || stand
      ? [`LOCATION${language}:${escapeText([place, stand].filter(Boolean).join(" — "))}`]
      : []),
    `DESCRIPTION${language}:${escapeText(description)}`,
    `URL:${url}`,
    // A fair takes days: it shows in the calendar without blocking them as busy.
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
