/**
 * CSV for the staff's exports (UTF-8 with a BOM, CRLF, as spreadsheets open it).
 *
 * One cell: a text a spreadsheet would run as a formula (starting with = + - @, their
 * full-width and small forms ＝ ＋ － ＠ ﹦ ﹢ ﹣ ﹫, which spreadsheets in East Asian locales read as
 * the ASCII ones, a tab or a carriage return) gets a leading apostrophe, so that a name a visitor
 * or an admin typed never becomes a command in a colleague's Excel (CSV injection). Quoted when
 * it holds a comma, a quote or a line break.
 */
import type { FastifyReply } from "fastify";
import { today } from "../../common/dates";

/** The first characters that make a cell a formula: every CSV export escapes them, the import unescapes them. */
export const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the header, then one line per row. */
export function csvText(header: readonly string[], rows: (string | number | null | undefined)[][]): string {
  const lines = [header.join(","), ...rows.map((row) => row.map(csvCell).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** A CSV download's answer: `<name>-<today>.csv`, never cached (the staff's data). */
export function sendCsv(reply: FastifyReply, name: string, csv: string) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}-${today()}.csv"`)
    .header("cache-control", "no-store")
    .send(csv);
}
