/**
 * The stock's answers (server/modules/stock): the staff's list of figures with their metres, an
 * import's counts, the settings, and what the public gets per colourway (a band, never metres).
 */
import { z } from "zod";
import { STOCK_BANDS, STOCK_SETTINGS } from "../stock";
import { Instant } from "./shared";

const Day = z.iso.date();

/** One figure as staff see it (`GET /api/stock`). */
export const StockRowDto = z.strictObject({
  fabric_id: z.number().int(),
  code: z.string(),
  colourway: z.string(),
  available_m: z.number(),
  band: z.enum(STOCK_BANDS),
  next_batch_on: Day.nullable(),
  next_batch_m: z.number().nullable(),
  updated_at: Instant,
});
export type StockRowDto = z.infer<typeof StockRowDto>;

/** What an import did: lines read, figures added, changed, unchanged (only their time renewed), removed (`?replace=all`). */
export const StockImportDto = z.strictObject({
  lines: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  removed: z.number().int(),
  imported_at: Instant,
});
export type StockImportDto = z.infer<typeof StockImportDto>;

export const StockSettingsDto = z.strictObject({
  limited_below_m: z.number().int(),
  stale_after_h: z.number().int(),
  /** The last import, null before the first. */
  last_import_at: Instant.nullable(),
  /** The last import is older than `stale_after_h` (or there was none): the site claims nothing. */
  stale: z.boolean(),
  /** How many figures there are. */
  figures: z.number().int(),
});
export type StockSettingsDto = z.infer<typeof StockSettingsDto>;

const bounded = (bounds: { min: number; max: number }) => z.number().int().min(bounds.min).max(bounds.max);

export const stockSettingsBody = z.strictObject({
  limited_below_m: bounded(STOCK_SETTINGS.limitedBelowM),
  stale_after_h: bounded(STOCK_SETTINGS.staleAfterH),
});

/** A colourway's stock on the public side: its band, the next batch's day, when its figure came. */
export const ColourwayStockDto = z.strictObject({
  band: z.enum(STOCK_BANDS),
  /** Only with a band other than `ask`, when the ERP gave one. */
  next_batch_on: Day.nullable(),
  updated_at: Instant.nullable(),
});
export type ColourwayStockDto = z.infer<typeof ColourwayStockDto>;
