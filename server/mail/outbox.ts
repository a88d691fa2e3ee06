import type { MailKind } from "../../common/constants";
import type { Tx } from "../db/client";
import { mailOutbox } from "../db/schema";

export type OutgoingMail = {
  kind: MailKind;
  to: string;
  replyTo?: string | null;
  subject: string;
  body: string;
  /** One text file sent with the mail (a calendar file): its name, type and content. */
  attachment?: { name: string; type: string; content: string };
  /** The one-click unsubscribe address of a mail sent to a list's subscriber (RFC 8058). */
  listUnsubscribe?: string;
};

const CRLF = /[\r\n]/;

/**
 * Queues a mail in the same transaction as the row it announces, so a 2xx always has its
 * mail waiting. Header values never carry CR/LF (a header injection cannot get through).
 */
export async function queueMail(tx: Tx, mail: OutgoingMail): Promise<number> {
  for (const [name, value] of [
    ["to", mail.to],
    ["replyTo", mail.replyTo ?? ""],
    ["subject", mail.subject],
    ["attachment name", mail.attachment?.name ?? ""],
    ["attachment type", mail.attachment?.type ?? ""],
    ["list-unsubscribe", mail.listUnsubscribe ?? ""],
  ] as const) {
    if (CRLF.test(value)) throw new Error(`mail header ${name} contains a line break`);
  }
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject.slice(0, 250),
      body: mail.body,
      attachmentName: mail.attachment?.name ?? null,
      attachmentType: mail.attachment?.type ?? null,
      attachment: mail.attachment?.content ?? null,
      listUnsubscribe: mail.listUnsubscribe ?? null,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
