/** Answers of the two inboxes (contact messages, job applications) and the mail outbox. */
import { z } from "zod";
import { APPLICATION_STATUSES, MEETING_STATUSES, MESSAGE_STATUSES } from "../constants";
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

/** A reply the staff sent to a meeting request's buyer. */
export const MeetingReplyDto = z.strictObject({
  id: z.number().int(),
  body: z.string(),
  /** The staff member's user name; null once the account is gone. */
  author: z.string().nullable(),
  created_at: Instant,
});
export type MeetingReplyDto = z.infer<typeof MeetingReplyDto>;
