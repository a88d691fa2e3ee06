/**
 * A webhook receiver for the tests: a real HTTP server on 127.0.0.1 that keeps every request
 * (headers and raw body) and answers as the test says (`answer`), and the receiver's side of the
 * signature exactly as docs/webhooks.md writes it.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Received = { headers: http.IncomingHttpHeaders; body: string; json: Record<string, unknown> };
/** What to answer: a status (and headers), or "hang" (never answer). */
export type Answer = { status: number; headers?: Record<string, string> } | "hang";

export type Receiver = {
  url: string;
  port: number;
  received: Received[];
  answer: (request: Received) => Answer;
  /** Stops listening (the port is kept for `reopen`). */
  close(): Promise<void>;
  reopen(): Promise<void>;
};

export async function startReceiver(port = 0): Promise<Receiver> {
  const hanging = new Set<http.ServerResponse>();
  const receiver: Receiver = {
    url: "",
    port,
    received: [],
    answer: () => ({ status: 204 }),
    close: async () => {},
    reopen: async () => {},
  };
  let server: http.Server;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = http.createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on("data", (chunk: Buffer) => chunks.push(chunk));
        request.on("end", () => {
          const body = Buffer.concat(chunks).toString("utf8");
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(body);
          } catch {}
          const got = { headers: request.headers, body, json };
          receiver.received.push(got);
          const answer = receiver.answer(got);
          if (answer === "hang") {
            hanging.add(response);
            return;
          }
          response.writeHead(answer.status, answer.headers ?? {});
          response.end();
        });
      });
      server.listen(receiver.port, "127.0.0.1", () => {
        receiver.port = (server.address() as AddressInfo).port;
        receiver.url = `http://127.0.0.1:${receiver.port}/hooks/crm`;
        resolve();
      });
    });
  receiver.close = () =>
    new Promise<void>((resolve) => {
      for (const response of hanging) response.destroy();
      hanging.clear();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  receiver.reopen = listen;
  await listen();
  return receiver;
}

/** The check docs/webhooks.md shows: HMAC-SHA256 of `<X-Webhook-Timestamp>.<raw body>`, compared in constant time. */
export function verifySignature(
  secret: string,
  received: Received,
  toleranceS = 300,
  now = Date.now(),
): boolean {
  const timestamp = String(received.headers["x-webhook-timestamp"] ?? "");
  const signature = String(received.headers["x-signature"] ?? "");
  if (!/^\d+$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > toleranceS) return false;
  const expected = `sha256=${createHmac("sha256", secret).update(`${timestamp}.${received.body}`).digest("hex")}`;
  const a = Buffer.from(expected);
  const b = Buffer.from(signature);
  return a.length === b.length && timingSafeEqual(a, b);
}
