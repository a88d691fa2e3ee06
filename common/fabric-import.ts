/**
 * The CSV import of fabrics (`POST /api/imports/fabrics.csv`, server/modules/fabrics/import*.ts):
 * its limits and what it answers, for the server and the admin dialog. Without zod: the browser
 * reads these values.
 */
import type { FieldErrorCode } from "./api/error-codes";

export const FABRIC_IMPORT_LIMITS = {
  /** Largest file taken: a catalogue of 5,000 fabrics with long texts stays far below it. */
  bytes: 2 * 1024 * 1024,
  /** Most fabric rows (the header not counted). */
  rows: 5_000,
  /** Most refused cells reported; a file with more is reported with its first ones. */
  errors: 1_000,
} as const;

/**
 * One refused cell: its row as a spreadsheet numbers it (the header is row 1), its column (the
 * header's name; `_` for the row as a whole) and what is wrong with it.
 */
export type ImportRowError = { row: number; field: string; code: FieldErrorCode };

/** What a successful import did: fabrics added, changed, and rows that changed nothing. */
export type FabricImportResult = { created: number; updated: number; unchanged: number };
