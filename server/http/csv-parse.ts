/**
 * Reads CSV text back into records of cells (RFC 4180): cells separated by a comma (or by the
 * semicolon a Turkish or German spreadsheet writes, see detectDelimiter); a quoted cell may hold
 * the delimiter, doubled quotes (`""` is one `"`) and line breaks; records end with CRLF, LF or
 * CR; a byte-order mark at the start is dropped. What csv.ts writes, this reads as it was.
 *
 * Lenient where spreadsheets are (a quote inside an unquoted cell is kept as text), strict where
 * a cell's end would be guessed (text after a closing quote, a quote never closed): those throw
 * CsvSyntaxError naming the record and the cell.
 */
import { FORMULA_START } from "./csv";

/** A quote that does not end where a cell ends: the record (1 = first) and the cell (0-based). */
export class CsvSyntaxError extends Error {
  constructor(
    readonly record: number,
    readonly cell: number,
    message: string,
  ) {
    super(message);
    this.name = "CsvSyntaxError";
  }
}

/** More records than the caller takes: reading stopped there, so a huge file costs no more. */
export class CsvTooLong extends Error {
  constructor(readonly limit: number) {
    super(`More than ${limit} records`);
    this.name = "CsvTooLong";
  }
}

export type CsvDelimiter = "," | ";";

/**
 * The delimiter of a file: `;` when its first line holds more semicolons than commas outside
 * quotes (a spreadsheet saved with a semicolon list separator), else `,`.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === "\n" || c === "\r")) break;
    else if (!quoted && c === ",") commas++;
    else if (!quoted && c === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}

/**
 * Every record of the text, each a list of its cells, as written (no trimming, no unquoting
 * beyond RFC 4180); blank lines are records of one empty cell. More than `maxRecords` throws
 * CsvTooLong.
 */
export function parseCsv(
  text: string,
  delimiter: CsvDelimiter = ",",
  maxRecords = Number.POSITIVE_INFINITY,
): string[][] {
  const records: string[][] = [];
  const end = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (i >= end) return records;
  let record: string[] = [];
  const close = () => {
    records.push(record);
    if (records.length > maxRecords) throw new CsvTooLong(maxRecords);
    record = [];
  };
  for (;;) {
    let cell: string;
    if (text[i] === '"') {
      // A quoted cell: up to the quote that is not doubled.
      cell = "";
      let from = i + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1)
          throw new CsvSyntaxError(records.length + 1, record.length, "A quoted cell is never closed");
        cell += text.slice(from, quote);
        if (text[quote + 1] === '"') {
          cell += '"';
          from = quote + 2;
          continue;
        }
        i = quote + 1;
        break;
      }
      const next = text[i];
      if (i < end && next !== delimiter && next !== "\r" && next !== "\n")
        throw new CsvSyntaxError(records.length + 1, record.length, "Text after the closing quote of a cell");
    } else {
      let stop = i;
      while (stop < end) {
        const c = text[stop];
        if (c === delimiter || c === "\r" || c === "\n") break;
        stop++;
      }
      cell = text.slice(i, stop);
      i = stop;
    }
    record.push(cell);
    if (i >= end) {
      close();
      return records;
    }
    if (text[i] === delimiter) {
      i++;
      if (i >= end) {
        // A delimiter as the last character: one more, empty, cell.
        record.push("");
        close();
        return records;
      }
      continue;
    }
    // A line break: CRLF, LF or a lone CR.
    i += text[i] === "\r" && text[i + 1] === "\n" ? 2 : 1;
    close();
    // A line break as the last characters ends the last record; it does not start an empty one.
    if (i >= end) return records;
  }
}

/**
 * A cell without the apostrophe server/http/csv.ts puts before a text a spreadsheet would run as a formula
 * (`'=SUM(A1)` -> `=SUM(A1)`); any other cell as it is.
 */
export function unprotectCell(cell: string): string {
  return cell.length > 1 && cell[0] === "'" && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
