/** The staff's changes to a meeting request: its status, their notes, its deletion. */
import { and, eq, inArray } from "drizzle-orm";
import { MEETING_TRANSITIONS, type MeetingStatus } from "../../../common/constants";
import type { MeetingRequestDto } from "../../../common/api/inbox";
import type { Db } from "../../db/client";
import { meetingRequests } from "../../db/schema";
import { conflict, notFound } from "../../http/errors";
import { predecessorsOf } from "../../http/inbox";
import { logActivity } from "../activity";
import { toMeetingRequestDto } from "./service";

/**
 * Changes the status only from an allowed predecessor, in one UPDATE (two staff members
 * clicking at once cannot both make a change only one of them may make); else 409.
 */
export async function setMeetingRequestStatus(
  db: Db,
  id: number,
  status: MeetingStatus,
  actorId: number,
): Promise<MeetingRequestDto> {
  const allowedFrom = predecessorsOf(MEETING_TRANSITIONS, status);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(meetingRequests)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(meetingRequests.id, id), inArray(meetingRequests.status, allowedFrom)))
      .returning();
    if (!row) {
      const [current] = await tx
        .select({ status: meetingRequests.status })
        .from(meetingRequests)
        .where(eq(meetingRequests.id, id))
        .limit(1);
      if (!current) throw notFound("Meeting request");
      throw conflict(`A meeting request cannot go from ${current.status} to ${status}`);
    }
    await logActivity(tx, actorId, "status", "meeting_request", id, `${row.company}: ${status}`);
    return toMeetingRequestDto(row);
  });
}

export async function setMeetingRequestNotes(
  db: Db,
  id: number,
  notes: string,
  actorId: number,
): Promise<MeetingRequestDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(meetingRequests)
      .set({ notes, updatedAt: new Date() })
      .where(eq(meetingRequests.id, id))
      .returning();
    if (!row) throw notFound("Meeting request");
    await logActivity(tx, actorId, "update", "meeting_request", id, `${row.company}: notes`);
    return toMeetingRequestDto(row);
  });
}

export async function deleteMeetingRequest(db: Db, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(meetingRequests)
      .where(eq(meetingRequests.id, id))
      .returning({ company: meetingRequests.company });
    if (!row) throw notFound("Meeting request");
    await logActivity(tx, actorId, "delete", "meeting_request", id, row.company);
  });
}
