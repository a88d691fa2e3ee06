/**
 * The file of a fabric CSV import as a whole: its text (UTF-8, no NUL), its records (the header
 * and the rows, at most FABRIC_IMPORT_LIMITS.rows of them), and the report of every refused cell
 * that import-rows.ts and import.ts fill and that answers the 400.
 */
import { FABRIC_IMPORT_LIMITS } from "../../../common/fabric-import";
import { badRequest, type FieldErrorCode, type RowError, RowsRefused, tooLarge } from "../../http/errors";
import { FABRIC_CSV_COLUMNS } from "./csv";
import { type CsvDelimiter, CsvSyntaxError, CsvTooLong, detectDelimiter, parseCsv } from "../../http/csv-parse";

const KNOWN: readonly string[] = FABRIC_CSV_COLUMNS;

/** The refused cells of a file, at most FABRIC_IMPORT_LIMITS.errors of them. */
export class ImportReport {
  private readonly errors: RowError[] = [];
  /** Each problem once (a column named three times is one report). */
  private readonly seen = new Set<string>();

  add(row: number, field: string, code: FieldErrorCode) {
    const cut = field.slice(0, 100);
    const key = JSON.stringify([row, cut, code]);
    if (this.seen.has(key) || this.errors.length >= FABRIC_IMPORT_LIMITS.errors) return;
    this.seen.add(key);
    this.errors.push({ row, field: cut, code });
  }

  get empty() {
    return this.errors.length === 0;
  }

  /** The 400 answer: every refused cell, by row and then in the columns' order. */
  refusal(): RowsRefused {
    // Known columns in the export's order, then the others (unknown names, `_`) as found.
    const order = (field: string) => (KNOWN.includes(field) ? KNOWN.indexOf(field) : KNOWN.length);
    const rows = [...this.errors].sort((a, b) => a.row - b.row || order(a.field) - order(b.field));
    const count = rows.length >= FABRIC_IMPORT_LIMITS.errors ? `${rows.length} or more` : String(rows.length);
    return new RowsRefused(`${count} problems in the file; nothing was imported`, rows);
  }
}

/** The file's text: UTF-8 (a byte-order mark allowed), no NUL; else a 400 on the file. */
export function decodeCsv(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest("The file is not UTF-8 text", { file: "invalid" });
  }
  if (text.includes("\u0000")) throw badRequest("The file is not text", { file: "invalid" });
  return text;
}

const blank = (cells: string[]) => cells.every((cell) => cell.trim() === "");

/** The header's name of the cell at `index` (`_` when the header cannot say). */
function columnAt(text: string, delimiter: CsvDelimiter, index: number): string {
  try {
    return parseCsv(text.split(/\r\n|\n|\r/, 1)[0] ?? "", delimiter)[0]?.[index]?.trim() || "_";
  } catch {
    return "_";
  }
}

/**
 * The file's records: the header and the fabric rows, each with its row number as a spreadsheet
 * shows it (blank rows are skipped but counted, against the limit too). Too many rows is a 413,
 * found before the rest is read; a quote left open or text after a closing quote is reported on
 * its row.
 */
export function records(
  text: string,
  report: ImportReport,
): { header: string[]; rows: { row: number; cells: string[] }[] } {
  const delimiter = detectDelimiter(text);
  let all: string[][];
  try {
    all = parseCsv(text, delimiter, FABRIC_IMPORT_LIMITS.rows + 1);
  } catch (error) {
    if (error instanceof CsvTooLong)
      throw tooLarge(`At most ${FABRIC_IMPORT_LIMITS.rows} rows`, { file: "too_long" });
    if (!(error instanceof CsvSyntaxError)) throw error;
    report.add(error.record, error.record > 1 ? columnAt(text, delimiter, error.cell) : "_", "invalid");
    return { header: [], rows: [] };
  }
  const [header = [], ...rest] = all;
  const rows = rest.map((cells, index) => ({ row: index + 2, cells })).filter((row) => !blank(row.cells));
  if (blank(header)) report.add(1, "_", "required");
  return { header, rows };
}
