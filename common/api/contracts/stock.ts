/**
 * Stock per colourway from the mill's ERP (server/modules/stock): the import (JSON or CSV), the
 * staff's list of figures, and the settings that turn a figure into a public band.
 */
import { z } from "zod";
import { STOCK_BANDS, STOCK_COLUMNS, STOCK_LIMITS } from "../../stock";
import { defineContract } from "../contract";
import { adminPage } from "../contract-kinds";
import { dataOf } from "../shared";
import { StockImportDto, StockRowDto, StockSettingsDto, stockSettingsBody } from "../stock";

/**
 * A JSON import: each line an object checked on its own (a refused line is reported by its
 * position, 1 for the first); more than STOCK_LIMITS.lines is `fields: {items: "too_long"}`,
 * as for a CSV. A `text/csv` body arrives as its text.
 */
export const stockImportBody = z.union([z.strictObject({ items: z.array(z.unknown()) }), z.string()]);

export const stockImportQuery = z.strictObject({
  /** `all`: the figures of lines the file does not name are removed (the ERP's whole stock). */
  replace: z.enum(["all"]).optional(),
});

export const stockListQuery = z.object({
  /** Article code or colourway, as typed (a part of it). */
  q: z.string().max(100).optional(),
  band: z.enum(STOCK_BANDS).optional(),
});

export const stockContracts = {
  import: defineContract({
    method: "PUT",
    url: "/stock",
    summary:
      `Import the stock per colourway: JSON \`{items: [{${STOCK_COLUMNS.join(", ")}}]}\` (next_batch_* optional; metres with at most ` +
      `one decimal, 0 to ${STOCK_LIMITS.maxMetres}; next_batch_on YYYY-MM-DD) or the same columns as \`text/csv\` with a header line ` +
      `(RFC 4180; \`,\` or \`;\`). At most ${STOCK_LIMITS.lines} lines and ${STOCK_LIMITS.bytes / 1024 / 1024} MB (413 above). ` +
      "All lines or none: a refused line (unknown code or colourway, duplicate, bad metres or date) is a 400 listing " +
      "`error.rows` ({row, field, code}: the CSV's row with the header as 1, or the JSON line's position from 1) and nothing is written. " +
      "The lines named are written as sent (the same file twice changes nothing but their time); the others are kept, or " +
      "removed with `?replace=all`. Answers the counts",
    admin: true,
    scope: "stock:write",
    query: stockImportQuery,
    body: stockImportBody,
    bodyLimit: STOCK_LIMITS.bytes,
    responses: { 200: dataOf(StockImportDto) },
  }),
  list: defineContract({
    ...adminPage(
      "/stock",
      "The stock figures, by article code and colourway: metres, band, next batch, when each came",
      StockRowDto,
      stockListQuery,
      50,
    ),
    scope: "catalogue:read",
  }),
  settings: defineContract({
    method: "GET",
    url: "/stock/settings",
    summary: "The stock's threshold for 'limited', its stale limit, the last import and whether it is stale",
    admin: true,
    responses: { 200: dataOf(StockSettingsDto) },
  }),
  updateSettings: defineContract({
    method: "PUT",
    url: "/stock/settings",
    summary: "Set the threshold for 'limited' (metres) and the hours after which figures claim nothing",
    admin: true,
    body: stockSettingsBody,
    responses: { 200: dataOf(StockSettingsDto) },
  }),
};
