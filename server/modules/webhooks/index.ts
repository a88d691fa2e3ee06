/** Outgoing webhooks: what other modules and main.ts use. */
export { queueWebhookEvent, queueWebhookEvents } from "./queue";
export { webhookRoutes } from "./routes";
export { startWebhookWorker, type WebhookWorker } from "./worker";
