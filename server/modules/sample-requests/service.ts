/** The staff's reading of sample requests: the list with its filters, one request, the filters' values, the CSV. */
import { and, asc, count, desc, eq, exists, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { SampleFacetsDto, SampleRequestDto } from "../../../common/api/inbox";
import type { CutLineStatus, SampleKind, SampleStatus } from "../../../common/constants";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { sampleRequestItems, sampleRequests } from "../../db/schema";
import { csvText } from "../../http/csv";
import { notFound } from "../../http/errors";
import { inboxPage, inboxRows, inboxWhere, sortOrder } from "../../http/inbox";
import type { SAMPLE_SORT_KEYS, sampleListQuery } from "../../../common/api/contracts/inboxes";
import type { Page } from "../../http/pagination";

type Row = typeof sampleRequests.$inferSelect;
type ItemRow = typeof sampleRequestItems.$inferSelect;

export const toSampleRequestDto = (row: Row, items: ItemRow[]): SampleRequestDto => ({
  id: row.id,
  company: row.company,
  full_name: row.fullName,
  email: row.email,
  country: row.country,
  phone: row.phone,
  kind: row.kind as SampleKind,
  metres: row.metres,
  intended_use: row.intendedUse,
  quantity: row.quantity,
  message: row.message,
  language: row.language,
  status: row.status as SampleStatus,
  notes: row.notes,
  items: items.map((item) => ({
    fabric_id: item.fabricId,
    code: item.fabricCode,
    name: item.fabricName,
    colourway: item.colourway,
    id: item.id,
    cut_m: item.cutM,
    stock_m: item.stockM,
    cut_status: item.cutStatus as CutLineStatus | null,
  })),
  created_at: row.createdAt.toISOString(),
});

/** The fabrics of these requests, each request's in its order. */
async function itemsOf(db: Db | Tx, ids: number[]): Promise<Map<number, ItemRow[]>> {
  const byRequest = new Map<number, ItemRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byRequest;
  const rows = await db
    .select()
    .from(sampleRequestItems)
    .where(inArray(sampleRequestItems.sampleRequestId, ids))
    .orderBy(asc(sampleRequestItems.sampleRequestId), asc(sampleRequestItems.position));
  for (const row of rows) byRequest.get(row.sampleRequestId)?.push(row);
  return byRequest;
}

const withItems = async (db: Db | Tx, rows: Row[]) => {
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSampleRequestDto(row, items.get(row.id) ?? []));
};

/** The list's sort keys (common/api/contracts/inboxes.ts), each with its column. */
const SORT_COLUMNS: Record<(typeof SAMPLE_SORT_KEYS)[number], PgColumn> = {
  created_at: sampleRequests.createdAt,
  company: sampleRequests.company,
  country: sampleRequests.country,
  status: sampleRequests.status,
};

/** What the staff's search looks in. */
const SEARCHED = [
  sampleRequests.company,
  sampleRequests.fullName,
  sampleRequests.email,
  sampleRequests.intendedUse,
  sampleRequests.message,
];

export type SampleListQuery = z.output<typeof sampleListQuery>;

/** Status and search, the country, and a fabric the request names (also when found by its code or name). */
function listWhere(query: SampleListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inboxWhere(query, sampleRequests.status, SEARCHED)];
  if (query.country) conditions.push(eq(sampleRequests.country, query.country));
  if (query.fabric) {
    conditions.push(
      exists(
        sql`(select 1 from ${sampleRequestItems} where ${sampleRequestItems.sampleRequestId} = ${sampleRequests.id} and ${sampleRequestItems.fabricId} = ${query.fabric})`,
      ),
    );
  }
  const kept = conditions.filter((c): c is SQL => c !== undefined);
  return kept.length ? and(...kept) : undefined;
}

export async function listSampleRequests(db: Db, query: SampleListQuery, page: Page) {
  const order = sortOrder(query.sort, SORT_COLUMNS, sampleRequests.id);
  const { rows, meta } = await inboxPage(db, sampleRequests, listWhere(query), order, page);
  return { items: await withItems(db, rows), meta };
}

export async function getSampleRequest(db: Db | Tx, id: number): Promise<SampleRequestDto> {
  const rows = await db.select().from(sampleRequests).where(eq(sampleRequests.id, id)).limit(1);
  if (rows.length === 0) throw notFound("Sample request");
  return (await withItems(db, rows))[0]!;
}

/** The countries and the fabrics the requests name, most requested first. */
export async function sampleFacets(db: Db): Promise<SampleFacetsDto> {
  const [countries, fabricRows] = await Promise.all([
    db
      .select({ code: sampleRequests.country, requests: count() })
      .from(sampleRequests)
      .groupBy(sampleRequests.country)
      .orderBy(desc(count()), asc(sampleRequests.country)),
    db
      .select({
        id: sampleRequestItems.fabricId,
        code: sql<string>`max(${sampleRequestItems.fabricCode})`,
        name: sql<string>`max(${sampleRequestItems.fabricName})`,
        requests: sql<number>`count(distinct ${sampleRequestItems.sampleRequestId})::int`,
      })
      .from(sampleRequestItems)
      .where(sql`${sampleRequestItems.fabricId} is not null`)
      .groupBy(sampleRequestItems.fabricId)
      .orderBy(
        desc(sql`count(distinct ${sampleRequestItems.sampleRequestId})`),
        asc(sampleRequestItems.fabricId),
      ),
  ]);
  return {
    countries,
    fabrics: fabricRows.map((row) => ({
      id: row.id!,
      code: row.code,
      name: row.name,
      requests: row.requests,
    })),
  };
}

/** A CSV export holds at most this many requests. */
export const CSV_ROWS_MAX = 10_000;

const CSV_COLUMNS = [
  "id",
  "received",
  "status",
  "company",
  "full_name",
  "email",
  "country",
  "phone",
  "language",
  "kind",
  "metres",
  "fabrics",
  "cut_lengths",
  "intended_use",
  "quantity",
  "message",
  "notes",
] as const;

/**
 * The cut lengths of a request in one cell: `code colourway metres m (stock S m, status)` joined
 * by ` | `, e.g. `DK-4235 03 3.5 m (stock 85 m, reserved)`.
 */
const cutLengthsCell = (items: ItemRow[]) =>
  items
    .filter((item) => item.cutM !== null)
    .map((item) => {
      const facts = [`stock ${item.stockM ?? "?"} m`, item.cutStatus].filter(Boolean).join(", ");
      return `${item.fabricCode || item.fabricName} ${item.colourway} ${item.cutM} m (${facts})`;
    })
    .join(" | ");

/** The requests a list filter keeps, as the staff's CSV; the fabrics as `code colourway` joined by ` | `. */
export async function sampleRequestsCsv(db: Db, query: SampleListQuery): Promise<string> {
  const order = sortOrder(query.sort, SORT_COLUMNS, sampleRequests.id);
  const rows = await inboxRows(db, sampleRequests, listWhere(query), order, CSV_ROWS_MAX);
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  return csvText(
    CSV_COLUMNS,
    rows.map((r) => [
      r.id,
      r.createdAt.toISOString(),
      r.status,
      r.company,
      r.fullName,
      r.email,
      r.country,
      r.phone,
      r.language,
      r.kind,
      r.metres,
      (items.get(r.id) ?? [])
        .map((item) => [item.fabricCode || item.fabricName, item.colourway].filter(Boolean).join(" "))
        .join(" | "),
      cutLengthsCell(items.get(r.id) ?? []),
      r.intendedUse,
      r.quantity,
      r.message,
      r.notes,
    ]),
  );
}
