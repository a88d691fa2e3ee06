// The admin's CSV export and import of fabrics, for the import's API tests: the file as the
// export writes it (csvCell, CRLF, BOM), read into rows by column, and sent back.
import { csvCell } from "../../server/http/csv";
import { FABRIC_CSV_COLUMNS } from "../../server/modules/fabrics/csv";
import { parseCsv } from "../../server/http/csv-parse";
import { type AdminSession, multipart, type TestApp } from "./app";

export type CsvRow = Record<string, string>;

/** The catalogue as the export sends it (the response's text, byte-order mark included). */
export async function exportCsv(t: TestApp, admin: AdminSession): Promise<string> {
  const res = await t.app.inject({ method: "GET", url: "/api/exports/fabrics.csv", headers: admin.headers });
  if (res.statusCode !== 200) throw new Error(`export: ${res.statusCode} ${res.body}`);
  return res.body;
}

/** A CSV text's rows by column name (the header's), cells as written (apostrophes kept). */
export function rowsOf(text: string): CsvRow[] {
  const [header = [], ...rows] = parseCsv(text);
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ""])));
}

/** Rows back into a file the way the export writes one; missing cells are empty. */
export function csvOf(rows: CsvRow[], columns: readonly string[] = FABRIC_CSV_COLUMNS): string {
  const lines = [
    columns.join(","),
    ...rows.map((row) => columns.map((c) => csvCell(row[c] ?? "")).join(",")),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** A new fabric's row: the Turkish texts and the given cells. */
export const newRow = (cells: CsvRow): CsvRow => ({
  id: "",
  name_tr: "İthal kumaş",
  description_tr: "CSV ile eklendi",
  ...cells,
});

/** POST of a file to the import, as the admin dialog sends it (or as `session` says). */
export function importCsv(
  t: TestApp,
  session: AdminSession | null,
  content: string | Buffer,
  filename = "fabrics.csv",
) {
  const body = multipart({}, [
    {
      field: "file",
      filename,
      content: Buffer.isBuffer(content) ? content : Buffer.from(content),
      contentType: "text/csv",
    },
  ]);
  return t.app.inject({
    method: "POST",
    url: "/api/imports/fabrics.csv",
    payload: body.payload,
    headers: { ...(session?.headers ?? {}), ...body.headers },
  });
}
