/**
 * The import's writes, inside its transaction: every row with its id (but the certificates'
 * files and the fabrics' lab reports' files, which take fresh ids: private_files also holds the CVs of job applications, which are
 * not content and may be there already), then the id sequences past the highest id.
 */
import { count, getTableName, inArray, or, sql } from "drizzle-orm";
import type { ContentEntity } from "../../../common/content-transfer";
import type { Tx } from "../../db/client";
import { certificates, fabricReports, privateFiles } from "../../db/schema";
import type { Problems } from "./checks";
import { columnsOf, ENTITIES, type EntityDef } from "./entities";
import type { ContentRows } from "./export";

/**
 * Rows per entity in the database: the site is empty when every count is 0. Private files count
 * when a certificate names them (a CV is not content).
 */
export async function contentCounts(db: Tx): Promise<Record<ContentEntity, number>> {
  const counts = {} as Record<ContentEntity, number>;
  for (const entity of ENTITIES) {
    const query = db.select({ n: count() }).from(entity.table);
    const [row] =
      entity.name === "private_files"
        ? await query.where(
            or(
              inArray(privateFiles.id, db.select({ id: certificates.fileId }).from(certificates)),
              inArray(privateFiles.id, db.select({ id: fabricReports.fileId }).from(fabricReports)),
            ),
          )
        : await query;
    counts[entity.name] = Number(row?.n ?? 0);
  }
  return counts;
}

/** Private files whose storage key a row of this site has already (a CV's): refused as duplicates. */
export async function checkTakenKeys(db: Tx, problems: Problems, rows: ContentRows) {
  const keys = rows.private_files.map((row) => String(row.storage_key));
  if (keys.length === 0) return;
  const taken = await db
    .select({ key: privateFiles.storageKey })
    .from(privateFiles)
    .where(inArray(privateFiles.storageKey, keys));
  const set = new Set(taken.map((row) => row.key));
  keys.forEach((key, i) => {
    if (set.has(key)) problems.add("private_files.json", `${i}.storage_key`, "duplicate");
  });
}

/** pg_advisory_xact_lock key of imports: two at once wait for each other. */
const IMPORT_LOCK = 748_201_116;
export async function lockImports(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
}

/** Row as the archive has it -> values for drizzle's insert. */
function valuesOf(entity: EntityDef, row: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, key] of columnsOf(entity)) {
    const value = row[name];
    values[key] = name === "created_at" || name === "updated_at" ? new Date(String(value)) : value;
  }
  return values;
}

const CHUNK = 500;

export async function insertAll(tx: Tx, rows: ContentRows) {
  /** A certificate's or lab report's file id in the archive -> its id here. */
  const fileIds = new Map<unknown, number>();
  for (const entity of ENTITIES) {
    if (entity.name === "private_files") {
      for (const row of rows.private_files) {
        const { id: _id, ...values } = valuesOf(entity, row);
        const [inserted] = await tx
          .insert(privateFiles)
          .values(values as typeof privateFiles.$inferInsert)
          .returning({ id: privateFiles.id });
        fileIds.set(row.id, inserted!.id);
      }
      continue;
    }
    const list = rows[entity.name].map((row) =>
      valuesOf(
        entity,
        entity.name === "certificates" || entity.name === "fabric_reports"
          ? { ...row, file_id: fileIds.get(row.file_id) ?? null }
          : row,
      ),
    );
    for (let i = 0; i < list.length; i += CHUNK)
      await tx.insert(entity.table).values(list.slice(i, i + CHUNK));
    if (!entity.orderBy.includes("id") || entity.name === "contact_info") continue;
    const table = sql.identifier(getTableName(entity.table));
    // The next id after the highest imported one (1 again when there is none).
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${getTableName(entity.table)}, 'id'), coalesce(max(id), 1), max(id) is not null) from ${table}`,
    );
  }
}
