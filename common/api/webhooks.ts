/** Outgoing webhooks as staff see them, and what they send to create one. */
import { z } from "zod";
import { WEBHOOK_EVENTS } from "../constants";
import { WEBHOOK_DELIVERY_EVENTS, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_LIMITS } from "../webhooks";
import { isCleanText } from "../text";
import { Instant } from "./shared";

/** `POST /api/webhooks`: the URL (checked again on the server: https, a public address), the events, the secret. */
export const webhookSchema = z.strictObject({
  url: z
    .string()
    .trim()
    .min(1)
    .max(WEBHOOK_LIMITS.urlLength)
    .refine((value) => isCleanText(value, "one") && URL.canParse(value), { params: { code: "invalid_url" } }),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1).max(WEBHOOK_EVENTS.length),
  secret: z
    .string()
    .min(WEBHOOK_LIMITS.secretMin)
    .max(WEBHOOK_LIMITS.secretMax)
    .regex(/^[\x21-\x7e]+$/),
});
export type WebhookInput = z.infer<typeof webhookSchema>;

export const WebhookDeliveryStatus = z.enum(WEBHOOK_DELIVERY_STATUSES);

/** A webhook: its secret never again, only its last four characters. */
export const WebhookDto = z.strictObject({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  secret_hint: z.string(),
  created_at: Instant,
  /** Its newest delivery's status and time, null before the first. */
  last_delivery: z.strictObject({ status: WebhookDeliveryStatus, at: Instant }).nullable(),
});
export type WebhookDto = z.infer<typeof WebhookDto>;

/** One delivery of an event to a webhook: where it stands, the receiver's last answer. */
export const WebhookDeliveryDto = z.strictObject({
  id: z.number().int(),
  event_id: z.string(),
  event: z.enum(WEBHOOK_DELIVERY_EVENTS),
  status: WebhookDeliveryStatus,
  attempts: z.number().int(),
  /** The receiver's HTTP status of the last attempt; null when none answered (refused, timed out). */
  response_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: Instant,
  last_attempt_at: Instant.nullable(),
  next_attempt_at: Instant.nullable(),
  delivered_at: Instant.nullable(),
});
export type WebhookDeliveryDto = z.infer<typeof WebhookDeliveryDto>;
