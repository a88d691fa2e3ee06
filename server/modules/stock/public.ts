/**
 * What the public side reads of the stock: the read model (each fabric's figures and the rules),
 * held with the other read models until the next admin change or until the figures go stale
 * (`publicData.expireAt`), and the bands made from it, never metres. `stockOf` is the server's
 * own read of one colourway's figure with its metres.
 */
import { and, eq } from "drizzle-orm";
import type { ColourwayStockDto } from "../../../common/api/stock";
import {
  isStale,
  metresOf,
  STOCK_BANDS,
  type StockBand,
  type StockRules,
  staleAt,
  stockBand,
} from "../../../common/stock";
import type { Tx } from "../../db/client";
import { fabricStock } from "../../db/schema";
import type { AppContext } from "../../http/context";
import { readRules } from "./service";

type FigureRow = typeof fabricStock.$inferSelect;

/** The figures the public side answers from: each fabric's colourways with a figure, and the rules. */
export type StockModel = { rules: StockRules; byFabric: Map<number, Map<string, FigureRow>> };

async function loadModel(ctx: Pick<AppContext, "db" | "publicData">): Promise<StockModel> {
  const rules = await readRules(ctx.db);
  const byFabric = new Map<number, Map<string, FigureRow>>();
  if (rules.lastImportAt) {
    for (const row of await ctx.db.select().from(fabricStock)) {
      let figures = byFabric.get(row.fabricId);
      if (!figures) {
        figures = new Map();
        byFabric.set(row.fabricId, figures);
      }
      figures.set(row.colourwayRef, row);
    }
  }
  // "In stock" must stop by itself when the figures grow old: the read models (and the pages
  // kept with them) are emptied at that moment, not at the next change.
  const at = staleAt(rules);
  if (at !== null && at > Date.now()) ctx.publicData.expireAt(at);
  return { rules, byFabric };
}

/** The stock read model, held until the next admin change or until the figures go stale. */
export const readStockModel = (ctx: Pick<AppContext, "db" | "publicData">) =>
  ctx.publicData.read("stock", () => loadModel(ctx));

/**
 * A colourway's public stock: its band, the next batch (not with `ask`), when its figure came.
 * Null (nothing shown) before the first import, and for a fabric without figures that is not
 * sold from stock (its card's `stock_service` is not `in_stock`); a fabric sold from stock
 * without a figure for this colourway is `ask`.
 */
export function publicStockOf(
  model: StockModel,
  fabricId: number,
  ref: string,
  stockService: boolean,
  now = new Date(),
): ColourwayStockDto | null {
  if (!model.rules.lastImportAt) return null;
  const figures = model.byFabric.get(fabricId);
  if (!figures && !stockService) return null;
  const figure = figures?.get(ref);
  const band = stockBand(figure, model.rules, now);
  return {
    band,
    next_batch_on: band === "ask" ? null : (figure?.nextBatchOn ?? null),
    updated_at: figure ? figure.updatedAt.toISOString() : null,
  };
}

/** The fabrics with at least one colourway in stock or limited now (the finder's "In stock now"). */
export function fabricsInStock(model: StockModel, now = new Date()): Set<number> {
  const ids = new Set<number>();
  if (isStale(model.rules, now)) return ids;
  for (const [fabricId, figures] of model.byFabric) {
    for (const figure of figures.values())
      if (figure.availableDm > 0) {
        ids.add(fabricId);
        break;
      }
  }
  return ids;
}

/**
 * One colourway's figure with its metres, for the server's own use (a cut length ordered from
 * the sample basket must not exceed it): null when there is none, the band as the public reads it.
 */
export async function stockOf(
  db: Tx,
  fabricId: number,
  ref: string,
  now = new Date(),
): Promise<{ availableM: number; band: StockBand; nextBatchOn: string | null; updatedAt: Date } | null> {
  const [figure] = await db
    .select()
    .from(fabricStock)
    .where(and(eq(fabricStock.fabricId, fabricId), eq(fabricStock.colourwayRef, ref)));
  if (!figure) return null;
  const rules = await readRules(db);
  return {
    availableM: metresOf(figure.availableDm),
    band: stockBand(figure, rules, now),
    nextBatchOn: figure.nextBatchOn,
    updatedAt: figure.updatedAt,
  };
}

/**
 * The finder's cards: each listed fabric's colourway references grouped by band ("01, 03"; never
 * metres), in STOCK_BANDS' order; only the fabrics that show any stock.
 */
export async function readStockBands(
  ctx: Pick<AppContext, "db" | "publicData">,
  list: readonly { id: number; stock_service: string | null; colourways: readonly { ref: string }[] }[],
): Promise<Record<number, [StockBand, string][]>> {
  const model = await readStockModel(ctx);
  const now = new Date();
  const out: Record<number, [StockBand, string][]> = {};
  for (const fabric of list) {
    const byBand = new Map<StockBand, string[]>();
    for (const colourway of fabric.colourways) {
      const stock = publicStockOf(model, fabric.id, colourway.ref, fabric.stock_service === "in_stock", now);
      if (stock) byBand.set(stock.band, [...(byBand.get(stock.band) ?? []), colourway.ref]);
    }
    const groups = STOCK_BANDS.flatMap((band): [StockBand, string][] => {
      const refs = byBand.get(band);
      return refs ? [[band, refs.join(", ")]] : [];
    });
    if (groups.length > 0) out[fabric.id] = groups;
  }
  return out;
}
