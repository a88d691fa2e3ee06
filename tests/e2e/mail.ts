import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { expect } from "./fixtures";

/** A mail the test server's SMTP sink received (scripts/e2e-server.mjs), parsed, with its envelope. */
export type SentMail = { to: string[]; from: string; parsed: ParsedMail; text: string; subject: string };

/** Where scripts/e2e-server.mjs writes the mails of the server at `baseURL` (one JSON file each). */
export function mailDir(baseURL: string): string {
  return path.join(os.tmpdir(), `site-e2e-mail-${new URL(baseURL).port}`);
}

const parsed = new Map<string, SentMail>();

/** Every mail received so far (files are renamed into place whole; `.part` ones are not done yet). */
async function readMails(baseURL: string): Promise<SentMail[]> {
  const dir = mailDir(baseURL);
  if (!fs.existsSync(dir)) return [];
  const mails: SentMail[] = [];
  for (const name of fs
    .readdirSync(dir)
    .filter((n) => n.endsWith(".json"))
    .sort()) {
    const file = path.join(dir, name);
    let mail = parsed.get(file);
    if (!mail) {
      const record = JSON.parse(fs.readFileSync(file, "utf8")) as { from: string; to: string[]; raw: string };
      const message = await simpleParser(record.raw);
      mail = {
        to: record.to,
        from: record.from,
        parsed: message,
        text: message.text ?? "",
        subject: message.subject ?? "",
      };
      parsed.set(file, mail);
    }
    mails.push(mail);
  }
  return mails;
}

/**
 * Waits (polling, up to 30 s: the outbox sends on its own schedule) until at least `count` mails
 * whose subject or text contains `marker` have arrived, and answers them.
 */
export async function waitForMails(baseURL: string, marker: string, count = 1): Promise<SentMail[]> {
  let found: SentMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await readMails(baseURL)).filter(
          (m) => m.subject.includes(marker) || m.text.includes(marker),
        );
        return found.length;
      },
      { timeout: 30_000, message: `mails containing ${marker}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** As waitForMails, for the mails `matches` keeps (a recipient, a subject…), described by `what`. */
export async function waitForMailsWhere(
  baseURL: string,
  matches: (mail: SentMail) => boolean,
  what: string,
  count = 1,
): Promise<SentMail[]> {
  let found: SentMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await readMails(baseURL)).filter(matches);
        return found.length;
      },
      { timeout: 30_000, message: what },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** The mails sent to `address` (the envelope's recipient), once `count` have arrived. */
export const waitForMailsTo = (baseURL: string, address: string, count = 1) =>
  waitForMailsWhere(baseURL, (m) => m.to.includes(address), `mails to ${address}`, count);
