/**
 * The staff's replies to a buyer's request: written with the request, sent to the buyer through
 * the outbox in the buyer's language (greeting, subject and signature; the text is the staff's
 * own), and listed with the request so the next colleague sees what was said.
 */
import { asc, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ReplyDto } from "../../../common/api/inbox";
import { isLang, type Lang, type MailKind } from "../../../common/constants";
import type { Db } from "../../db/client";
import { adminUsers } from "../../db/schema";
import type { AppContext } from "../../http/context";
import { notFound } from "../../http/errors";
import { subjectText } from "../../http/inbox";
import { queueMail } from "../../mail/outbox";
import { type ActivityEntity, logActivity, personalSummary } from "../activity";

/** What a reply needs of the request it answers. */
export type Recipient = { id: number; email: string; fullName: string; company: string; language: string };

/** The buyer-language frame of a reply: its subject, and the lines before and after the staff's text. */
export type ReplyFrame = { subject: string; greeting: string; closing: string[] };

export type ReplySpec = {
  requests: PgTable;
  request: { id: PgColumn; email: PgColumn; fullName: PgColumn; company: PgColumn; language: PgColumn };
  replies: PgTable;
  reply: { id: PgColumn; requestId: PgColumn; body: PgColumn; authorId: PgColumn; createdAt: PgColumn };
  /** The replies table's key of the request id (meetingRequestId, sampleRequestId). */
  requestKey: string;
  label: string;
  entity: ActivityEntity;
  mailKind: MailKind;
  frame(db: Db, request: Recipient, lng: Lang): Promise<ReplyFrame>;
};

export function requestReplies(spec: ReplySpec) {
  const { request: r, reply: c } = spec;

  async function recipient(db: Db, id: number): Promise<Recipient> {
    const [row] = await db
      .select({ id: r.id, email: r.email, fullName: r.fullName, company: r.company, language: r.language })
      .from(spec.requests)
      .where(eq(r.id, id))
      .limit(1);
    if (!row) throw notFound(spec.label);
    return row as Recipient;
  }

  async function list(db: Db, requestId: number): Promise<ReplyDto[]> {
    await recipient(db, requestId);
    const rows = await db
      .select({ id: c.id, body: c.body, author: adminUsers.username, createdAt: c.createdAt })
      .from(spec.replies)
      .leftJoin(adminUsers, eq(adminUsers.id, c.authorId))
      .where(eq(c.requestId, requestId))
      .orderBy(asc(c.createdAt), asc(c.id));
    return rows.map((row) => ({
      id: row.id as number,
      body: row.body as string,
      author: row.author,
      created_at: (row.createdAt as Date).toISOString(),
    }));
  }

  async function send(ctx: AppContext, requestId: number, body: string, actorId: number): Promise<ReplyDto> {
    const request = await recipient(ctx.db, requestId);
    const lng: Lang = isLang(request.language) ? request.language : "tr";
    const frame = await spec.frame(ctx.db, request, lng);
    const text = body.trim();
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(spec.replies)
        .values({ [spec.requestKey]: requestId, body: text, authorId: actorId })
        .returning({ id: c.id });
      // A reply is an exchange: the request's retention counts from it.
      await tx.update(spec.requests).set({ updatedAt: new Date() }).where(eq(r.id, requestId));
      await queueMail(tx, {
        kind: spec.mailKind,
        to: request.email,
        replyTo: ctx.config.mailTo,
        subject: subjectText(`Re: ${frame.subject}`),
        body: [frame.greeting, "", text, "", ...frame.closing].join("\n"),
      });
      await logActivity(tx, actorId, "update", spec.entity, requestId, personalSummary(requestId, "reply"));
      return row!.id as number;
    });
    ctx.notifyMail();
    const replies = await list(ctx.db, requestId);
    return replies.find((reply) => reply.id === id)!;
  }

  return { list, send };
}
