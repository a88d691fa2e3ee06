/**
 * Stock per colourway: the import (all lines or none, one transaction, written in chunks, no
 * query per line), the staff's list and settings. What the public reads is in public.ts.
 */
import { asc, eq, isNotNull, sql } from "drizzle-orm";
import type { StockImportDto, StockRowDto, StockSettingsDto } from "../../../common/api/stock";
import {
  DEFAULT_STOCK_RULES,
  isStale,
  metresOf,
  STOCK_LIMITS,
  type StockBand,
  type StockRules,
  stockBand,
} from "../../../common/stock";
import type { Db, Tx } from "../../db/client";
import { fabricStock, fabrics, stockSettings } from "../../db/schema";
import { pageMeta, type Page } from "../../http/pagination";
import type { WriteContext } from "../../http/write-context";
import { logActivity } from "../activity";
import { queueWebhookEvent } from "../webhooks";
import type { StockLine, StockReport } from "./lines";

type FigureRow = typeof fabricStock.$inferSelect;

/** The settings row, or the defaults before anything was saved. */
export async function readRules(db: Tx): Promise<StockRules> {
  const [row] = await db.select().from(stockSettings).where(eq(stockSettings.id, 1));
  return row
    ? { limitedBelowM: row.limitedBelowM, staleAfterH: row.staleAfterH, lastImportAt: row.lastImportAt }
    : DEFAULT_STOCK_RULES;
}

/** Every fabric with an article code: its id and its colourways' references (one query, not one per line). */
async function catalogueRefs(tx: Tx): Promise<Map<string, { id: number; refs: Set<string> }>> {
  const rows = await tx
    .select({ id: fabrics.id, code: fabrics.code, colourways: sql<unknown>`${fabrics.card}->'colourways'` })
    .from(fabrics)
    .where(isNotNull(fabrics.code));
  const byCode = new Map<string, { id: number; refs: Set<string> }>();
  for (const row of rows) {
    const list = Array.isArray(row.colourways) ? (row.colourways as { ref?: unknown }[]) : [];
    byCode.set(row.code!, { id: row.id, refs: new Set(list.map((c) => String(c.ref ?? ""))) });
  }
  return byCode;
}

const key = (fabricId: number, ref: string) => `${fabricId}\u0000${ref}`;

/**
 * Writes an import's lines, all or none: each line's code and colourway must be in the catalogue
 * and named once; a refused line throws the report's 400 and nothing is written. The lines named
 * are written as sent, their time renewed; with `replace`, the figures the file does not name go.
 */
export async function importStock(
  ctx: WriteContext,
  lines: StockLine[],
  report: StockReport,
  options: { replace: boolean; now?: Date },
): Promise<StockImportDto> {
  const now = options.now ?? new Date();
  return ctx.db.transaction(async (tx) => {
    const catalogue = await catalogueRefs(tx);
    const rows: (typeof fabricStock.$inferInsert)[] = [];
    /** Each row's article code, at the row's index (for the webhook event). */
    const codes: string[] = [];
    const seen = new Set<string>();
    for (const line of lines) {
      const fabric = catalogue.get(line.code);
      if (!fabric) {
        report.add(line.row, "code", "not_found");
        continue;
      }
      if (!fabric.refs.has(line.colourway)) {
        report.add(line.row, "colourway", "not_found");
        continue;
      }
      const k = key(fabric.id, line.colourway);
      if (seen.has(k)) {
        report.add(line.row, "colourway", "duplicate");
        continue;
      }
      seen.add(k);
      codes.push(line.code);
      rows.push({
        fabricId: fabric.id,
        colourwayRef: line.colourway,
        availableDm: line.availableDm,
        nextBatchOn: line.nextBatchOn,
        nextBatchDm: line.nextBatchDm,
        updatedAt: now,
      });
    }
    if (!report.empty) throw report.refusal();

    const before = new Map(
      (await tx.select().from(fabricStock)).map((row) => [key(row.fabricId, row.colourwayRef), row] as const),
    );
    let created = 0;
    let updated = 0;
    const changed: number[] = [];
    for (const [index, row] of rows.entries()) {
      const old = before.get(key(row.fabricId, row.colourwayRef));
      if (!old) created++;
      else if (
        old.availableDm !== row.availableDm ||
        old.nextBatchOn !== row.nextBatchOn ||
        old.nextBatchDm !== row.nextBatchDm
      )
        updated++;
      else continue;
      changed.push(index);
    }
    let removed = 0;
    if (options.replace) {
      removed = [...before.keys()].filter((k) => !seen.has(k)).length;
      // Every figure goes, then the file's are written: the same as deleting the unnamed ones.
      if (removed > 0) await tx.delete(fabricStock);
    }
    for (let i = 0; i < rows.length; i += STOCK_LIMITS.chunk) {
      await tx
        .insert(fabricStock)
        .values(rows.slice(i, i + STOCK_LIMITS.chunk))
        .onConflictDoUpdate({
          target: [fabricStock.fabricId, fabricStock.colourwayRef],
          set: {
            availableDm: sql`excluded.available_dm`,
            nextBatchOn: sql`excluded.next_batch_on`,
            nextBatchDm: sql`excluded.next_batch_dm`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    }
    await tx
      .insert(stockSettings)
      .values({ id: 1, lastImportAt: now })
      .onConflictDoUpdate({ target: stockSettings.id, set: { lastImportAt: now } });
    const result = {
      lines: rows.length,
      created,
      updated,
      unchanged: rows.length - created - updated,
      removed,
      imported_at: now.toISOString(),
    };
    if (created + updated + removed > 0) {
      // The colourways whose figure changed, as the public reads them (a band, never the metres).
      const rules = await readRules(tx);
      await queueWebhookEvent(tx, "stock.changed", {
        ...result,
        colourways: changed.map((index) => ({
          code: codes[index],
          colourway: rows[index]!.colourwayRef,
          band: stockBand({ availableDm: rows[index]!.availableDm, nextBatchOn: rows[index]!.nextBatchOn ?? null }, rules, now),
          next_batch_on: rows[index]!.nextBatchOn ?? null,
        })),
      });
    }
    await logActivity(
      tx,
      ctx.actorId,
      "update",
      "fabric_stock",
      1,
      `Stock import: ${rows.length} lines (${created} new, ${updated} changed, ${removed} removed)`,
    );
    return result;
  });
}

/** The settings with the last import, whether it is stale and how many figures there are. */
export async function stockSettingsOf(db: Tx, now = new Date()): Promise<StockSettingsDto> {
  const rules = await readRules(db);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(fabricStock);
  return {
    limited_below_m: rules.limitedBelowM,
    stale_after_h: rules.staleAfterH,
    last_import_at: rules.lastImportAt?.toISOString() ?? null,
    stale: isStale(rules, now),
    figures: count?.n ?? 0,
  };
}

export async function updateStockSettings(
  ctx: WriteContext,
  body: { limited_below_m: number; stale_after_h: number },
): Promise<StockSettingsDto> {
  await ctx.db.transaction(async (tx) => {
    const set = {
      limitedBelowM: body.limited_below_m,
      staleAfterH: body.stale_after_h,
      updatedAt: new Date(),
    };
    await tx
      .insert(stockSettings)
      .values({ id: 1, ...set })
      .onConflictDoUpdate({ target: stockSettings.id, set });
    await logActivity(
      tx,
      ctx.actorId,
      "update",
      "stock_settings",
      1,
      `Stock settings: limited below ${body.limited_below_m} m, stale after ${body.stale_after_h} h`,
    );
  });
  return stockSettingsOf(ctx.db);
}

/** The staff's list: figures by article code and colourway, narrowed by a text and a band, a page of them. */
export async function listStock(
  db: Db,
  options: { q?: string | undefined; band?: StockBand | undefined; page: Page; now?: Date },
): Promise<{ items: StockRowDto[]; meta: ReturnType<typeof pageMeta> }> {
  const now = options.now ?? new Date();
  const rules = await readRules(db);
  const rows = await db
    .select({ figure: fabricStock, code: fabrics.code })
    .from(fabricStock)
    .innerJoin(fabrics, eq(fabrics.id, fabricStock.fabricId))
    .orderBy(asc(fabrics.code), asc(fabricStock.colourwayRef));
  const q = options.q?.trim().toLowerCase() ?? "";
  const all = rows
    .map(({ figure, code }) => toRow(figure, code ?? "", rules, now))
    .filter(
      (row) =>
        (!q || row.code.toLowerCase().includes(q) || row.colourway.toLowerCase().includes(q)) &&
        (!options.band || row.band === options.band),
    );
  const { page } = options;
  return { items: all.slice(page.offset, page.offset + page.pageSize), meta: pageMeta(page, all.length) };
}

function toRow(figure: FigureRow, code: string, rules: StockRules, now: Date): StockRowDto {
  return {
    fabric_id: figure.fabricId,
    code,
    colourway: figure.colourwayRef,
    available_m: metresOf(figure.availableDm),
    band: stockBand(figure, rules, now),
    next_batch_on: figure.nextBatchOn,
    next_batch_m: figure.nextBatchDm === null ? null : metresOf(figure.nextBatchDm),
    updated_at: figure.updatedAt.toISOString(),
  };
}
