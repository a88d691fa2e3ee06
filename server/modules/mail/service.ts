import { count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { outboxQuery } from "../../../common/api/contracts/admin-tools";
import type { Db } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import { type Page, pageMeta } from "../../http/pagination";

import { OUTBOX_STATUSES, type OutboxItemDto } from "../../../common/api/inbox";

export { OUTBOX_STATUSES, type OutboxItemDto };


const columns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

/** The outbox newest first (by id: the primary key's index), optionally of one status. */
export async function listOutbox(db: Db, query: z.output<typeof outboxQuery>, page: Page) {
  const where = query.status ? eq(mailOutbox.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  const items: OutboxItemDto[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to_address: row.toAddress,
    subject: row.subject,
    status: row.status as OutboxItemDto["status"],
    attempts: row.attempts,
    last_error: row.lastError,
    next_attempt_at: row.nextAttemptAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  }));
  return { items, meta: pageMeta(page, total?.n ?? 0) };
}
