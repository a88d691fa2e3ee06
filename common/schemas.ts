/**
 * Payloads of the public forms and the inbox, shared by the browser (client-side checks)
 * and the server (the authority). Written with zod/mini: the browser bundle imports it.
 * Error codes (common/api/errors.ts, mapped by server/http/errors.ts): too_small(1) -> required, too_big -> too_long,
 * email -> invalid_email, url -> invalid_url, anything else -> invalid.
 */
import { z } from "zod/mini";
import {
  APPLICATION_STATUSES,
  COUNTRY_CODES,
  FABRIC_CARD_LIMITS,
  MEETING_STATUSES,
  MEETING_TIMES,
  MESSAGE_STATUSES,
  SAMPLE_KINDS,
  SAMPLE_LIMITS,
  SAMPLE_STATUSES,
  TEXT_LIMITS,
  LANGUAGES,
} from "./constants";
import { CONTROL, CONTROL_EXCEPT_BREAKS } from "./text";
import { SEARCH_ALERT_LIMITS } from "./search-alerts";

/** A text trimmed and normalized to NFC, at most `max` characters, with no `forbidden` character. */
const cleanText = (max: number, forbidden: RegExp) =>
  z.string().check(
    z.trim(),
    z.normalize("NFC"),
    z.maxLength(max),
    z.refine((v) => !forbidden.test(v)),
  );

const oneLine = (max: number) => cleanText(max, CONTROL);
const multiLine = (max: number) => cleanText(max, CONTROL_EXCEPT_BREAKS);

/** A one-line text that must not be empty after trimming. */
const requiredLine = (max: number) => oneLine(max).check(z.minLength(1));

const email = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(TEXT_LIMITS.email),
  z.refine((v) => !CONTROL.test(v)),
  z.email(),
);

function isHttpUrl(value: string, protocols: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== "";
  } catch {
    return false;
  }
}

/** `HTTPS://x` is `https://x`: stored, checked and shown with its scheme in lower case. */
export const lowerScheme = (value: string) =>
  value.replace(/^[a-z][a-z0-9+.-]*:/i, (scheme) => scheme.toLowerCase());

/** A URL with one of the given protocols, or empty; refused with the code invalid_url. */
const urlOrEmpty = (protocols: readonly string[]) =>
  oneLine(TEXT_LIMITS.url).check(
    z.check((ctx) => {
      if (ctx.value !== "" && !isHttpUrl(ctx.value, protocols)) {
        ctx.issues.push({ code: "invalid_format", format: "url", input: ctx.value, message: "Invalid URL" });
      }
    }),
    z.overwrite(lowerScheme),
  );

const emailOrEmpty = z.string().check(
  z.trim(),
  z.maxLength(TEXT_LIMITS.email),
  z.check((ctx) => {
    if (ctx.value !== "" && !z.email().safeParse(ctx.value).success) {
      ctx.issues.push({
        code: "invalid_format",
        format: "email",
        input: ctx.value,
        message: "Invalid email",
      });
    }
  }),
);

/** The honeypot: a field people never see; browsers leave it empty. */
const honeypot = z.optional(z.string());
/** The page's language, when the form says it (the server falls back to ?lng= and tr). */
const language = z.optional(z.string().check(z.maxLength(10)));

export const contactMessageSchema = z.object({
  full_name: requiredLine(TEXT_LIMITS.name),
  email,
  phone: z.optional(oneLine(TEXT_LIMITS.phone)),
  message: multiLine(TEXT_LIMITS.message).check(z.minLength(1)),
  website: honeypot,
  language,
});
export type ContactMessageInput = z.output<typeof contactMessageSchema>;

/** `YYYY-MM-DD` naming a day the calendar has (not 2031-02-30). */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/**
 * "Book a meeting at our stand" (POST /api/meeting-requests): a day within the fair and a
 * half-hour slot; the server checks the day against the fair's dates.
 */
export const meetingRequestSchema = z.object({
  exhibition_id: z.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
  date: z.string().check(z.refine(isCalendarDay)),
  time: z.enum(MEETING_TIMES as [string, ...string[]]),
  company: requiredLine(TEXT_LIMITS.company),
  full_name: requiredLine(TEXT_LIMITS.name),
  email,
  topic: z.optional(multiLine(TEXT_LIMITS.topic)),
  website: honeypot,
  language,
});
export type MeetingRequestInput = z.output<typeof meetingRequestSchema>;

const rowId = z.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));

/**
 * "Request samples" (POST /api/sample-requests): the fabrics of the buyer's basket, each with a
 * colourway (its reference) where the fabric has several; a sample length names its metres (the
 * server requires them for that kind and ignores them for a swatch card).
 */
export const sampleRequestSchema = z.object({
  company: requiredLine(TEXT_LIMITS.company),
  full_name: requiredLine(TEXT_LIMITS.name),
  email,
  country: z.enum(COUNTRY_CODES as [string, ...string[]]),
  phone: z.optional(oneLine(TEXT_LIMITS.phone)),
  kind: z.enum(SAMPLE_KINDS),
  // Out of range is "invalid" (too_short/too_long speak of characters).
  metres: z.optional(
    z.nullable(
      z.number().check(
        z.int(),
        z.refine((v) => v >= SAMPLE_LIMITS.metres.min && v <= SAMPLE_LIMITS.metres.max),
      ),
    ),
  ),
  intended_use: z.optional(oneLine(TEXT_LIMITS.intendedUse)),
  quantity: z.optional(oneLine(TEXT_LIMITS.quantity)),
  message: z.optional(multiLine(TEXT_LIMITS.message)),
  items: z
    .array(
      z.object({
        fabric_id: rowId,
        colourway: z.optional(z.nullable(oneLine(FABRIC_CARD_LIMITS.colourwayRef))),
        /** A cut length of the colourway (metres, one decimal) instead of a sample; the server checks the stock. */
        cut_m: z.optional(
          z.nullable(
            z.number().check(
              z.refine(
                (v) =>
                  Number.isFinite(v) &&
                  v >= SAMPLE_LIMITS.cut.min &&
                  v <= SAMPLE_LIMITS.cut.max &&
                  Math.abs(v * 10 - Math.round(v * 10)) < 1e-9,
              ),
            ),
          ),
        ),
      }),
    )
    .check(z.minLength(1), z.maxLength(SAMPLE_LIMITS.items)),
  website: honeypot,
  language,
});
export type SampleRequestInput = z.output<typeof sampleRequestSchema>;

const applicationFields = {
  full_name: requiredLine(TEXT_LIMITS.name),
  email,
  phone: z.optional(oneLine(TEXT_LIMITS.phone)),
  position: requiredLine(TEXT_LIMITS.position),
  message: z.optional(multiLine(TEXT_LIMITS.message)),
};

/**
 * The careers form (multipart text fields; the file is checked by the server's media layer).
 * `talent_pool`: the applicant's unticked-by-default opt-in to be kept for future openings.
 */
export const careerApplicationSchema = z
  .object({
    ...applicationFields,
    /** Required without `position_id` (an open application); with it, it may be empty (server/modules/applications/submit.ts). */
    position: z.optional(oneLine(TEXT_LIMITS.position)),
    /** The open position applied to; empty or absent: an open application. */
    position_id: z.optional(z.string().check(z.trim(), z.regex(/^(?:[1-9][0-9]{0,9})?$/))),
    talent_pool: z.optional(z.enum(["true", "false"])),
    website: honeypot,
    language,
  })
  .check(
    // An open application (no position chosen) names its position in words; reported with the other fields.
    z.superRefine(
      (v, ctx) => {
        if (!v.position_id && !v.position)
          ctx.addIssue({
            code: "too_small",
            origin: "string",
            minimum: 1,
            inclusive: true,
            path: ["position"],
            input: "",
          });
      },
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    ),
  );
export type CareerApplicationInput = z.output<typeof careerApplicationSchema>;

/** An application entered by an admin. */
export const applicationEntrySchema = z.object({
  ...applicationFields,
  notes: z.optional(multiLine(TEXT_LIMITS.notes)),
});
export type ApplicationEntryInput = z.output<typeof applicationEntrySchema>;

export const messageStatusSchema = z.object({ status: z.enum(MESSAGE_STATUSES) });
export const applicationStatusSchema = z.object({ status: z.enum(APPLICATION_STATUSES) });
export const applicationNotesSchema = z.object({ notes: multiLine(TEXT_LIMITS.notes) });
export const meetingStatusSchema = z.object({ status: z.enum(MEETING_STATUSES) });
export const meetingNotesSchema = z.object({ notes: multiLine(TEXT_LIMITS.notes) });
/** A staff member's reply to a buyer's request (greeting and signature are added in the buyer's language). */
export const meetingReplySchema = z.object({ body: multiLine(TEXT_LIMITS.message).check(z.minLength(1)) });
/** A privacy request names the person by the address they wrote from. */
export const privacyRequestSchema = z.object({ email });
export type PrivacyRequestInput = z.output<typeof privacyRequestSchema>;

export const sampleStatusSchema = z.object({ status: z.enum(SAMPLE_STATUSES) });
export const sampleNotesSchema = meetingNotesSchema;
export const sampleReplySchema = meetingReplySchema;

const hours = z.optional(oneLine(TEXT_LIMITS.hours));
const social = z.optional(urlOrEmpty(["https:"]));

/**
 * The contact-settings form. Every field is optional: what is not sent is kept. The hours
 * are SPEC's `hours_weekday` / `hours_weekend` (tr) plus one field per other language.
 */
export const contactInfoSchema = z.object({
  address: z.optional(oneLine(TEXT_LIMITS.address)),
  addressLink: z.optional(urlOrEmpty(["http:", "https:"])),
  phone: z.optional(oneLine(TEXT_LIMITS.phone)),
  whatsapp: z.optional(oneLine(TEXT_LIMITS.phone).check(z.regex(/^[0-9+ ]*$/))),
  email: z.optional(emailOrEmpty),
  hours_weekday: hours,
  hours_weekday_en: hours,
  hours_weekday_de: hours,
  hours_weekday_es: hours,
  hours_weekday_fr: hours,
  hours_weekend: hours,
  hours_weekend_en: hours,
  hours_weekend_de: hours,
  hours_weekend_es: hours,
  hours_weekend_fr: hours,
  social: z.optional(z.object({ facebook: social, instagram: social, linkedin: social })),
});
export type ContactInfoInput = z.output<typeof contactInfoSchema>;

/**
 * "Tell me about new fabrics like these" (POST /api/search-alerts): the address, the language its
 * mails are written in, and the finder's query string as /fabrics has it.
 */
export const searchAlertSchema = z.object({
  email,
  lng: z.enum(LANGUAGES),
  // The finder's own reader takes it whole or refuses it on the server (readStrictFabricFilter):
  // the forms' schemas stay apart from the finder's facets and their texts.
  query: z.string().check(
    z.maxLength(SEARCH_ALERT_LIMITS.queryLength),
    z.refine((v) => !CONTROL.test(v)),
  ),
  website: honeypot,
});
export type SearchAlertInput = z.output<typeof searchAlertSchema>;

/** A confirmation's or an unsubscribe link's token (43 characters of base64url: 32 random bytes). */
export const ALERT_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const alertTokenSchema = z.object({ token: z.string().check(z.regex(ALERT_TOKEN)) });
