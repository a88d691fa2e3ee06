import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../http/context";
import { traced } from "../tracing/tracing";
import {
  BATCH_SIZE,
  claimDue,
  createTransport,
  describeError,
  headerProblem,
  markFailed,
  markSent,
  type OutboxRow,
  requeueStale,
  type Transport,
} from "./delivery";

export type MailWorker = {
  /** Wakes the worker now (after a commit that queued mail). */
  notify(): void;
  /** Resolves once the batch in progress is done; no batch starts afterwards. */
  stop(): Promise<void>;
  /** Sends every due mail now, after any batch in progress; resolves to how many were sent. */
  runOnce(): Promise<number>;
};

const idle: MailWorker = { notify() {}, async stop() {}, runOnce: async () => 0 };

/**
 * Delivers the outbox through SMTP_URL: every MAIL_POLL_MS and on notify(). Without SMTP_URL
 * it does nothing and mail waits in the outbox until one is configured.
 */
export function startMailWorker(ctx: AppContext, log: FastifyBaseLogger): MailWorker {
  const { smtpUrl, mailFrom, mailPollMs } = ctx.config;
  if (!smtpUrl) return idle;
  const transport = createTransport(smtpUrl, mailFrom);
  const smtpHost = URL.canParse(smtpUrl) ? new URL(smtpUrl).hostname : undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let woken = false;
  // Every run is chained on the previous one: batches never overlap.
  let chain: Promise<unknown> = recoverAtStart();

  async function recoverAtStart() {
    // PGlite has one process by construction (the data-folder lock): whatever is 'sending'
    // was left by a crash. On PostgreSQL another live process may be mid-batch: only rows
    // whose lease is over go back (claimDue takes those anyway).
    try {
      const requeued = await requeueStale(ctx.db, { all: ctx.database.kind === "pglite" });
      if (requeued) log.warn({ requeued }, "mail left in 'sending' by an earlier run is queued again");
    } catch (error) {
      log.error({ err: error }, "mail outbox recovery failed");
    }
  }

  async function deliver(row: OutboxRow, mailer: Transport): Promise<boolean> {
    const problem = headerProblem(row, mailFrom);
    if (problem) {
      await markFailed(ctx.db, row, problem, true);
      log.error({ mailId: row.id, kind: row.kind }, `mail refused: ${problem}`);
      return false;
    }
    try {
      // A span of its own (the worker sends after the request has answered): kind, no address.
      await traced("smtp send", { "mail.kind": row.kind, "server.address": smtpHost }, () =>
        mailer.sendMail({
          to: row.toAddress,
          ...(row.replyTo ? { replyTo: row.replyTo } : {}),
          subject: row.subject,
          text: row.body,
          // A subscriber's mail: the mail program's own unsubscribe button, one POST (RFC 8058).
          ...(row.listUnsubscribe
            ? {
                headers: {
                  "List-Unsubscribe": `<${row.listUnsubscribe}>`,
                  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
                },
              }
            : {}),
          // Text written with the row: nodemailer's path and URL sources stay off (createTransport).
          ...(row.attachment !== null && row.attachmentName
            ? {
                attachments: [
                  {
                    filename: row.attachmentName,
                    content: row.attachment,
                    contentType: row.attachmentType ?? "application/octet-stream",
                  },
                ],
              }
            : {}),
        }),
      );
    } catch (error) {
      const reason = describeError(error, smtpUrl!);
      const status = await markFailed(ctx.db, row, reason);
      log.warn(
        { mailId: row.id, kind: row.kind, attempts: row.attempts + 1, status, reason },
        "mail not sent",
      );
      return false;
    }
    await markSent(ctx.db, row);
    log.info({ mailId: row.id, kind: row.kind }, "mail sent");
    return true;
  }

  async function drain(): Promise<number> {
    // A wake-up queued before stop() must not touch a database that is being closed.
    if (stopped) return 0;
    let sent = 0;
    while (!stopped) {
      const batch = await claimDue(ctx.db);
      for (const row of batch) if (await deliver(row, transport)) sent++;
      if (batch.length < BATCH_SIZE) break;
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    const run = chain.then(drain);
    chain = run.catch(() => {});
    return run;
  }

  /** Runs in the background: errors are logged, never thrown (a DB outage must not crash us). */
  function runQuietly() {
    return runOnce().catch((error: unknown) => log.error({ err: error }, "mail worker run failed"));
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => void runQuietly().then(schedule), mailPollMs);
    // The timer alone must not keep a process alive (tests, CLI tasks).
    timer.unref();
  }

  schedule();
  return {
    notify() {
      // One wake-up queued is enough: the run drains everything that is due.
      if (stopped || woken) return;
      woken = true;
      void chain.then(() => {
        woken = false;
        return runQuietly();
      });
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain;
      transport.close();
    },
    runOnce,
  };
}
