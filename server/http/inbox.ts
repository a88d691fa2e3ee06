/**
 * What the inboxes and the public forms share: the forms' contract and checks, the lists' filters,
 * order, pages and CSV rows.
 */
import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Responses } from "../../common/api/contract";
import { isLang, LANGUAGES, type Lang } from "../../common/constants";
import type { Db } from "../db/client";
import { badRequest } from "./errors";
import { type Page, pageMeta } from "./pagination";

/** Public forms are small: a contact message fits many times over in 32 KiB. */
export const FORM_BODY_LIMIT = 32 * 1024;

/** Route config of a public form: per-IP limit (QUALITY.md: 5 per 10 min by default). */
export const formRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.ctx.config.formRateLimit, timeWindow: app.ctx.config.formRateWindowMs },
});

/**
 * The contract of a public form's POST: `?lng=` (formQuery), the honeypot checked first, a small
 * body, the per-IP limit.
 */
export const publicFormContract = <B extends z.core.$ZodType, R extends Responses>(
  app: FastifyInstance,
  form: { url: string; summary: string; body: B; responses: R },
) => ({
  method: "POST" as const,
  url: form.url,
  summary: form.summary,
  query: formQuery,
  // A filled honeypot is refused before the fields are checked: the bot learns nothing.
  guard: (request: FastifyRequest) => assertNoHoneypot(request.body),
  body: form.body,
  bodyLimit: FORM_BODY_LIMIT,
  rateLimit: formRateLimit(app).rateLimit,
  responses: form.responses,
});

/**
 * A filled honeypot is a bot: refused before anything is validated or stored, with no field
 * named, so the bot learns nothing about which field gave it away.
 */
export function assertNoHoneypot(input: unknown) {
  const value = (input as Record<string, unknown> | null | undefined)?.website;
  if (value !== undefined && value !== null && String(value).trim() !== "") throw badRequest("Invalid input");
}

/** The language a form was sent in: ?lng= of the request, else the form's own, else tr. */
export function formLanguage(lng: unknown, bodyLanguage: unknown): Lang {
  if (isLang(lng)) return lng;
  if (isLang(bodyLanguage)) return bodyLanguage;
  return "tr";
}

/** A search term for ILIKE: its own %, _ and \ match literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Who sent a form, as the inbox rows store it (no phone is null). */
export const senderColumns = (body: { full_name: string; email: string; phone?: string | undefined }) => ({
  fullName: body.full_name,
  email: body.email,
  phone: body.phone || null,
});

/** The WHERE of an inbox list: the status asked for, and the search in any of the `searched` columns. */
export function inboxWhere(
  query: { status?: string | undefined; q?: string | undefined },
  status: PgColumn,
  searched: PgColumn[],
): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(status, query.status));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(or(...searched.map((column) => ilike(column, pattern)))!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** The statuses from which `target` may be reached (the WHERE of an atomic status change). */
export function predecessorsOf<S extends string>(transitions: Record<S, readonly S[]>, target: S): S[] {
  return (Object.keys(transitions) as S[]).filter((from) => transitions[from].includes(target));
}

/** One line of a mail subject: no CR/LF, whatever reached us. */
export const subjectText = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

/** `sort` is a column key, `-key` for descending; ties broken by id in the same direction. */
export function sortOrder(sort: string, columns: Record<string, PgColumn>, id: PgColumn): SQL[] {
  const descending = sort.startsWith("-");
  const column = columns[descending ? sort.slice(1) : sort] ?? id;
  return descending ? [desc(column), desc(id)] : [asc(column), asc(id)];
}

/** An inbox's table (contact messages, meeting and sample requests). */
type InboxTable = PgTable & { id: PgColumn };

/** The rows of an inbox that `where` keeps, in `order`: at most `limit`, from `offset` when given. */
export function inboxRows<T extends InboxTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset?: number,
): Promise<T["$inferSelect"][]> {
  const rows = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return (offset === undefined ? rows : rows.offset(offset)) as Promise<T["$inferSelect"][]>;
}

/** One page of an inbox list, with the paging facts of all the rows `where` keeps. */
export async function inboxPage<T extends InboxTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  page: Page,
) {
  const [rows, [total]] = await Promise.all([
    inboxRows(db, table, where, order, page.pageSize, page.offset),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows, meta: pageMeta(page, total?.n ?? 0) };
}

/**
 * `?lng=` of a public form, as the page sent it: any other value (or none) is not an error,
 * the form's own language or tr is taken instead (formLanguage).
 */
export const formQuery = z.object({
  lng: z.preprocess((value) => (isLang(value) ? value : undefined), z.enum(LANGUAGES).optional()),
});
