import { desc } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { activityLog } from "../../db/schema";
import type { ActivityAction } from "../../../common/constants";
import type { ActivityEntity } from "../../../common/entities";

export type { ActivityAction };
export type { ActivityEntity };

/** Records an admin's change of one row, in the same transaction as the change. */
export async function logActivity(
  tx: Tx,
  actorId: number,
  action: ActivityAction,
  entity: ActivityEntity,
  entityId: number,
  summary: string,
) {
  await tx.insert(activityLog).values({ actorId, action, entity, entityId, summary: summary.slice(0, 300) });
}

export async function recentActivity(tx: Tx, limit = 10) {
  return tx
    .select()
    .from(activityLog)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
}
