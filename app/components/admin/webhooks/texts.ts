/** The catalogue keys the webhooks screen builds from values (common/i18n/dynamic-keys.ts lists them). */
import type { WebhookDeliveryEvent, WebhookDeliveryStatus } from "../../../../common/webhooks";
import { WEBHOOK_ERROR_CODES } from "../../../../common/api/error-codes";
import type { TFunction } from "i18next";

/** `fabric.created` is read under `adminWebhooks.events.fabric_created` (a dot would nest the key). */
const EVENT_KEYS = {
  "fabric.created": "fabric_created",
  "fabric.updated": "fabric_updated",
  "fabric.deleted": "fabric_deleted",
  "sample_request.received": "sample_request_received",
  "meeting_request.received": "meeting_request_received",
  "stock.changed": "stock_changed",
  "webhook.test": "webhook_test",
} as const satisfies Record<WebhookDeliveryEvent, string>;

export const eventText = (t: TFunction, event: WebhookDeliveryEvent) =>
  t(`adminWebhooks.events.${EVENT_KEYS[event]}`);

export const statusText = (t: TFunction, status: WebhookDeliveryStatus) =>
  t(`adminWebhooks.status.${status}`);

/** A refused URL's reason, or null for a code the screen has no own text for. */
export function urlErrorText(t: TFunction, code: string | undefined): string | null {
  const known = WEBHOOK_ERROR_CODES.find((c) => c === code);
  return known ? t(`adminWebhooks.errors.${known}`) : null;
}

export const STATUS_BADGES: Record<WebhookDeliveryStatus, { bg: string; text?: "dark" }> = {
  pending: { bg: "warning", text: "dark" },
  sending: { bg: "info", text: "dark" },
  delivered: { bg: "success" },
  failed: { bg: "danger" },
};
