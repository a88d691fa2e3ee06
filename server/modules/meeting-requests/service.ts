/**
 * "Book a meeting at our stand": a buyer asks for a day of a fair still to come and a half-hour
 * slot. The request, the staff's mail and the buyer's confirmation (in the buyer's language,
 * with the fair's calendar file attached) are written in one transaction: a 201 means all three
 * are durable, and the outbox sends the mails.
 */
import { and, asc, count, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { DATE_LOCALES, type Lang, type MeetingStatus } from "../../../common/constants";
import { today } from "../../../common/dates";
import type { MeetingFacetsDto, MeetingRequestDto } from "../../../common/api/inbox";
import { fill } from "../../../common/i18n/fill";
import type { MeetingRequestInput } from "../../../common/schemas";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { meetingRequests } from "../../db/schema";
import type { AppContext } from "../../http/context";
import { badRequest, notFound } from "../../http/errors";
import { assertAddressNotFlooded } from "../buyer-requests";
import { formLanguage, inboxPage, inboxRows, inboxWhere, sortOrder, subjectText } from "../../http/inbox";
import type { MEETING_SORT_KEYS, meetingListQuery } from "../../../common/api/contracts/inboxes";
import type { Page } from "../../http/pagination";
import { queueMail } from "../../mail/outbox";
import { queueWebhookEvent } from "../webhooks";
import { csvText } from "../../http/csv";
import {
  type CalendarFair,
  calendarFileName,
  fairCalendar,
  fairTexts,
  readCalendarFair,
  standText,
} from "../exhibitions";

type Row = typeof meetingRequests.$inferSelect;

export const toMeetingRequestDto = (row: Row): MeetingRequestDto => ({
  id: row.id,
  exhibition_id: row.exhibitionId,
  fair_title: row.fairTitle,
  date: row.meetingDate,
  time: row.meetingTime,
  company: row.company,
  full_name: row.fullName,
  email: row.email,
  topic: row.topic,
  language: row.language,
  status: row.status as MeetingStatus,
  notes: row.notes,
  created_at: row.createdAt.toISOString(),
});

/** `9 February 2027`, `9. Februar 2027`, `9 de febrero de 2027`…: a calendar day, in the language. */
const longDate = (day: string, lng: Lang) =>
  new Intl.DateTimeFormat(DATE_LOCALES[lng], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * The day must be one of the fair's days and not before today (Istanbul's calendar, as the
 * site's "upcoming"): a fair that is over is refused as a whole, a day outside it by its field.
 */
function checkDay(fair: CalendarFair, day: string) {
  const first = fair.start_date ?? fair.end_date;
  const last = fair.end_date ?? fair.start_date;
  if (!first || !last) throw badRequest("This fair has no dates to book", { exhibition_id: "invalid" });
  const now = today();
  if (last < now) throw badRequest("The fair is over", { exhibition_id: "fair_over" });
  if (day < first || day > last || day < now) {
    throw badRequest("The day is not one of the fair's days still to come", { date: "outside_fair" });
  }
}

/** The buyer's confirmation, in the buyer's language. */
function confirmation(fair: CalendarFair, body: MeetingRequestInput, lng: Lang) {
  const t = fairTexts(lng);
  const m = t.meetingMail;
  const stand = standText(fair, lng);
  const topic = body.topic?.trim();
  return {
    subject: subjectText(fill(m.subject, { fair: fair.title })),
    body: [
      fill(m.greeting, { name: body.full_name }),
      "",
      fill(m.received, { fair: fair.title, date: longDate(body.date, lng), time: body.time }),
      ...(stand ? [fill(m.stand, { stand })] : []),
      ...(topic ? ["", fill(m.topic, { topic })] : []),
      "",
      m.calendar,
      "",
      m.closing,
      t.company,
    ].join("\n"),
  };
}

export async function createMeetingRequest(
  ctx: AppContext,
  body: MeetingRequestInput,
  meta: { lng?: unknown; origin: string },
): Promise<{ id: number }> {
  const language = formLanguage(meta.lng, body.language);
  const [fair, fairTr] = await Promise.all([
    readCalendarFair(ctx.db, body.exhibition_id, language),
    readCalendarFair(ctx.db, body.exhibition_id, "tr"),
  ]);
  if (!fair || !fairTr) throw badRequest("Unknown fair", { exhibition_id: "not_found" });
  checkDay(fair, body.date);
  const calendar = fairCalendar(fair, language, meta.origin, new Date());
  const mail = confirmation(fair, body, language);
  const topic = body.topic?.trim() ?? "";
  const id = await ctx.db.transaction(async (tx) => {
    await assertAddressNotFlooded(tx, meetingRequests, "meeting", body.email, "meeting requests");
    const [row] = await tx
      .insert(meetingRequests)
      .values({
        exhibitionId: fair.id,
        fairTitle: fairTr.title,
        meetingDate: body.date,
        meetingTime: body.time,
        company: body.company,
        fullName: body.full_name,
        email: body.email,
        topic,
        language,
      })
      .returning({ id: meetingRequests.id, createdAt: meetingRequests.createdAt });
    const id = row!.id;
    // What a CRM needs to follow it up; the buyer's name, address and topic stay here (docs/webhooks.md).
    await queueWebhookEvent(tx, "meeting_request.received", {
      id,
      exhibition_id: fair.id,
      fair: fairTr.title,
      date: body.date,
      time: body.time,
      company: body.company,
      language,
      created_at: row!.createdAt.toISOString(),
    });
    await queueMail(tx, {
      kind: "meeting_request",
      to: ctx.config.mailTo,
      replyTo: body.email,
      subject: subjectText(`Meeting request at ${fairTr.title}: ${body.company}`),
      body: [
        `A buyer asks for a meeting at our stand (#${id}).`,
        "",
        `Fair: ${fairTr.title}`,
        `Day and time: ${body.date} ${body.time} (local time at the fair)`,
        `Company: ${body.company}`,
        `Name: ${body.full_name}`,
        `Email: ${body.email}`,
        `Language: ${language}`,
        "",
        "Topic:",
        topic || "-",
      ].join("\n"),
    });
    await queueMail(tx, {
      kind: "meeting_confirmation",
      to: body.email,
      subject: mail.subject,
      body: mail.body,
      ...(calendar
        ? {
            attachment: {
              name: calendarFileName(fair, language),
              type: "text/calendar; charset=utf-8; method=PUBLISH",
              content: calendar,
            },
          }
        : {}),
    });
    return id;
  });
  ctx.notifyMail();
  return { id };
}

/** The list's sort keys (common/api/contracts/inboxes.ts), each with its column. */
const SORT_COLUMNS: Record<(typeof MEETING_SORT_KEYS)[number], PgColumn> = {
  created_at: meetingRequests.createdAt,
  date: meetingRequests.meetingDate,
  company: meetingRequests.company,
  status: meetingRequests.status,
};

/** What the staff's search looks in. */
const SEARCHED = [
  meetingRequests.company,
  meetingRequests.fullName,
  meetingRequests.email,
  meetingRequests.fairTitle,
  meetingRequests.topic,
];

export type MeetingListQuery = z.output<typeof meetingListQuery>;

/** Status and search, and the fair. */
function listWhere(query: MeetingListQuery): SQL | undefined {
  const conditions = [
    inboxWhere(query, meetingRequests.status, SEARCHED),
    query.exhibition ? eq(meetingRequests.exhibitionId, query.exhibition) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return conditions.length ? and(...conditions) : undefined;
}

/** The fairs the requests name (those still on the site), most requested first. */
export async function meetingFacets(db: Db): Promise<MeetingFacetsDto> {
  const fairs = await db
    .select({
      id: meetingRequests.exhibitionId,
      title: sql<string>`max(${meetingRequests.fairTitle})`,
      requests: count(),
    })
    .from(meetingRequests)
    .where(isNotNull(meetingRequests.exhibitionId))
    .groupBy(meetingRequests.exhibitionId)
    .orderBy(desc(count()), asc(meetingRequests.exhibitionId));
  return { fairs: fairs.map((fair) => ({ ...fair, id: fair.id! })) };
}

/** The staff's list, newest first by default; searched in company, name, e-mail, fair and topic. */
export async function listMeetingRequests(db: Db, query: MeetingListQuery, page: Page) {
  const order = sortOrder(query.sort, SORT_COLUMNS, meetingRequests.id);
  const { rows, meta } = await inboxPage(db, meetingRequests, listWhere(query), order, page);
  return { items: rows.map(toMeetingRequestDto), meta };
}

export async function getMeetingRequest(db: Db, id: number): Promise<MeetingRequestDto> {
  const [row] = await db.select().from(meetingRequests).where(eq(meetingRequests.id, id)).limit(1);
  if (!row) throw notFound("Meeting request");
  return toMeetingRequestDto(row);
}

/** A CSV export holds at most this many requests (years of fairs for a mill). */
export const CSV_ROWS_MAX = 10_000;

const CSV_COLUMNS = [
  "id",
  "received",
  "status",
  "fair",
  "exhibition_id",
  "date",
  "time",
  "company",
  "full_name",
  "email",
  "language",
  "topic",
  "notes",
] as const;

/** The requests a list filter keeps (status, search, order), as the staff's CSV. */
export async function meetingRequestsCsv(db: Db, query: MeetingListQuery): Promise<string> {
  const order = sortOrder(query.sort, SORT_COLUMNS, meetingRequests.id);
  const rows = await inboxRows(db, meetingRequests, listWhere(query), order, CSV_ROWS_MAX);
  return csvText(
    CSV_COLUMNS,
    rows.map((r) => [
      r.id,
      r.createdAt.toISOString(),
      r.status,
      r.fairTitle,
      r.exhibitionId,
      r.meetingDate,
      r.meetingTime,
      r.company,
      r.fullName,
      r.email,
      r.language,
      r.topic,
      r.notes,
    ]),
  );
}
