/**
 * A fabric's webhook events (fabric.created, fabric.updated): the article as the catalogue feed
 * names it, id, code and updated_at; a receiver reads the rest from the feed or the API
 * (docs/webhooks.md).
 */
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { fabrics } from "../../db/schema";
import { queueWebhookEvent } from "../webhooks";

export const fabricEventColumns = { id: fabrics.id, code: fabrics.code, updatedAt: fabrics.updatedAt };
export type FabricEventRow = { id: number; code: string | null; updatedAt: Date };

export const fabricEvent = (row: FabricEventRow) => ({
  id: row.id,
  code: row.code,
  updated_at: row.updatedAt.toISOString(),
});

/** Queues a fabric's event in the transaction that changed it (for a deleted one: its id and last code). */
export async function fabricChanged(
  tx: Tx,
  event: "fabric.created" | "fabric.updated" | "fabric.deleted",
  id: number,
  deleted?: { code: string | null; deletedAt: Date },
) {
  if (deleted) {
    await queueWebhookEvent(tx, event, {
      id,
      code: deleted.code,
      deleted_at: deleted.deletedAt.toISOString(),
    });
    return;
  }
  const [row] = await tx.select(fabricEventColumns).from(fabrics).where(eq(fabrics.id, id));
  if (row) await queueWebhookEvent(tx, event, fabricEvent(row));
}
