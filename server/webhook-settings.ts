import { z } from "zod";

/**
 * WEBHOOK_ALLOWED_TARGETS: `host[:port]` entries, comma-separated, empty by default. Only these
 * may be reached over plain http or on a loopback, private or link-local address (a local test
 * receiver, a CRM inside the network); every other webhook is https to a public address. An
 * entry without a port allows any port of the host.
 */
const TARGET = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

const allowedTargets = z.string().transform((raw, ctx): string[] => {
  const entries = raw
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const bad = entries.filter((entry) => !TARGET.test(entry));
  if (bad.length > 0) {
    ctx.addIssue({
      code: "custom",
      message: `not host[:port]: ${bad.map((entry) => `"${entry}"`).join(", ")} (e.g. 127.0.0.1:8080, crm.internal)`,
    });
    return z.NEVER;
  }
  return entries;
});

export const webhookEnv = {
  WEBHOOK_ALLOWED_TARGETS: allowedTargets.default([]),
  /** A delivery's whole request, connection to last byte of the answer. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** How often the worker looks for due deliveries (it is also woken after an event is queued). */
  WEBHOOK_POLL_MS: z.coerce.number().int().positive().default(2000),
};

export type WebhookSettings = { allowedTargets: string[]; timeoutMs: number; pollMs: number };

type WebhookEnv = { [K in keyof typeof webhookEnv]: z.output<(typeof webhookEnv)[K]> };

export const webhookSettings = (e: WebhookEnv): WebhookSettings => ({
  allowedTargets: e.WEBHOOK_ALLOWED_TARGETS,
  timeoutMs: e.WEBHOOK_TIMEOUT_MS,
  pollMs: e.WEBHOOK_POLL_MS,
});
