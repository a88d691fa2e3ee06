import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { MESSAGE_TRANSITIONS, type MessageStatus } from "../../../common/constants";
import type { ContactMessageInput } from "../../../common/schemas";
import type { ContactMessageDto } from "../../../common/api/inbox";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";
import type { AppContext } from "../../http/context";
import { conflict, notFound } from "../../http/errors";
import type { Page } from "../../http/pagination";
import { queueMail } from "../../mail/outbox";
import { logActivity, personalSummary } from "../activity";
import {
  formLanguage,
  inboxPage,
  inboxWhere,
  predecessorsOf,
  senderColumns,
  sortOrder,
  subjectText,
} from "../../http/inbox";
import type { MESSAGE_SORT_KEYS, messageListQuery } from "../../../common/api/contracts/inboxes";

export type { ContactMessageDto };

type Row = typeof contactMessages.$inferSelect;

export const toContactMessageDto = (row: Row): ContactMessageDto => ({
  id: row.id,
  full_name: row.fullName,
  email: row.email,
  phone: row.phone,
  message: row.message,
  status: row.status as MessageStatus,
  language: row.language,
  created_at: row.createdAt.toISOString(),
});

/**
 * Stores a message from the contact form and queues its mail to the staff in the same
 * transaction: a 2xx means both are durable. `meta.lng` is the page's ?lng=.
 */
export async function createContactMessage(
  ctx: AppContext,
  body: ContactMessageInput,
  meta: { lng?: unknown } = {},
): Promise<{ id: number }> {
  const language = formLanguage(meta.lng, body.language);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        ...senderColumns(body),
        message: body.message,
        language,
      })
      .returning({ id: contactMessages.id });
    const id = row!.id;
    await queueMail(tx, {
      kind: "contact_message",
      to: ctx.config.mailTo,
      replyTo: body.email,
      subject: subjectText(`Contact message from ${body.full_name}`),
      body: [
        `A new message arrived through the contact form (#${id}).`,
        "",
        `Name: ${body.full_name}`,
        `Email: ${body.email}`,
        `Phone: ${body.phone || "-"}`,
        `Language: ${language}`,
        "",
        "Message:",
        body.message,
      ].join("\n"),
    });
    return id;
  });
  ctx.notifyMail();
  return { id };
}

/** The list's sort keys (common/api/contracts/inboxes.ts), each with its column. */
const SORT_COLUMNS: Record<(typeof MESSAGE_SORT_KEYS)[number], PgColumn> = {
  created_at: contactMessages.createdAt,
  full_name: contactMessages.fullName,
  status: contactMessages.status,
};

export type MessageListQuery = z.output<typeof messageListQuery>;

export async function listContactMessages(db: Db, query: MessageListQuery, page: Page) {
  const where = inboxWhere(query, contactMessages.status, [
    contactMessages.fullName,
    contactMessages.email,
    contactMessages.message,
  ]);
  const order = sortOrder(query.sort, SORT_COLUMNS, contactMessages.id);
  const { rows, meta } = await inboxPage(db, contactMessages, where, order, page);
  return { items: rows.map(toContactMessageDto), meta };
}

export async function getContactMessage(db: Db, id: number): Promise<ContactMessageDto> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  if (!row) throw notFound("Contact message");
  return toContactMessageDto(row);
}

/**
 * Changes the status only from an allowed predecessor, in one UPDATE: two admins clicking at
 * once cannot both succeed on a transition that only one of them may make.
 */
export async function setContactMessageStatus(
  db: Db,
  id: number,
  status: MessageStatus,
  actorId: number,
): Promise<ContactMessageDto> {
  const allowedFrom = predecessorsOf(MESSAGE_TRANSITIONS, status);
  return db.transaction(async (tx) => {
    const [row] = allowedFrom.length
      ? await tx
          .update(contactMessages)
          .set({ status, updatedAt: new Date() })
          .where(and(eq(contactMessages.id, id), inArray(contactMessages.status, allowedFrom)))
          .returning()
      : [];
    if (!row) {
      const [current] = await tx
        .select({ status: contactMessages.status })
        .from(contactMessages)
        .where(eq(contactMessages.id, id))
        .limit(1);
      if (!current) throw notFound("Contact message");
      throw conflict(`A message cannot go from ${current.status} to ${status}`);
    }
    await logActivity(tx, actorId, "status", "contact_message", id, personalSummary(id, status));
    return toContactMessageDto(row);
  });
}

export async function deleteContactMessage(db: Db, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(contactMessages)
      .where(eq(contactMessages.id, id))
      .returning({ fullName: contactMessages.fullName });
    if (!row) throw notFound("Contact message");
    await logActivity(tx, actorId, "delete", "contact_message", id, personalSummary(id));
  });
}
