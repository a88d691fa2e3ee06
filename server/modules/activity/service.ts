import { desc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import type { Actor } from "../../http/write-context";
import { activityLog, adminUsers, apiTokens } from "../../db/schema";
import type { ActivityAction } from "../../../common/constants";
import { ACTIVITY_ENTITIES, type ActivityEntity, ENTITIES } from "../../../common/entities";

export type { ActivityAction };
export type { ActivityEntity };

/**
 * Rows about a person (their name, address, company and words): the log names them by kind and
 * id only, so that nothing of the person outlives the row or a privacy erasure in the log.
 */
export const PERSONAL_ENTITIES: readonly ActivityEntity[] = ACTIVITY_ENTITIES.filter(
  (entity) => ENTITIES[entity].kind === "personal",
);

/** `#12`, or `#12: read`: how the log names a personal row, with the change as a key (a status, `notes`). */
export const personalSummary = (id: number, change?: string) => `#${id}${change ? `: ${change}` : ""}`;
const PERSONAL_SUMMARY = /^#\d+(: [a-z_]+)?$/;

/**
 * Records an admin's change of one row, in the same transaction as the change: a staff member's
 * (their id) or an API token's. A personal row's summary is personalSummary()'s; any other text
 * given for one is not written.
 */
export async function logActivity(
  tx: Tx,
  actor: Actor,
  action: ActivityAction,
  entity: ActivityEntity,
  entityId: number,
  summary: string,
) {
  const text =
    PERSONAL_ENTITIES.includes(entity) && !PERSONAL_SUMMARY.test(summary) ? personalSummary(entityId) : summary;
  const who = typeof actor === "number" ? { actorId: actor } : { tokenId: actor.tokenId };
  await tx.insert(activityLog).values({ ...who, action, entity, entityId, summary: text.slice(0, 300) });
}

/** The newest lines, each with who made the change: the staff member's name, or the API token's. */
export async function recentActivity(tx: Tx, limit = 10) {
  return tx
    .select({
      id: activityLog.id,
      action: activityLog.action,
      entity: activityLog.entity,
      entityId: activityLog.entityId,
      summary: activityLog.summary,
      createdAt: activityLog.createdAt,
      username: adminUsers.username,
      tokenName: apiTokens.name,
    })
    .from(activityLog)
    .leftJoin(adminUsers, eq(adminUsers.id, activityLog.actorId))
    .leftJoin(apiTokens, eq(apiTokens.id, activityLog.tokenId))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
}
