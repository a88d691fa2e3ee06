/**
 * Requests about one person (GDPR art. 15 and 17, KVKK art. 11): everything held under an e-mail
 * address (contact messages, job applications and their CVs, meeting and sample requests with
 * their replies and lines, followed searches, mails in the outbox to or about it), as one archive, and its erasure
 * in one step. The address matches whatever its letter case.
 */
import { readAll } from "../../storage/objects";
import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { PrivacyErasedDto, PrivacyHoldingsDto } from "../../../common/api/privacy";
import type { Db, Tx } from "../../db/client";
import {
  activityLog,
  contactMessages,
  jobApplications,
  mailOutbox,
  meetingReplies,
  meetingRequests,
  privateFiles,
  sampleReplies,
  sampleRequestItems,
  sampleRequests,
  searchAlerts,
} from "../../db/schema";
import type { AppContext } from "../../http/context";
import { logActivity } from "../activity";
import { inTurn } from "../../db/in-turn";

const same = (column: PgColumn, email: string): SQL => eq(sql`lower(${column})`, email.trim().toLowerCase());

/** Every row held under the address, whole (what the archive holds and the erasure deletes). */
export async function readHeld(db: Db | Tx, email: string) {
  const [messages, applications, meetings, samples, alerts, mails] = await inTurn([
    db
      .select()
      .from(contactMessages)
      .where(same(contactMessages.email, email))
      .orderBy(asc(contactMessages.id)),
    db
      .select({ application: jobApplications, file: privateFiles })
      .from(jobApplications)
      .leftJoin(privateFiles, eq(privateFiles.id, jobApplications.fileId))
      .where(same(jobApplications.email, email))
      .orderBy(asc(jobApplications.id)),
    db
      .select()
      .from(meetingRequests)
      .where(same(meetingRequests.email, email))
      .orderBy(asc(meetingRequests.id)),
    db.select().from(sampleRequests).where(same(sampleRequests.email, email)).orderBy(asc(sampleRequests.id)),
    db.select().from(searchAlerts).where(same(searchAlerts.email, email)).orderBy(asc(searchAlerts.id)),
    db
      .select()
      .from(mailOutbox)
      .where(or(same(mailOutbox.toAddress, email), same(mailOutbox.replyTo, email)))
      .orderBy(asc(mailOutbox.id)),
  ]);
  const meetingIds = meetings.map((m) => m.id);
  const sampleIds = samples.map((s) => s.id);
  const [replies, lines, sampleAnswers] = await inTurn([
    meetingIds.length
      ? db.select().from(meetingReplies).where(inArray(meetingReplies.meetingRequestId, meetingIds))
      : [],
    sampleIds.length
      ? db.select().from(sampleRequestItems).where(inArray(sampleRequestItems.sampleRequestId, sampleIds))
      : [],
    sampleIds.length
      ? db.select().from(sampleReplies).where(inArray(sampleReplies.sampleRequestId, sampleIds))
      : [],
  ]);
  return { messages, applications, meetings, samples, alerts, mails, replies, lines, sampleAnswers };
}
export type Held = Awaited<ReturnType<typeof readHeld>>;

const excerpt = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** What the admin screen lists before an export or an erasure. */
export async function holdings(db: Db, email: string): Promise<PrivacyHoldingsDto> {
  const held = await readHeld(db, email);
  const lineCount = (id: number) => held.lines.filter((line) => line.sampleRequestId === id).length;
  return {
    email: email.trim(),
    contact_messages: held.messages.map((m) => ({
      id: m.id,
      created_at: m.createdAt.toISOString(),
      full_name: m.fullName,
      excerpt: excerpt(m.message),
    })),
    applications: held.applications.map(({ application: a, file }) => ({
      id: a.id,
      created_at: a.createdAt.toISOString(),
      full_name: a.fullName,
      position: a.position,
      status: a.status,
      cv: file ? { name: file.originalName, bytes: file.bytes } : null,
    })),
    meeting_requests: held.meetings.map((m) => ({
      id: m.id,
      created_at: m.createdAt.toISOString(),
      company: m.company,
      fair_title: m.fairTitle,
    })),
    sample_requests: held.samples.map((s) => ({
      id: s.id,
      created_at: s.createdAt.toISOString(),
      company: s.company,
      fabrics: lineCount(s.id),
    })),
    search_alerts: held.alerts.map((a) => ({
      id: a.id,
      created_at: a.createdAt.toISOString(),
      query: a.query,
      language: a.language,
      confirmed: a.confirmedAt !== null,
    })),
    mails: held.mails.map((m) => ({
      id: m.id,
      created_at: m.createdAt.toISOString(),
      kind: m.kind,
      status: m.status,
      subject: m.subject,
    })),
  };
}

/**
 * Deletes everything held under the address in one transaction (rows, CV records, queued and
 * kept mails; replies and sample lines go with their requests), blanks the activity log's
 * summaries of the deleted rows (they named the person), records that an erasure happened
 * without naming anyone, then removes the CV files.
 */
export async function erase(ctx: AppContext, email: string, actorId: number): Promise<PrivacyErasedDto> {
  const { erased, storageKeys } = await ctx.db.transaction(async (tx) => {
    const held = await readHeld(tx, email);
    const ids = {
      contact_message: held.messages.map((m) => m.id),
      job_application: held.applications.map(({ application }) => application.id),
      meeting_request: held.meetings.map((m) => m.id),
      sample_request: held.samples.map((s) => s.id),
    };
    const fileIds = held.applications.flatMap(({ file }) => (file ? [file.id] : []));
    if (ids.contact_message.length)
      await tx.delete(contactMessages).where(inArray(contactMessages.id, ids.contact_message));
    if (ids.job_application.length)
      await tx.delete(jobApplications).where(inArray(jobApplications.id, ids.job_application));
    if (ids.meeting_request.length)
      await tx.delete(meetingRequests).where(inArray(meetingRequests.id, ids.meeting_request));
    if (ids.sample_request.length)
      await tx.delete(sampleRequests).where(inArray(sampleRequests.id, ids.sample_request));
    if (held.alerts.length)
      await tx.delete(searchAlerts).where(
        inArray(
          searchAlerts.id,
          held.alerts.map((a) => a.id),
        ),
      );
    const files = fileIds.length
      ? await tx
          .delete(privateFiles)
          .where(inArray(privateFiles.id, fileIds))
          .returning({ key: privateFiles.storageKey })
      : [];
    if (held.mails.length)
      await tx.delete(mailOutbox).where(
        inArray(
          mailOutbox.id,
          held.mails.map((m) => m.id),
        ),
      );
    for (const [entity, entityIds] of Object.entries(ids)) {
      if (entityIds.length === 0) continue;
      await tx
        .update(activityLog)
        .set({ summary: "" })
        .where(and(eq(activityLog.entity, entity), inArray(activityLog.entityId, entityIds)));
    }
    const erased: PrivacyErasedDto = {
      contact_messages: ids.contact_message.length,
      applications: ids.job_application.length,
      files: files.length,
      meeting_requests: ids.meeting_request.length,
      sample_requests: ids.sample_request.length,
      search_alerts: held.alerts.length,
      mails: held.mails.length,
    };
    await logActivity(tx, actorId, "delete", "privacy_request", 0, `erasure: ${summaryOf(erased)}`);
    return { erased, storageKeys: files.map((file) => file.key) };
  });
  if (storageKeys.length) await ctx.storage.remove("private", storageKeys);
  return erased;
}

/** `2 contact_messages, 1 applications, …`: counts only, never the address. */
export const summaryOf = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(", ");

/** A CV's bytes for the archive; null when its file is gone from the store. */
export async function readPrivateFile(ctx: AppContext, storageKey: string): Promise<Buffer | null> {
  try {
    const object = await ctx.storage.open("private", storageKey);
    return object ? await readAll(object) : null;
  } catch {
    return null;
  }
}
