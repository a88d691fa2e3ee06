import { and, asc, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { z as zod } from "zod";
import {
  APPLICATION_TRANSITIONS,
  type ApplicationStatus,
} from "../../../common/constants";
import type { ApplicationEntryInput } from "../../../common/schemas";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { jobApplications, positions, privateFiles } from "../../db/schema";
import type { ApplicationFacetsDto } from "../../../common/api/positions";
import type { AppContext } from "../../http/context";
import { conflict, notFound } from "../../http/errors";
import { type Page, pageMeta } from "../../http/pagination";
import { logActivity, personalSummary } from "../activity";
import { inboxWhere, predecessorsOf, sortOrder } from "../../http/inbox";
import type { APPLICATION_SORT_KEYS, applicationListQuery } from "../../../common/api/contracts/inboxes";
import { type ApplicationDto, selectApplications, toApplicationDto } from "./dto";
import { applicationColumns } from "./submit";

async function findApplication(tx: Tx, id: number): Promise<ApplicationDto> {
  const [row] = await selectApplications(tx).where(eq(jobApplications.id, id)).limit(1);
  if (!row) throw notFound("Application");
  return toApplicationDto(row);
}

export const getApplication = (db: Db, id: number) => findApplication(db, id);

/** An application an admin enters by hand (received by post or at a fair): no mail. */
export async function createApplicationEntry(
  db: Db,
  body: ApplicationEntryInput,
  actorId: number,
): Promise<ApplicationDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobApplications)
      .values({ ...applicationColumns(body), notes: body.notes ?? "" })
      .returning({ id: jobApplications.id });
    const id = row!.id;
    await logActivity(tx, actorId, "create", "job_application", id, personalSummary(id));
    return findApplication(tx, id);
  });
}

/** The list's sort keys (common/api/contracts/inboxes.ts), each with its column. */
const SORT_COLUMNS: Record<(typeof APPLICATION_SORT_KEYS)[number], PgColumn> = {
  created_at: jobApplications.createdAt,
  full_name: jobApplications.fullName,
  position: jobApplications.position,
  status: jobApplications.status,
};

export type ApplicationListQuery = zod.output<typeof applicationListQuery>;

export async function listApplications(db: Db, query: ApplicationListQuery, page: Page) {
  const where = and(
    inboxWhere(query, jobApplications.status, [
      jobApplications.fullName,
      jobApplications.email,
      jobApplications.position,
      jobApplications.message,
    ]),
    query.position === undefined ? undefined : eq(jobApplications.positionId, query.position),
  );
  const [rows, [total]] = await Promise.all([
    selectApplications(db)
      .where(where)
      .orderBy(...sortOrder(query.sort, SORT_COLUMNS, jobApplications.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ n: count() }).from(jobApplications).where(where),
  ]);
  return { items: rows.map(toApplicationDto), meta: pageMeta(page, total?.n ?? 0) };
}

/** The positions the applications name (Turkish title), with how many applications each: the inbox's filter. */
export async function applicationFacets(db: Db): Promise<ApplicationFacetsDto> {
  const rows = await db
    .select({ id: positions.id, title: sql<string>`max(${positions.title}->>'tr')`, requests: count() })
    .from(jobApplications)
    .innerJoin(positions, eq(positions.id, jobApplications.positionId))
    .where(isNotNull(jobApplications.positionId))
    .groupBy(positions.id)
    .orderBy(desc(count()), asc(positions.id));
  return { positions: rows };
}

/** The statuses that decide an application: its retention counts from the decision. */
const DECIDED: readonly ApplicationStatus[] = ["accepted", "rejected"];

/** Interviewing, accepted or rejected from any state; back to pending is a 409 (SPEC §4). */
export async function setApplicationStatus(
  db: Db,
  id: number,
  status: ApplicationStatus,
  actorId: number,
): Promise<ApplicationDto> {
  const allowedFrom = predecessorsOf(APPLICATION_TRANSITIONS, status);
  return db.transaction(async (tx) => {
    const [row] = allowedFrom.length
      ? await tx
          .update(jobApplications)
          .set({ status, updatedAt: new Date(), decidedAt: DECIDED.includes(status) ? new Date() : null })
          .where(and(eq(jobApplications.id, id), inArray(jobApplications.status, allowedFrom)))
          .returning({ fullName: jobApplications.fullName })
      : [];
    if (!row) {
      const [current] = await tx
        .select({ status: jobApplications.status })
        .from(jobApplications)
        .where(eq(jobApplications.id, id))
        .limit(1);
      if (!current) throw notFound("Application");
      throw conflict(`An application cannot go from ${current.status} to ${status}`);
    }
    await logActivity(tx, actorId, "status", "job_application", id, personalSummary(id, status));
    return findApplication(tx, id);
  });
}

export async function setApplicationNotes(
  db: Db,
  id: number,
  notes: string,
  actorId: number,
): Promise<ApplicationDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(jobApplications)
      .set({ notes, updatedAt: new Date() })
      .where(eq(jobApplications.id, id))
      .returning({ fullName: jobApplications.fullName });
    if (!row) throw notFound("Application");
    await logActivity(tx, actorId, "update", "job_application", id, personalSummary(id, "notes"));
    return findApplication(tx, id);
  });
}

/** The CV row of an application, for the admin download; 404 when it has none. */
export async function getApplicationFile(db: Db, id: number) {
  const [row] = await db
    .select({ file: privateFiles })
    .from(jobApplications)
    .innerJoin(privateFiles, eq(privateFiles.id, jobApplications.fileId))
    .where(eq(jobApplications.id, id))
    .limit(1);
  if (!row) throw notFound("File");
  return row.file;
}

/** Deletes the application and its file row; the file itself goes once the rows are gone. */
export async function deleteApplication(ctx: AppContext, id: number, actorId: number): Promise<void> {
  const storageKey = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(jobApplications)
      .where(eq(jobApplications.id, id))
      .returning({ fullName: jobApplications.fullName, fileId: jobApplications.fileId });
    if (!row) throw notFound("Application");
    const [file] = row.fileId
      ? await tx
          .delete(privateFiles)
          .where(eq(privateFiles.id, row.fileId))
          .returning({ storageKey: privateFiles.storageKey })
      : [];
    await logActivity(tx, actorId, "delete", "job_application", id, personalSummary(id));
    return file?.storageKey ?? null;
  });
  if (storageKey) await ctx.storage.remove("private", [storageKey]);
}
