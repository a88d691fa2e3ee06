/** The staff's changes to a sample request (status, notes, deletion) and their replies to the buyer. */
import type { SampleRequestDto } from "../../../common/api/inbox";
import { SAMPLE_TRANSITIONS, type SampleStatus } from "../../../common/constants";
import { fill } from "../../../common/i18n/fill";
import { sampleReplies, sampleRequests } from "../../db/schema";
import { requestChanges, requestReplies } from "../buyer-requests";
import { getSampleRequest } from "./service";
import { sampleTexts } from "./texts";

const LABEL = "Sample request";

export const sampleChanges = requestChanges<SampleStatus, SampleRequestDto>({
  table: sampleRequests,
  columns: { id: sampleRequests.id, status: sampleRequests.status, company: sampleRequests.company },
  entity: "sample_request",
  label: LABEL,
  transitions: SAMPLE_TRANSITIONS,
  read: getSampleRequest,
});

export const sampleRequestReplies = requestReplies({
  requests: sampleRequests,
  request: {
    id: sampleRequests.id,
    email: sampleRequests.email,
    fullName: sampleRequests.fullName,
    company: sampleRequests.company,
    language: sampleRequests.language,
  },
  replies: sampleReplies,
  reply: {
    id: sampleReplies.id,
    requestId: sampleReplies.sampleRequestId,
    body: sampleReplies.body,
    authorId: sampleReplies.authorId,
    createdAt: sampleReplies.createdAt,
  },
  requestKey: "sampleRequestId",
  label: LABEL,
  entity: "sample_request",
  mailKind: "sample_reply",
  /** Re: the confirmation's subject, in the buyer's language. */
  async frame(_db, request, lng) {
    const t = sampleTexts(lng);
    return {
      subject: fill(t.sampleMail.subject, { id: request.id }),
      greeting: fill(t.sampleMail.greeting, { name: request.fullName }),
      closing: [t.sampleMail.closing, t.company],
    };
  },
});
