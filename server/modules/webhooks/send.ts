/**
 * One attempt of one delivery: the target checked again (scheme, every address of its host), then
 * one POST to the address checked (no second resolution), no redirect followed (a 3xx is a
 * failure with its status), the whole exchange within WEBHOOK_TIMEOUT_MS, at most a few KB of the
 * answer read. What is stored of a failure is short and says nothing of the server's inside.
 */
import { createHmac } from "node:crypto";
import http from "node:http";
import https from "node:https";
import type { Outcome } from "./delivery";
import { checkTarget, type Lookup, pinnedLookup } from "./targets";

/** The User-Agent: the site that sends, e.g. `Webhooks (+https://www.example.com)`. */
export const userAgent = (origin: string) => `Webhooks (+${origin})`;
/** How much of a receiver's answer is read before the connection is dropped. */
const ANSWER_BYTES = 4096;

/** `sha256=<hex>` of `<timestamp>.<body>` under the secret: what docs/webhooks.md tells receivers to check. */
export const signature = (secret: string, timestamp: number, body: string) =>
  `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;

export type SendInput = {
  url: string;
  secret: string;
  eventId: string;
  event: string;
  body: string;
  allowList: readonly string[];
  timeoutMs: number;
  origin: string;
  /** The clock of the signed timestamp (tests); the machine's otherwise. */
  now?: Date | undefined;
  lookup?: Lookup | undefined;
};

export async function sendDelivery(input: SendInput): Promise<Outcome> {
  const target = await checkTarget(input.url, input.allowList, input.lookup);
  if (!target.ok) return { ok: false, status: null, error: `refused: ${target.problem.message}` };
  const timestamp = Math.floor((input.now ?? new Date()).getTime() / 1000);
  const payload = Buffer.from(input.body, "utf8");
  const client = target.url.protocol === "https:" ? https : http;
  return new Promise<Outcome>((resolve) => {
    let settled = false;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.request(
      target.url,
      {
        method: "POST",
        lookup: pinnedLookup(target.address) as never,
        agent: false,
        headers: {
          "content-type": "application/json",
          "content-length": String(payload.length),
          "user-agent": userAgent(input.origin),
          "x-webhook-id": input.eventId,
          "x-webhook-event": input.event,
          "x-webhook-timestamp": String(timestamp),
          "x-signature": signature(input.secret, timestamp, input.body),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_BYTES) response.destroy();
        });
        const done = () => {
          if (status >= 200 && status < 300) finish({ ok: true, status, error: null });
          else if (status >= 300 && status < 400)
            finish({ ok: false, status, error: `redirect (HTTP ${status}) not followed` });
          else finish({ ok: false, status, error: `HTTP ${status}` });
        };
        response.on("end", done);
        response.on("close", done);
        response.on("error", done);
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, status: null, error: `no answer within ${input.timeoutMs} ms` });
      request.destroy();
    }, input.timeoutMs);
    request.on("error", (error: NodeJS.ErrnoException) =>
      finish({ ok: false, status: null, error: describe(error) }),
    );
    request.end(payload);
  });
}

/** A connection error in a few words: its code (ECONNREFUSED, CERT_HAS_EXPIRED…), never a stack. */
function describe(error: NodeJS.ErrnoException): string {
  const code = typeof error.code === "string" && /^[A-Z0-9_]{2,40}$/.test(error.code) ? error.code : null;
  return code ? `connection failed (${code})` : "connection failed";
}
