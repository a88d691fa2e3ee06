/** Outgoing webhooks (server/modules/webhooks/routes.ts): staff only. */
import { z } from "zod";
import { defineContract } from "../contract";
import { adminCreate, adminDelete, adminPage } from "../contract-kinds";
import { idParam, idParams } from "../params";
import { dataOf } from "../shared";
import { WebhookDeliveryDto, WebhookDto, webhookSchema } from "../webhooks";

const deliveryParams = z.object({ id: idParam, deliveryId: idParam });

export const webhookContracts = {
  list: defineContract({
    method: "GET",
    url: "/webhooks",
    summary: "Every webhook: URL, events, the secret's last four characters, its newest delivery's status",
    admin: true,
    responses: { 200: dataOf(z.array(WebhookDto)) },
  }),
  create: defineContract(
    adminCreate(
      "/webhooks",
      "Add a webhook: `{url, events, secret}`. The URL must be https and its host resolve to public addresses only " +
        "(400 url=not_https, private_address, unresolvable), unless its host[:port] is in WEBHOOK_ALLOWED_TARGETS; " +
        "the secret (16-200 printable characters) signs every body (docs/webhooks.md) and is never answered again",
      webhookSchema,
      WebhookDto,
    ),
  ),
  remove: defineContract(adminDelete("/webhooks/:id", "Delete a webhook and its delivery log")),
  deliveries: defineContract({
    ...adminPage(
      "/webhooks/:id/deliveries",
      "A webhook's delivery log, newest first: event, status, attempts, the receiver's last status code",
      WebhookDeliveryDto,
      z.object({}),
    ),
    params: idParams,
  }),
  test: defineContract({
    method: "POST",
    url: "/webhooks/:id/test",
    summary: "Queue a `webhook.test` event to this webhook alone; answers its delivery",
    admin: true,
    params: idParams,
    responses: { 201: dataOf(WebhookDeliveryDto) },
  }),
  retry: defineContract({
    method: "POST",
    url: "/webhooks/:id/deliveries/:deliveryId/retry",
    summary:
      "Send a delivered or failed event again: a new delivery of the same event id and body (the receiver can tell it has it)",
    admin: true,
    params: deliveryParams,
    responses: { 201: dataOf(WebhookDeliveryDto) },
  }),
};
