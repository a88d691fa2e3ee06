/**
 * The lines of a stock import read and checked one by one, before anything is looked up: a JSON
 * body's `items` or a CSV's rows (the header names the columns, in any order). Each refused cell
 * goes into the report ({row, field, code}: the CSV's row with the header as 1, the JSON line's
 * position from 1), at most STOCK_LIMITS.errors of them.
 */
import { type StockColumn, STOCK_COLUMNS, STOCK_LIMITS, STOCK_REQUIRED_COLUMNS } from "../../../common/stock";
import { CsvSyntaxError, CsvTooLong, detectDelimiter, parseCsv, unprotectCell } from "../../http/csv-parse";
import { badRequest, type FieldErrorCode, type RowError, RowsRefused } from "../../http/errors";
import { CONTROL } from "../../../common/text";

/** One line as checked: metres as decimetres. */
export type StockLine = {
  row: number;
  code: string;
  colourway: string;
  availableDm: number;
  nextBatchOn: string | null;
  nextBatchDm: number | null;
};

export class StockReport {
  private readonly errors: RowError[] = [];
  private full = false;

  add(row: number, field: string, code: FieldErrorCode) {
    if (this.errors.length >= STOCK_LIMITS.errors) {
      this.full = true;
      return;
    }
    this.errors.push({ row, field: field.slice(0, 100), code });
  }

  get empty() {
    return this.errors.length === 0;
  }

  refusal(): RowsRefused {
    const count = this.full ? `More than ${this.errors.length}` : String(this.errors.length);
    const rows = [...this.errors].sort((a, b) => a.row - b.row);
    return new RowsRefused(`${count} problems in the stock file; nothing was imported`, rows);
  }
}

const CODE_MAX = 40;
const REF_MAX = 40;

/** A cell's value, or what is wrong with it. */
type Read<T> = { value: T } | { error: FieldErrorCode };
const wrong = (error: FieldErrorCode): { error: FieldErrorCode } => ({ error });

/** Metres (a JSON number, or a CSV cell: `12.5`, `12,5`) as decimetres. */
function decimetres(value: unknown, cell: boolean): Read<number> {
  let metres: number;
  if (typeof value === "number") metres = value;
  else if (typeof value === "string" && cell) {
    const cell = value.trim();
    if (/^-\s*\d/.test(cell)) return wrong("below_zero");
    if (!/^\d{1,12}(?:[.,]\d{1,6})?$/.test(cell)) return wrong("invalid");
    metres = Number(cell.replace(",", "."));
  } else return wrong("invalid");
  if (!Number.isFinite(metres)) return wrong("invalid");
  if (metres < 0) return wrong("below_zero");
  if (metres > STOCK_LIMITS.maxMetres) return wrong("above_max");
  const dm = Math.round(metres * 10);
  // One decimal at most: 12.5 m is 125 dm; 12.55 m is not a figure the ERP writes.
  if (Math.abs(metres * 10 - dm) > 1e-6) return wrong("invalid");
  return { value: dm };
}

/** A calendar day YYYY-MM-DD that exists (not 2027-02-30), between 2000 and 2100. */
function day(value: unknown): Read<string> {
  if (typeof value !== "string") return wrong("invalid_date");
  const text = value.trim();
  const match = /^(\d{4})-\d{2}-\d{2}$/.exec(text);
  if (!match) return wrong("invalid_date");
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) return wrong("invalid_date");
  const year = Number(match[1]);
  return year < 2000 || year > 2100 ? wrong("invalid_date") : { value: text };
}

/** A short text without control characters (an article code in capitals, as the card keeps it). */
function word(value: unknown, max: number, upper: boolean): Read<string> {
  if (value === undefined || value === null) return wrong("required");
  if (typeof value !== "string" && typeof value !== "number") return wrong("invalid");
  const text = String(value).trim();
  if (text === "") return wrong("required");
  if (text.length > max) return wrong("too_long");
  if (CONTROL.test(text)) return wrong("invalid");
  return { value: upper ? text.toUpperCase() : text };
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** One line's values by column (JSON keys or CSV cells): the checked line, or null with its problems reported. */
function checkLine(
  row: number,
  values: Partial<Record<StockColumn, unknown>>,
  report: StockReport,
  /** A CSV's cells: metres are read from text (a JSON line's must be numbers). */
  cells: boolean,
): StockLine | null {
  let ok = true;
  const take = <T>(field: StockColumn, read: Read<T>): T | null => {
    if ("value" in read) return read.value;
    report.add(row, field, read.error);
    ok = false;
    return null;
  };
  const code = take("code", word(values.code, CODE_MAX, true));
  const colourway = take("colourway", word(values.colourway, REF_MAX, false));
  const availableDm = take(
    "available_m",
    blank(values.available_m) ? wrong("required") : decimetres(values.available_m, cells),
  );
  const nextBatchOn = blank(values.next_batch_on) ? null : take("next_batch_on", day(values.next_batch_on));
  const nextBatchDm = blank(values.next_batch_m)
    ? null
    : take("next_batch_m", decimetres(values.next_batch_m, cells));
  if (!ok || code === null || colourway === null || availableDm === null) return null;
  return { row, code, colourway, availableDm, nextBatchOn, nextBatchDm };
}

/** The lines of a JSON body: each an object with the columns as keys, nothing else. */
export function jsonLines(items: unknown[], report: StockReport): StockLine[] {
  const lines: StockLine[] = [];
  items.forEach((item, index) => {
    const row = index + 1;
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      report.add(row, "_", "invalid");
      return;
    }
    const record = item as Record<string, unknown>;
    for (const key of Object.keys(record))
      if (!(STOCK_COLUMNS as readonly string[]).includes(key)) report.add(row, key, "invalid");
    const line = checkLine(row, record, report, false);
    if (line) lines.push(line);
  });
  return lines;
}

/** The lines of a CSV text (UTF-8 already decoded): a header line naming the columns, then a line per figure. */
export function csvLines(text: string, report: StockReport): StockLine[] {
  const delimiter = detectDelimiter(text);
  let records: string[][];
  try {
    records = parseCsv(text, delimiter, STOCK_LIMITS.lines + 1);
  } catch (error) {
    if (error instanceof CsvTooLong)
      throw badRequest(`At most ${STOCK_LIMITS.lines} lines`, { items: "too_long" });
    if (!(error instanceof CsvSyntaxError)) throw error;
    report.add(error.record, "_", "invalid");
    return [];
  }
  const [header = [], ...rest] = records;
  const names = header.map((cell) => cell.trim().toLowerCase());
  if (names.every((name) => name === "")) {
    report.add(1, "_", "required");
    return [];
  }
  const seen = new Set<string>();
  for (const name of names) {
    if (!(STOCK_COLUMNS as readonly string[]).includes(name)) report.add(1, name || "_", "invalid");
    else if (seen.has(name)) report.add(1, name, "duplicate");
    seen.add(name);
  }
  for (const name of STOCK_REQUIRED_COLUMNS) if (!seen.has(name)) report.add(1, name, "required");
  if (!report.empty) return [];
  const lines: StockLine[] = [];
  rest.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === "")) return;
    if (cells.length > names.length) {
      report.add(row, "_", "invalid");
      return;
    }
    const values: Partial<Record<StockColumn, string>> = {};
    names.forEach((name, i) => {
      values[name as StockColumn] = unprotectCell(cells[i] ?? "");
    });
    const line = checkLine(row, values, report, true);
    if (line) lines.push(line);
  });
  return lines;
}
