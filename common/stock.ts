/**
 * Stock per colourway, as the mill's ERP reports it (`PUT /api/stock`, server/modules/stock):
 * the limits of an import, the staff's settings and the one rule that turns a figure into what
 * the public sees (a band, never the metres). No zod: the pages and the browser read it.
 *
 * Metres are kept as whole decimetres (`available_dm`, `next_batch_dm`): one decimal of a metre,
 * exact, summed and compared as integers.
 */

export const STOCK_LIMITS = {
  /** Largest body taken (JSON or CSV): 5,000 lines stay far below it. */
  bytes: 2 * 1024 * 1024,
  /** Most lines of one import (the CSV's header not counted). */
  lines: 5_000,
  /** Most refused cells listed in a 400; a worse file is reported with its first ones. */
  errors: 50,
  /** Most metres one line may state (available or next batch): more is a typing error. */
  maxMetres: 1_000_000,
  /** Rows written per statement. */
  chunk: 1_000,
} as const;

/** The columns of the CSV (its header line), and the keys of a JSON line. */
export const STOCK_COLUMNS = ["code", "colourway", "available_m", "next_batch_on", "next_batch_m"] as const;
export type StockColumn = (typeof STOCK_COLUMNS)[number];
/** The columns every line needs. */
export const STOCK_REQUIRED_COLUMNS: readonly StockColumn[] = ["code", "colourway", "available_m"];

/** The staff's settings and their bounds. */
export const STOCK_SETTINGS = {
  limitedBelowM: { default: 100, min: 1, max: 100_000 },
  /** Hours after the last import when the figures are too old to claim anything. */
  staleAfterH: { default: 48, min: 1, max: 24 * 90 },
} as const;

/**
 * What a visitor reads for a colourway: in stock (at least the threshold), limited (some, under
 * it), out (none; the next batch's date when known), ask (the figures are too old, or the fabric
 * has figures or is sold from stock (its card's stock_service) but none for this colourway).
 */
export const STOCK_BANDS = ["in_stock", "limited", "out", "ask"] as const;
export type StockBand = (typeof STOCK_BANDS)[number];

/** A colourway's figure, as stored. */
export type StockFigure = { availableDm: number; nextBatchOn: string | null };

/** What the band depends on besides the figure: the settings and the last import. */
export type StockRules = { limitedBelowM: number; staleAfterH: number; lastImportAt: Date | null };

export const DEFAULT_STOCK_RULES: StockRules = {
  limitedBelowM: STOCK_SETTINGS.limitedBelowM.default,
  staleAfterH: STOCK_SETTINGS.staleAfterH.default,
  lastImportAt: null,
};

/** When the figures stop being believed (ms), or null when there has been no import. */
export function staleAt(rules: StockRules): number | null {
  return rules.lastImportAt ? rules.lastImportAt.getTime() + rules.staleAfterH * 3_600_000 : null;
}

/** True when no import happened, or the last one is older than the staff's limit. */
export function isStale(rules: StockRules, now: Date): boolean {
  const at = staleAt(rules);
  return at === null || now.getTime() >= at;
}

/**
 * The band of a colourway. `figure` undefined: the fabric has stock figures but none for this
 * colourway (a fabric without any figure shows no band at all: the caller leaves it out).
 */
export function stockBand(figure: StockFigure | undefined, rules: StockRules, now: Date): StockBand {
  if (!figure || isStale(rules, now)) return "ask";
  if (figure.availableDm <= 0) return "out";
  return figure.availableDm < rules.limitedBelowM * 10 ? "limited" : "in_stock";
}

/** A band the finder's "In stock now" keeps. */
export const isAvailable = (band: StockBand) => band === "in_stock" || band === "limited";

/** Decimetres as metres (12.5). */
export const metresOf = (dm: number) => dm / 10;
