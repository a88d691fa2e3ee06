import { and, eq, inArray, isNull, lt, not, or, sql } from "drizzle-orm";
import { APPLICATION_RETENTION_MONTHS } from "../../../common/constants";
import { SEARCH_ALERT_LIMITS } from "../../../common/search-alerts";
import { type RetainedEntity, retentionDays } from "../../../common/entities";
import { addMonths, DECIDED_STATUSES } from "../../../common/retention";
import { ADVISORY_LOCK } from "../../db/advisory";
import type { AppContext } from "../../http/context";
import { dropUnnamedReports } from "../fabrics";
import {
  contactMessages,
  fabricDeletions,
  formRateLimits,
  jobApplications,
  loginAttempts,
  mailOutbox,
  meetingRequests,
  privateFiles,
  sampleRequests,
  searchAlerts,
  webhookDeliveries,
} from "../../db/schema";

/**
 * How long personal data is kept, as the privacy notice promises (app/i18n/locales/<lng>/privacy.ts)
 * and the entity table states (common/entities.ts, `retention`): contact messages, meeting and
 * sample requests 2 years after the last exchange; job applications and their CVs as
 * APPLICATION_RETENTION_MONTHS says (6 months after the decision, 12 after the last change while
 * undecided, 24 for the talent pool); and the technical records (login attempts, delivered or
 * failed mail) 30 days. Replies and sample lines go with their requests (foreign keys). The
 * catalogue feed's record of deleted fabrics is kept a year.
 */
const DAY_MS = 86_400_000;
const daysBefore = (now: Date, name: RetainedEntity) =>
  new Date(now.getTime() - (retentionDays(name) ?? 0) * DAY_MS);

/**
 * What a run deleted: rows of each entity kept for a limited time, the CV files, and the lab
 * reports no passport names (uploaded and left unsaved).
 */
export type RetentionResult = Record<RetainedEntity, number> & { files: number; lab_reports: number };

/** A lab report no passport names is kept this long (the form that uploaded it may still be open). */
export const UNNAMED_REPORT_MS = 24 * 60 * 60 * 1000;

/** Deletes what is past its retention time; the CV files go once their rows are gone. */
export async function applyRetention(ctx: AppContext, now = new Date()): Promise<RetentionResult> {
  const { result, storageKeys } = await ctx.db.transaction(async (tx) => {
    const messages = await tx
      .delete(contactMessages)
      .where(lt(contactMessages.updatedAt, daysBefore(now, "contact_message")))
      .returning({ id: contactMessages.id });
    const meetings = await tx
      .delete(meetingRequests)
      .where(lt(meetingRequests.updatedAt, daysBefore(now, "meeting_request")))
      .returning({ id: meetingRequests.id });
    const samples = await tx
      .delete(sampleRequests)
      .where(lt(sampleRequests.updatedAt, daysBefore(now, "sample_request")))
      .returning({ id: sampleRequests.id });
    const start = sql`coalesce(${jobApplications.decidedAt}, ${jobApplications.updatedAt})`;
    const before = (months: number) => sql`${addMonths(now, -months).toISOString()}::timestamptz`;
    const decided = inArray(jobApplications.status, [...DECIDED_STATUSES]);
    const applications = await tx
      .delete(jobApplications)
      .where(
        or(
          and(
            eq(jobApplications.talentPool, true),
            lt(start, before(APPLICATION_RETENTION_MONTHS.talentPool)),
          ),
          and(
            eq(jobApplications.talentPool, false),
            decided,
            lt(start, before(APPLICATION_RETENTION_MONTHS.decided)),
          ),
          and(
            eq(jobApplications.talentPool, false),
            not(decided),
            lt(jobApplications.updatedAt, before(APPLICATION_RETENTION_MONTHS.undecided)),
          ),
        ),
      )
      .returning({ fileId: jobApplications.fileId });
    const fileIds = applications.flatMap((row) => (row.fileId ? [row.fileId] : []));
    const files = fileIds.length
      ? await tx
          .delete(privateFiles)
          .where(inArray(privateFiles.id, fileIds))
          .returning({ storageKey: privateFiles.storageKey })
      : [];
    // A followed search: unconfirmed, a week after it was asked for; confirmed, a year after its last confirmation.
    const alerts = await tx
      .delete(searchAlerts)
      .where(
        or(
          and(
            isNull(searchAlerts.confirmedAt),
            lt(searchAlerts.updatedAt, new Date(now.getTime() - SEARCH_ALERT_LIMITS.unconfirmedDays * DAY_MS)),
          ),
          lt(searchAlerts.confirmedAt, addMonths(now, -SEARCH_ALERT_LIMITS.months)),
        ),
      )
      .returning({ id: searchAlerts.id });
    const attempts = await tx
      .delete(loginAttempts)
      .where(lt(loginAttempts.createdAt, daysBefore(now, "login_attempt")))
      .returning({ id: loginAttempts.id });
    const mails = await tx
      .delete(mailOutbox)
      .where(
        and(
          inArray(mailOutbox.status, ["sent", "failed"]),
          lt(mailOutbox.updatedAt, daysBefore(now, "mail")),
        ),
      )
      .returning({ id: mailOutbox.id });
    const deletions = await tx
      .delete(fabricDeletions)
      .where(lt(fabricDeletions.deletedAt, daysBefore(now, "fabric_deletion")))
      .returning({ id: fabricDeletions.fabricId });
    const deliveries = await tx
      .delete(webhookDeliveries)
      .where(
        and(
          inArray(webhookDeliveries.status, ["delivered", "failed"]),
          lt(webhookDeliveries.updatedAt, daysBefore(now, "webhook_delivery")),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    const reports = await dropUnnamedReports(tx, new Date(now.getTime() - UNNAMED_REPORT_MS));
    // Form rate-limit counters whose window is over: housekeeping, not personal data kept.
    await tx.delete(formRateLimits).where(lt(formRateLimits.expiresAt, now));
    return {
      result: {
        contact_message: messages.length,
        meeting_request: meetings.length,
        sample_request: samples.length,
        job_application: applications.length,
        search_alert: alerts.length,
        files: files.length,
        login_attempt: attempts.length,
        mail: mails.length,
        fabric_deletion: deletions.length,
        webhook_delivery: deliveries.length,
        lab_reports: reports.length,
      } satisfies RetentionResult,
      storageKeys: [...files.map((file) => file.storageKey), ...reports],
    };
  });
  if (storageKeys.length) await ctx.storage.remove("private", storageKeys);
  return result;
}

type Log = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * Runs the retention at start and then once a day; `stop` ends the schedule. Every process
 * sharing a database runs it; under an advisory lock only one at a time does the work (the
 * others skip that run: the deletes are idempotent, the next run catches up).
 */
export function startRetention(ctx: AppContext, log: Log, intervalMs = DAY_MS): { stop(): void } {
  const run = async () => {
    try {
      const outcome = await ctx.database.tryLock(ADVISORY_LOCK.retention, () => applyRetention(ctx));
      if (!outcome.ran) return;
      const removed = outcome.value;
      if (Object.values(removed).some((n) => n > 0))
        log.info({ removed }, "retention: expired records deleted");
    } catch (error) {
      log.error({ err: error }, "retention run failed; it is tried again at the next run");
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
