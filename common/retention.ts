/**
 * When an application and its CV are deleted (server/modules/retention, the admin's application
 * view, the careers form and the privacy notice all read APPLICATION_RETENTION_MONTHS).
 */
import { APPLICATION_RETENTION_MONTHS, type ApplicationStatus } from "./constants";

export const DECIDED_STATUSES: readonly ApplicationStatus[] = ["accepted", "rejected"];

/** The same day `months` later (or earlier, negative), in UTC; the 31st becomes the month's last day. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const last = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, last));
  return result;
}

/** How many months an application is kept, counted from `retentionStart`. */
export function retentionMonths(status: ApplicationStatus, talentPool: boolean): number {
  if (talentPool) return APPLICATION_RETENTION_MONTHS.talentPool;
  return DECIDED_STATUSES.includes(status) ? APPLICATION_RETENTION_MONTHS.decided : APPLICATION_RETENTION_MONTHS.undecided;
}

/** The moment its period starts: the decision, or the last change while undecided. */
export const retentionStart = (decidedAt: Date | null, updatedAt: Date) => decidedAt ?? updatedAt;

/** The moment after which the retention run deletes the application and its CV. */
export function applicationDeleteAfter(a: {
  status: ApplicationStatus;
  talentPool: boolean;
  decidedAt: Date | null;
  updatedAt: Date;
}): Date {
  return addMonths(retentionStart(a.decidedAt, a.updatedAt), retentionMonths(a.status, a.talentPool));
}
