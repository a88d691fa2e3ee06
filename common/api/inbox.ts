/** Answers of the inboxes (contact messages, job applications, meeting and sample requests) and the mail outbox. */
import { z } from "zod";
import {
  APPLICATION_STATUSES,
  CUT_LINE_STATUSES,
  MEETING_STATUSES,
  MESSAGE_STATUSES,
  SAMPLE_KINDS,
  SAMPLE_STATUSES,
} from "../constants";
import { Instant } from "./shared";

export const ContactMessageDto = z.strictObject({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  language: z.string(),
  created_at: Instant,
});
export type ContactMessageDto = z.infer<typeof ContactMessageDto>;

export const ApplicationFileDto = z.strictObject({
  name: z.string(),
  mime_type: z.string(),
  bytes: z.number().int(),
  type_label: z.enum(["PDF", "JPG", "PNG"]),
});
export type ApplicationFileDto = z.infer<typeof ApplicationFileDto>;

export const ApplicationDto = z.strictObject({
  id: z.number().int(),
  full_name: z.string(),
  position: z.string(),
  /** The open position applied to; null for an open application (or once the position was deleted). */
  position_id: z.number().int().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  language: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  notes: z.string(),
  /** SPEC's name for the date the application arrived (the same as created_at). */
  appliedAt: Instant,
  created_at: Instant,
  file: ApplicationFileDto.nullable(),
  /** The admin download URL of the CV: an endpoint behind the session, never a file path. */
  file_path: z.string().nullable(),
  /** The applicant asked to be kept for future openings (24 months). */
  talent_pool: z.boolean(),
  /** The version of the retention wording the applicant saw; null for applications made before it. */
  consent_version: z.string().nullable(),
  /** When the retention run deletes it and its CV, if nothing changes before. */
  delete_after: Instant,
});
export type ApplicationDto = z.infer<typeof ApplicationDto>;

export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed"] as const;

/** What the admin sees of a queued mail: its state, never its body. */
export const OutboxItemDto = z.strictObject({
  id: z.number().int(),
  kind: z.string(),
  to_address: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: Instant,
  created_at: Instant,
  sent_at: Instant.nullable(),
});
export type OutboxItemDto = z.infer<typeof OutboxItemDto>;

/** A buyer's request for a meeting at our stand (admin answers). */
export const MeetingRequestDto = z.strictObject({
  id: z.number().int(),
  /** Null once the fair has been deleted; `fair_title` keeps its name. */
  exhibition_id: z.number().int().nullable(),
  fair_title: z.string(),
  date: z.string(),
  time: z.string(),
  company: z.string(),
  full_name: z.string(),
  email: z.string(),
  topic: z.string(),
  language: z.string(),
  status: z.enum(MEETING_STATUSES),
  notes: z.string(),
  created_at: Instant,
});
export type MeetingRequestDto = z.infer<typeof MeetingRequestDto>;

/** A reply the staff sent to a buyer's request (a meeting, samples). */
export const ReplyDto = z.strictObject({
  id: z.number().int(),
  body: z.string(),
  /** The staff member's user name; null once the account is gone. */
  author: z.string().nullable(),
  created_at: Instant,
});
export type ReplyDto = z.infer<typeof ReplyDto>;
export const MeetingReplyDto = ReplyDto;
export type MeetingReplyDto = ReplyDto;

/** One fabric of a sample request: its code and Turkish name as they were when it was asked for. */
export const SampleItemDto = z.strictObject({
  /** Null once the fabric has been deleted; code and name keep what it was. */
  fabric_id: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  /** The colourway's reference, when the buyer chose one. */
  colourway: z.string().nullable(),
  /** The line's id (a cut length's progress is set on it). */
  id: z.number().int(),
  /** A cut length of the colourway in metres, instead of a sample; null for a sample. */
  cut_m: z.number().nullable(),
  /** With a cut length: the metres the stock figures gave for the colourway when the request was sent. */
  stock_m: z.number().nullable(),
  /** With a cut length: reserved on the shelf, shipped, or null (not yet). */
  cut_status: z.enum(CUT_LINE_STATUSES).nullable(),
});
export type SampleItemDto = z.infer<typeof SampleItemDto>;

/** A buyer's sample request (admin answers). */
export const SampleRequestDto = z.strictObject({
  id: z.number().int(),
  company: z.string(),
  full_name: z.string(),
  email: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  phone: z.string(),
  kind: z.enum(SAMPLE_KINDS),
  /** A sample length's metres of each fabric; null for a swatch card. */
  metres: z.number().int().nullable(),
  intended_use: z.string(),
  quantity: z.string(),
  message: z.string(),
  language: z.string(),
  status: z.enum(SAMPLE_STATUSES),
  notes: z.string(),
  items: z.array(SampleItemDto),
  created_at: Instant,
});
export type SampleRequestDto = z.infer<typeof SampleRequestDto>;

/** POST /api/sample-requests: the request made, and the basket's fabrics that could not be asked for (deleted). */
export const SampleRequestCreated = z.strictObject({
  id: z.number().int(),
  unavailable: z.array(z.number().int()),
});

/** The values the sample requests hold, for the inbox's filters: countries and fabrics, with how many requests name each. */
export const SampleFacetsDto = z.strictObject({
  countries: z.array(z.strictObject({ code: z.string(), requests: z.number().int() })),
  fabrics: z.array(
    z.strictObject({ id: z.number().int(), code: z.string(), name: z.string(), requests: z.number().int() }),
  ),
});
export type SampleFacetsDto = z.infer<typeof SampleFacetsDto>;

/** The fairs the meeting requests name, for the inbox's filter. */
export const MeetingFacetsDto = z.strictObject({
  fairs: z.array(z.strictObject({ id: z.number().int(), title: z.string(), requests: z.number().int() })),
});
export type MeetingFacetsDto = z.infer<typeof MeetingFacetsDto>;
