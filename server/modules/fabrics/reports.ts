/**
 * The lab reports behind a fabric's test results (decision 0024, "Lab reports"): a row of
 * `fabric_reports` per uploaded file, the file among the private files. The passport's test
 * rows name them by id and say whether visitors may open them. A report leaves with its fabric,
 * when the passport that named it no longer does, and, when no passport names it (an upload whose
 * form was closed unsaved, a file import that left it out), at the daily retention run once it is
 * a day old (server/modules/retention).
 */
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { PassportBody } from "../../../common/api/contracts/passport";
import type { Tx } from "../../db/client";
import { fabricReports, fabrics, privateFiles } from "../../db/schema";
import { notFound } from "../../http/errors";
import type { StoredPrivateFile } from "../../media";

export const reportUrl = (fabricId: number, reportId: number) =>
  `/api/fabrics/${fabricId}/reports/${reportId}`;

/** The reports a passport names (each once). */
export function reportIds(passport: PassportBody | null): number[] {
  return [...new Set((passport?.tests ?? []).flatMap((test) => (test.report ? [test.report.id] : [])))];
}

/** The fabric's reports. */
export async function reportsOf(db: Tx, fabricId: number): Promise<{ id: number }[]> {
  return db.select({ id: fabricReports.id }).from(fabricReports).where(eq(fabricReports.fabricId, fabricId));
}

/** Records an uploaded report of a fabric (404 when the fabric is gone); answers its id. */
export async function addReport(db: Tx, fabricId: number, file: StoredPrivateFile): Promise<number> {
  return db.transaction(async (tx) => {
    const [fabric] = await tx
      .select({ id: fabrics.id })
      .from(fabrics)
      .where(eq(fabrics.id, fabricId))
      .for("key share");
    if (!fabric) throw notFound("Fabric");
    const [stored] = await tx.insert(privateFiles).values(file).returning({ id: privateFiles.id });
    const [row] = await tx
      .insert(fabricReports)
      .values({ fabricId, fileId: stored!.id })
      .returning({ id: fabricReports.id });
    return row!.id;
  });
}

/** A report of the fabric with its file, and whether its passport shows it to visitors. */
export async function readReport(db: Tx, fabricId: number, reportId: number) {
  const [row] = await db
    .select({ file: privateFiles, passport: fabrics.passport })
    .from(fabricReports)
    .innerJoin(privateFiles, eq(privateFiles.id, fabricReports.fileId))
    .innerJoin(fabrics, eq(fabrics.id, fabricReports.fabricId))
    .where(and(eq(fabricReports.id, reportId), eq(fabricReports.fabricId, fabricId)));
  if (!row) return null;
  const shown = (row.passport?.tests ?? []).some(
    (test) => test.report?.id === reportId && test.report.public,
  );
  return { file: row.file, public: shown };
}

/** Deletes reports (their file rows; the report rows follow): answers the files' storage keys. */
export async function dropReports(tx: Tx, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const gone = await tx
    .delete(privateFiles)
    .where(
      inArray(
        privateFiles.id,
        tx.select({ id: fabricReports.fileId }).from(fabricReports).where(inArray(fabricReports.id, ids)),
      ),
    )
    .returning({ storageKey: privateFiles.storageKey });
  return gone.map((row) => row.storageKey);
}

/** A deleted fabric's reports (in its deletion's transaction, before the fabric's row goes). */
export async function dropFabricReports(tx: Tx, fabricId: number): Promise<string[]> {
  return dropReports(
    tx,
    (await reportsOf(tx, fabricId)).map((report) => report.id),
  );
}

/** Reports older than `before` that their fabric's passport does not name: answers their files' keys. */
export async function dropUnnamedReports(tx: Tx, before: Date): Promise<string[]> {
  const unnamed = await tx
    .select({ id: fabricReports.id })
    .from(fabricReports)
    .innerJoin(fabrics, eq(fabrics.id, fabricReports.fabricId))
    .where(
      and(
        lt(fabricReports.createdAt, before),
        sql`not exists (select 1 from jsonb_array_elements(coalesce(${fabrics.passport}->'tests', '[]'::jsonb)) t
                         where (t->'report'->>'id')::int = ${fabricReports.id})`,
      ),
    );
  return dropReports(
    tx,
    unnamed.map((row) => row.id),
  );
}
