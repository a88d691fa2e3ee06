/** The staff's changes to a meeting request (status, notes, deletion) and their replies to the buyer. */
import { eq } from "drizzle-orm";
import { MEETING_TRANSITIONS, type MeetingStatus } from "../../../common/constants";
import { fill } from "../../../common/i18n/fill";
import { meetingReplies, meetingRequests } from "../../db/schema";
import { notFound } from "../../http/errors";
import { requestChanges, requestReplies } from "../buyer-requests";
import { fairTexts, readCalendarFair } from "../exhibitions";
import { toMeetingRequestDto } from "./service";

const LABEL = "Meeting request";

export const meetingChanges = requestChanges<MeetingStatus, ReturnType<typeof toMeetingRequestDto>>({
  table: meetingRequests,
  columns: { id: meetingRequests.id, status: meetingRequests.status, company: meetingRequests.company },
  entity: "meeting_request",
  label: LABEL,
  transitions: MEETING_TRANSITIONS,
  async read(db, id) {
    const [row] = await db.select().from(meetingRequests).where(eq(meetingRequests.id, id)).limit(1);
    if (!row) throw notFound(LABEL);
    return toMeetingRequestDto(row);
  },
});

export const meetingRequestReplies = requestReplies({
  requests: meetingRequests,
  request: {
    id: meetingRequests.id,
    email: meetingRequests.email,
    fullName: meetingRequests.fullName,
    company: meetingRequests.company,
    language: meetingRequests.language,
  },
  replies: meetingReplies,
  reply: {
    id: meetingReplies.id,
    requestId: meetingReplies.meetingRequestId,
    body: meetingReplies.body,
    authorId: meetingReplies.authorId,
    createdAt: meetingReplies.createdAt,
  },
  requestKey: "meetingRequestId",
  label: LABEL,
  entity: "meeting_request",
  mailKind: "meeting_reply",
  /** Re: the confirmation's subject, with the fair's title in the buyer's language (or the Turkish one kept). */
  async frame(db, request, lng) {
    const [kept] = await db
      .select({ exhibitionId: meetingRequests.exhibitionId, fairTitle: meetingRequests.fairTitle })
      .from(meetingRequests)
      .where(eq(meetingRequests.id, request.id));
    const fair = kept?.exhibitionId == null ? null : await readCalendarFair(db, kept.exhibitionId, lng);
    const t = fairTexts(lng);
    return {
      subject: fill(t.meetingMail.subject, { fair: fair?.title || kept?.fairTitle || "" }),
      greeting: fill(t.meetingMail.greeting, { name: request.fullName }),
      closing: [t.meetingMail.closing, t.company],
    };
  },
});
