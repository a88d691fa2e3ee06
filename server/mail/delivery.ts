import { and, eq, inArray, lte, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type Transport = ReturnType<typeof nodemailer.createTransport>;

/** Rows claimed per batch: a batch is short, and a crash leaves few rows in 'sending'. */
export const BATCH_SIZE = 10;
/** After this many failed attempts a mail is 'failed' and waits for an operator. */
export const MAX_ATTEMPTS = 20;
/** Waits after the 1st, 2nd, ... failure; the last one repeats (hourly). */
const BACKOFF_SECONDS = [5, 30, 120, 600, 1800, 3600];
/**
 * A row still 'sending' after this long belongs to a process that died mid-batch. A batch
 * of BATCH_SIZE mails at the transport's timeouts (10 + 10 + 20 s) ends well before it.
 */
export const STALE_SENDING_MS = 10 * 60 * 1000;

export const backoffSeconds = (failures: number) =>
  BACKOFF_SECONDS[Math.min(Math.max(failures, 1), BACKOFF_SECONDS.length) - 1]!;

export function createTransport(smtpUrl: string, from: string): Transport {
  return nodemailer.createTransport(
    {
      url: smtpUrl,
      // One reused connection: a batch costs one handshake (a connection per mail costs
      // ~100 ms each), and mail goes out one at a time, as the worker sends it.
      pool: true,
      maxConnections: 1,
      // Short timeouts: a mail server that hangs delays a batch by seconds, not forever.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    },
    // Messages carry text only (and a text attachment written with them): nothing is ever read
    // from a path or a URL.
    { from, disableFileAccess: true, disableUrlAccess: true },
  );
}

/** Puts rows of a dead batch back in the queue; older than `olderThanMs` since their claim. */
export async function requeueStale(db: Db, olderThanMs: number): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: "pending", updatedAt: sql`now()` })
    .where(
      and(
        eq(mailOutbox.status, "sending"),
        lte(mailOutbox.updatedAt, sql`now() - ${olderThanMs} * interval '1 millisecond'`),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/**
 * Claims up to BATCH_SIZE due rows in one statement. SKIP LOCKED lets several processes
 * sharing one PostgreSQL claim disjoint batches; a claimed row is 'sending', so no other
 * batch takes it again.
 */
export async function claimDue(db: Db): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
    .limit(BATCH_SIZE)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ status: "sending", updatedAt: sql`now()` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

const CONTROL = /\p{Cc}/u;

/**
 * Header values are checked again at send time (queueMail refuses them already): a row
 * written by any other path must not smuggle a header through a line break.
 */
export function headerProblem(row: OutboxRow, from: string): string | null {
  const headers = {
    from,
    to: row.toAddress,
    replyTo: row.replyTo ?? "",
    subject: row.subject,
    attachmentName: row.attachmentName ?? "",
    attachmentType: row.attachmentType ?? "",
  };
  for (const [name, value] of Object.entries(headers)) {
    if (CONTROL.test(value)) return `header ${name} contains a control character`;
  }
  return null;
}

/** A short, secret-free description of a send failure for last_error. */
export function describeError(error: unknown, smtpUrl: string): string {
  const e = error as { code?: unknown; responseCode?: unknown; message?: unknown };
  let text = [e.code, e.responseCode, e.message]
    .filter((part) => part !== undefined && part !== "")
    .join(" ");
  // A server's reply may echo what it was sent: never store the URL's credentials.
  try {
    const url = new URL(smtpUrl);
    for (const secret of [url.password, url.username, decodeURIComponent(url.password)]) {
      if (secret) text = text.split(secret).join("***");
    }
  } catch {
    // An unparsable URL holds nothing we could redact by parts.
  }
  return text.replace(/\s+/g, " ").trim().slice(0, 300) || "unknown error";
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: "sent",
      sentAt: sql`now()`,
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "sending")));
}

/** Back to the queue after the backoff, or 'failed' for good (`final`, or too many attempts). */
export async function markFailed(
  db: Db,
  row: OutboxRow,
  error: string,
  final = false,
): Promise<"pending" | "failed"> {
  const attempts = row.attempts + 1;
  const status = final || attempts >= MAX_ATTEMPTS ? "failed" : "pending";
  await db
    .update(mailOutbox)
    .set({
      status,
      attempts,
      lastError: error,
      nextAttemptAt: sql`now() + ${backoffSeconds(attempts)} * interval '1 second'`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "sending")));
  return status;
}
