import type { MeetingRequestDto } from "../../../../common/api/inbox";

/** A meeting request as GET /api/meeting-requests answers it (common/api/inbox.ts). */
export type MeetingRequest = MeetingRequestDto;
