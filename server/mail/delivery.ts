import { and, eq, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
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
 * A claim's lease (claimed_until): a row still 'sending' past it belongs to a worker that died
 * mid-batch, and any worker claims it again. A batch of BATCH_SIZE mails at the transport's
 * timeouts (10 + 10 + 20 s each) ends well before it.
 */
export const LEASE_MS = 10 * 60 * 1000;

/** The lease's end, to the millisecond (a JavaScript Date holds no more: the row's claim is compared by equality). */
const leaseEnd = sql`date_trunc('milliseconds', now() + ${LEASE_MS} * interval '1 millisecond')`;
/** A 'sending' row whose lease is over (a row claimed before leases existed: by its last change). */
const leaseOver = sql`coalesce(${mailOutbox.claimedUntil}, ${mailOutbox.updatedAt} + ${LEASE_MS} * interval '1 millisecond') <= now()`;

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

/**
 * Puts rows of a dead batch back in the queue: those whose lease is over, or (`all`: PGlite at
 * start, one process by construction) every row left 'sending'.
 */
export async function requeueStale(db: Db, options: { all: boolean }): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: "pending", claimedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(mailOutbox.status, "sending"), options.all ? undefined : leaseOver))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/**
 * Claims up to BATCH_SIZE due rows in one statement: pending ones whose time has come, and
 * 'sending' ones whose lease is over (their worker died). `FOR UPDATE SKIP LOCKED` lets the
 * workers of several processes sharing one PostgreSQL claim disjoint batches at the same
 * moment; a claimed row is 'sending' with a lease, so no other worker takes it before then.
 */
export async function claimDue(db: Db): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)),
        and(eq(mailOutbox.status, "sending"), leaseOver),
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
    .limit(BATCH_SIZE)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ status: "sending", claimedUntil: leaseEnd, updatedAt: sql`now()` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Only the claim the worker holds: a row claimed again since (lease over) is no longer its own. */
const ownClaim = (row: Pick<OutboxRow, "id" | "claimedUntil">): SQL | undefined =>
  and(
    eq(mailOutbox.id, row.id),
    eq(mailOutbox.status, "sending"),
    row.claimedUntil ? eq(mailOutbox.claimedUntil, row.claimedUntil) : isNull(mailOutbox.claimedUntil),
  );

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
    listUnsubscribe: row.listUnsubscribe ?? "",
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

export async function markSent(db: Db, row: Pick<OutboxRow, "id" | "claimedUntil">): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: "sent",
      sentAt: sql`now()`,
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: null,
      claimedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(ownClaim(row));
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
      claimedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(ownClaim(row));
  return status;
}
