// A real SMTP server for the tests that send mail (smtp-server, on a local port).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type Received = { raw: string; from: string; to: string[] };

/** The server startSmtp() starts. */
export type Smtp = ReturnType<typeof startSmtp>;

/**
 * A real SMTP server on a local port, keeping every message it accepts. A closed SMTPServer
 * refuses connections for good, so "back up" is a new server on the same port.
 */
export function startSmtp() {
  const received: Received[] = [];
  /** How long the server takes to accept a message (to catch a batch in progress). */
  const options = { acceptDelayMs: 0 };
  let server: SMTPServer | undefined;
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      disableReverseLookup: true,
      closeTimeout: 100,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            raw: Buffer.concat(chunks).toString("utf8"),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
          });
          setTimeout(callback, options.acceptDelayMs);
        });
      },
    });
  const listen = (port = 0) =>
    new Promise<number>((resolve, reject) => {
      const next = create();
      next.server.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        server = next;
        resolve((next.server.address() as AddressInfo).port);
      });
    });
  const close = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  return { received, options, listen, close };
}

/** A header of a raw message, unfolded (continuation lines joined). */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
