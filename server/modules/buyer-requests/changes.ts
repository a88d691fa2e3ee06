/**
 * The staff's changes to a buyer's request (a meeting at our stand, samples): its status, their
 * notes, its deletion. One implementation for every such inbox; each names its table.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { conflict, notFound } from "../../http/errors";
import { predecessorsOf } from "../../http/inbox";
import { type ActivityEntity, logActivity, personalSummary } from "../activity";

export type RequestSpec<S extends string, Dto> = {
  table: PgTable;
  /** The columns every request table has (set by their keys: status, notes, updatedAt). */
  columns: { id: PgColumn; status: PgColumn; company: PgColumn };
  entity: ActivityEntity;
  /** "Meeting request": how a 404 names it. */
  label: string;
  transitions: Record<S, readonly S[]>;
  /** The request as the admin API answers it (after the change, in the same transaction). */
  read(db: Db | Tx, id: number): Promise<Dto>;
};

export function requestChanges<S extends string, Dto>(spec: RequestSpec<S, Dto>) {
  const { table, columns, entity, label } = spec;
  const changed = { id: columns.id, company: columns.company };

  /**
   * Changes the status only from an allowed predecessor, in one UPDATE (two staff members
   * clicking at once cannot both make a change only one of them may make); else 409.
   */
  async function setStatus(db: Db, id: number, status: S, actorId: number): Promise<Dto> {
    const allowedFrom = predecessorsOf(spec.transitions, status);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(table)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(columns.id, id), inArray(columns.status, allowedFrom)))
        .returning(changed);
      if (!row) {
        const [current] = await tx
          .select({ status: columns.status })
          .from(table)
          .where(eq(columns.id, id))
          .limit(1);
        if (!current) throw notFound(label);
        throw conflict(`A ${label.toLowerCase()} cannot go from ${String(current.status)} to ${status}`);
      }
      await logActivity(tx, actorId, "status", entity, id, personalSummary(id, status));
      return spec.read(tx, id);
    });
  }

  async function setNotes(db: Db, id: number, notes: string, actorId: number): Promise<Dto> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(table)
        .set({ notes, updatedAt: new Date() })
        .where(eq(columns.id, id))
        .returning(changed);
      if (!row) throw notFound(label);
      await logActivity(tx, actorId, "update", entity, id, personalSummary(id, "notes"));
      return spec.read(tx, id);
    });
  }

  async function remove(db: Db, id: number, actorId: number): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx.delete(table).where(eq(columns.id, id)).returning(changed);
      if (!row) throw notFound(label);
      await logActivity(tx, actorId, "delete", entity, id, personalSummary(id));
    });
  }

  return { setStatus, setNotes, remove };
}
