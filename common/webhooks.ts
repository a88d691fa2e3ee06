/**
 * Outgoing webhooks' facts shared by the server, the admin and the tests: what a delivery can be,
 * how long one is retried, the limits of a webhook's URL and secret.
 */
import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from "./constants";

/** A delivery: waiting (or between attempts), being sent, answered 2xx, given up. */
export const WEBHOOK_DELIVERY_STATUSES = ["pending", "sending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Every event a delivery can carry: the subscribable ones and the test button's. */
export const WEBHOOK_DELIVERY_EVENTS = [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT] as const;
export type WebhookDeliveryEvent = (typeof WEBHOOK_DELIVERY_EVENTS)[number];

export const WEBHOOK_LIMITS = {
  /** A URL's length. */
  urlLength: 2000,
  /** A secret's length: long enough to be guessed by no one, short enough for a header-sized config. */
  secretMin: 16,
  secretMax: 200,
  /** Webhooks a site holds. */
  webhooks: 20,
  /** Retried this long after the first attempt, then failed. */
  retryHours: 24,
  /** The first wait after a failure; it doubles up to `backoffMaxS`. */
  backoffFirstS: 30,
  backoffMaxS: 3600,
  /** Deliveries a process sends at the same time. */
  concurrency: 4,
} as const;

/** The wait after the `failures`-th failed attempt: 30 s, 1 min, 2, 4, … capped at an hour. */
export const webhookBackoffSeconds = (failures: number) =>
  Math.min(WEBHOOK_LIMITS.backoffFirstS * 2 ** Math.max(0, failures - 1), WEBHOOK_LIMITS.backoffMaxS);
