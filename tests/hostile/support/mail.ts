// The mails the hostile suite's SMTP sink received (tests/hostile/support/global-setup.ts
// writes each one to a file), and the header fields the site may write.
import fs from "node:fs";
import path from "node:path";
import { inject } from "vitest";

export type Received = { from: string; to: string[]; raw: string };

export function received(): Received[] {
  const dir = inject("hostileMailDir");
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as Received);
}

/** Mails that mention the marker, once `count` of them have arrived (the outbox delivers within seconds). */
export async function waitFor(marker: string, count: number): Promise<Received[]> {
  const end = Date.now() + 30_000;
  for (;;) {
    const found = received().filter((mail) => mail.raw.includes(marker));
    if (found.length >= count || Date.now() > end) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const headersOf = (raw: string) => raw.split(/\r?\n\r?\n/)[0] ?? "";

/** The header fields of a received mail, folded lines joined: [name, value][]. */
export function fieldsOf(raw: string): [string, string][] {
  const unfolded = headersOf(raw).replace(/\r?\n[ \t]+/g, " ");
  return unfolded.split(/\r?\n/).map((line) => {
    const colon = line.indexOf(":");
    return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
  });
}

/** The only header fields the site writes; anything else would have been injected. */
export const ALLOWED = new Set([
  "from",
  "to",
  "reply-to",
  "subject",
  "message-id",
  "content-transfer-encoding",
  "date",
  "mime-version",
  "content-type",
  // A followed search's mails: the mail program's one-click unsubscribe (RFC 8058).
  "list-unsubscribe",
  "list-unsubscribe-post",
]);
