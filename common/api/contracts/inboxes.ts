/**
 * The admin's routes of the inboxes: contact messages, job applications, sample and meeting
 * requests (server/modules/<inbox>/routes.ts and buyer-requests register them).
 */
import { z } from "zod";
import {
  APPLICATION_STATUSES,
  CUT_LINE_STATUSES,
  MEETING_STATUSES,
  MESSAGE_STATUSES,
  SAMPLE_STATUSES,
} from "../../constants";
import {
  applicationNotesSchema,
  applicationStatusSchema,
  meetingNotesSchema,
  meetingReplySchema,
  meetingStatusSchema,
  messageStatusSchema,
  sampleStatusSchema,
} from "../../schemas";
import { defineContract, fileAnswer } from "../contract";
import { adminCreate, adminDelete, adminPage, adminUpdate, INBOX_PAGE_SIZE, inboxListQuery, statusChange } from "../contract-kinds";
import {
  ApplicationDto,
  ContactMessageDto,
  MeetingFacetsDto,
  MeetingRequestDto,
  ReplyDto,
  SampleFacetsDto,
  SampleRequestDto,
} from "../inbox";
import { idParam, idParams } from "../params";
import { ApplicationFacetsDto } from "../positions";
import { dataOf } from "../shared";

/** The columns each list sorts by (`?sort=key` or `-key`); the services map them to their columns. */
export const MESSAGE_SORT_KEYS = ["created_at", "full_name", "status"] as const;
export const APPLICATION_SORT_KEYS = ["created_at", "full_name", "position", "status"] as const;
export const SAMPLE_SORT_KEYS = ["created_at", "company", "country", "status"] as const;
export const MEETING_SORT_KEYS = ["created_at", "date", "company", "status"] as const;

export const messageListQuery = inboxListQuery(MESSAGE_STATUSES, MESSAGE_SORT_KEYS);
export const applicationListQuery = inboxListQuery(APPLICATION_STATUSES, APPLICATION_SORT_KEYS).extend({
  /** The open position applied to (its id). */
  position: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const sampleListQuery = inboxListQuery(SAMPLE_STATUSES, SAMPLE_SORT_KEYS).extend({
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  fabric: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const meetingListQuery = inboxListQuery(MEETING_STATUSES, MEETING_SORT_KEYS).extend({
  exhibition: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

export const messageContracts = {
  list: defineContract(
    adminPage("/contact-messages", "Contact messages", ContactMessageDto, messageListQuery, INBOX_PAGE_SIZE),
  ),
  status: defineContract(
    statusChange(
      "/contact-messages/:id/status",
      "Change a message's status (new→read→replied, replied→read; else 409)",
      messageStatusSchema,
      ContactMessageDto,
    ),
  ),
  remove: defineContract(adminDelete("/contact-messages/:id", "Delete a contact message")),
};

export const applicationContracts = {
  list: defineContract(
    adminPage("/applications", "Job applications", ApplicationDto, applicationListQuery, INBOX_PAGE_SIZE),
  ),
  facets: defineContract({
    method: "GET",
    url: "/applications/facets",
    summary: "The open positions the applications name, with how many applications each (the inbox's filter)",
    admin: true,
    responses: { 200: dataOf(ApplicationFacetsDto) },
  }),
  status: defineContract(
    statusChange(
      "/applications/:id/status",
      "Set interviewing, accepted or rejected (never back to pending: 409)",
      applicationStatusSchema,
      ApplicationDto,
    ),
  ),
  notes: defineContract(
    adminUpdate("/applications/:id/notes", "Edit the notes of an application", applicationNotesSchema, ApplicationDto),
  ),
  remove: defineContract(adminDelete("/applications/:id", "Delete an application and its file")),
};

/** The staff's routes of one buyer request, the same for each kind (meeting, samples). */
export type BuyerRequestContracts = ReturnType<typeof buyerRequestContracts>;
function buyerRequestContracts<S extends z.core.$ZodType<{ status: string }>, T extends z.ZodType>(
  path: string,
  name: string,
  item: T,
  statusSchema: S,
  transitions: string,
) {
  return {
    status: defineContract(
      statusChange(`${path}/:id/status`, `Change a ${name}'s status (${transitions}; else 409)`, statusSchema, item),
    ),
    notes: defineContract(adminUpdate(`${path}/:id/notes`, `Edit the staff's notes on a ${name}`, meetingNotesSchema, item)),
    replies: defineContract({
      method: "GET",
      url: `${path}/:id/replies`,
      summary: `The replies the staff sent to a ${name}, oldest first`,
      admin: true,
      params: idParams,
      responses: { 200: z.strictObject({ data: z.array(ReplyDto) }) },
    }),
    reply: defineContract({
      ...adminCreate(
        `${path}/:id/replies`,
        "Reply to the buyer by e-mail (through the outbox, greeting and signature in the buyer's language); kept with the request",
        meetingReplySchema,
        ReplyDto,
      ),
      params: idParams,
    }),
    remove: defineContract(adminDelete(`${path}/:id`, `Delete a ${name}`)),
  };
}

export const sampleRequestContracts = {
  list: defineContract(
    {
      ...adminPage("/sample-requests", "Sample requests", SampleRequestDto, sampleListQuery, INBOX_PAGE_SIZE),
      scope: "requests:read",
    },
  ),
  facets: defineContract({
    method: "GET",
    url: "/sample-requests/facets",
    summary:
      "The countries and fabrics the sample requests name, with how many requests name each (the inbox's filters)",
    admin: true,
    scope: "requests:read",
    responses: { 200: dataOf(SampleFacetsDto) },
  }),
  export: defineContract({
    method: "GET",
    url: "/exports/sample-requests.csv",
    summary:
      "The sample requests a list filter keeps (?status, ?q, ?sort, ?country, ?fabric), as CSV (UTF-8 with BOM), at most 10,000",
    admin: true,
    scope: "requests:read",
    query: sampleListQuery,
    responses: { 200: fileAnswer(["text/csv; charset=utf-8"]) },
  }),
  cutStatus: defineContract({
    method: "PUT",
    url: "/sample-requests/:id/items/:item/cut-status",
    summary:
      "Where a cut length has got: reserved on the shelf, shipped, or null (not yet); 400 item=invalid for a line that is not a cut length",
    admin: true,
    params: z.object({ id: idParam, item: idParam }),
    body: z.strictObject({ status: z.enum(CUT_LINE_STATUSES).nullable() }),
    responses: { 200: dataOf(SampleRequestDto) },
  }),
  ...buyerRequestContracts(
    "/sample-requests",
    "sample request",
    SampleRequestDto,
    sampleStatusSchema,
    "new→in_progress→sent→closed; sent/closed→in_progress",
  ),
};

export const meetingRequestContracts = {
  list: defineContract(
    {
      ...adminPage("/meeting-requests", "Meeting requests at our stand", MeetingRequestDto, meetingListQuery, INBOX_PAGE_SIZE),
      scope: "requests:read",
    },
  ),
  facets: defineContract({
    method: "GET",
    url: "/meeting-requests/facets",
    summary: "The fairs the meeting requests name, with how many requests name each (the inbox's filter)",
    admin: true,
    scope: "requests:read",
    responses: { 200: dataOf(MeetingFacetsDto) },
  }),
  export: defineContract({
    method: "GET",
    url: "/exports/meeting-requests.csv",
    summary:
      "The meeting requests a list filter keeps (?status, ?q, ?sort, ?exhibition), as CSV (UTF-8 with BOM), at most 10,000",
    admin: true,
    scope: "requests:read",
    query: meetingListQuery,
    responses: { 200: fileAnswer(["text/csv; charset=utf-8"]) },
  }),
  ...buyerRequestContracts(
    "/meeting-requests",
    "meeting request",
    MeetingRequestDto,
    meetingStatusSchema,
    "new→in_progress→confirmed→closed; closed→in_progress",
  ),
};
