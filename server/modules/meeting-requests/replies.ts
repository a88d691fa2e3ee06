/**
 * The staff's replies to a meeting request: written with the request, sent to the buyer through
 * the outbox in the buyer's language (greeting, subject and signature; the text is the staff's
 * own), and listed with the request so the next colleague sees what was said.
 */
import { asc, eq } from "drizzle-orm";
import { isLang, type Lang } from "../../../common/constants";
import type { MeetingReplyDto } from "../../../common/api/inbox";
import { fill } from "../../../common/i18n/fill";
import type { Db } from "../../db/client";
import { adminUsers, meetingReplies, meetingRequests } from "../../db/schema";
import type { AppContext } from "../../http/context";
import { notFound } from "../../http/errors";
import { subjectText } from "../../http/inbox";
import { queueMail } from "../../mail/outbox";
import { logActivity } from "../activity";
import { fairTexts, readCalendarFair } from "../exhibitions";

export async function listMeetingReplies(db: Db, requestId: number): Promise<MeetingReplyDto[]> {
  const [request] = await db
    .select({ id: meetingRequests.id })
    .from(meetingRequests)
    .where(eq(meetingRequests.id, requestId));
  if (!request) throw notFound("Meeting request");
  const rows = await db
    .select({
      id: meetingReplies.id,
      body: meetingReplies.body,
      author: adminUsers.username,
      createdAt: meetingReplies.createdAt,
    })
    .from(meetingReplies)
    .leftJoin(adminUsers, eq(adminUsers.id, meetingReplies.authorId))
    .where(eq(meetingReplies.meetingRequestId, requestId))
    .orderBy(asc(meetingReplies.createdAt), asc(meetingReplies.id));
  return rows.map((r) => ({
    id: r.id,
    body: r.body,
    author: r.author,
    created_at: r.createdAt.toISOString(),
  }));
}

/** The fair's title in the buyer's language, or the Turkish one kept with the request. */
async function fairTitleIn(db: Db, exhibitionId: number | null, kept: string, lng: Lang): Promise<string> {
  const fair = exhibitionId === null ? null : await readCalendarFair(db, exhibitionId, lng);
  return fair?.title || kept;
}

export async function sendMeetingReply(
  ctx: AppContext,
  requestId: number,
  body: string,
  actorId: number,
): Promise<MeetingReplyDto> {
  const [request] = await ctx.db.select().from(meetingRequests).where(eq(meetingRequests.id, requestId));
  if (!request) throw notFound("Meeting request");
  const lng: Lang = isLang(request.language) ? request.language : "tr";
  const t = fairTexts(lng);
  const fair = await fairTitleIn(ctx.db, request.exhibitionId, request.fairTitle, lng);
  const text = body.trim();
  const reply = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(meetingReplies)
      .values({ meetingRequestId: requestId, body: text, authorId: actorId })
      .returning();
    await queueMail(tx, {
      kind: "meeting_reply",
      to: request.email,
      replyTo: ctx.config.mailTo,
      subject: subjectText(`Re: ${fill(t.meetingMail.subject, { fair })}`),
      body: [
        fill(t.meetingMail.greeting, { name: request.fullName }),
        "",
        text,
        "",
        t.meetingMail.closing,
        t.company,
      ].join("\n"),
    });
    await logActivity(tx, actorId, "update", "meeting_request", requestId, `${request.company}: reply`);
    return row!;
  });
  ctx.notifyMail();
  const [author] = await ctx.db
    .select({ username: adminUsers.username })
    .from(adminUsers)
    .where(eq(adminUsers.id, actorId));
  return {
    id: reply.id,
    body: reply.body,
    author: author?.username ?? null,
    created_at: reply.createdAt.toISOString(),
  };
}
