/**
 * The rows of an imported fabric CSV (the file csv.ts exports, edited in a spreadsheet), checked
 * as the admin form is checked: the texts with the shapes of `POST /api/fabrics` (the Turkish
 * name and description required, the lengths), the technical card with `fabricCardSchema`
 * (common/fabric-card.ts). Each refused cell is reported by row and column. Nothing here reads
 * the database: the ids that must exist and the codes other fabrics hold are import.ts's; the
 * file as a whole (its text, its records, the report) is import-file.ts's.
 */
import { z } from "zod";
import { LANGUAGES, type Localized, TEXT_LIMITS } from "../../../common/constants";
import { type FabricCardInput, fabricCardSchema } from "../../../common/fabric-card";
import type { CardFieldName, CardFieldSpec } from "../../../common/fabric-card-fields";
import { type FieldErrorCode, fieldsFromZod } from "../../http/errors";
import { localizedFrom, readLocalizedPatch } from "../../http/input";
import { localizedKey, localizedShape } from "../../../common/api/input";
import { CSV_CARD_FIELDS, FABRIC_CSV_COLUMNS } from "./csv";
import { unprotectCell } from "../../http/csv-parse";
import { ImportReport, records } from "./import-file";
import { type PassportBody, passportBody } from "../../../common/api/contracts/passport";
import { PASSPORT_COLUMNS, PASSPORT_READ_ONLY, passportColumn, passportInput } from "./csv-passport";

/** Written by the export, never read back: a fabric's photos and its date are the site's own. */
const READ_ONLY: readonly string[] = ["photo_count", "created_at", PASSPORT_READ_ONLY];
const KNOWN: readonly string[] = FABRIC_CSV_COLUMNS;
/** Every column but the read-only ones; the passport's all or none (csv-passport.ts). */
const REQUIRED = FABRIC_CSV_COLUMNS.filter(
  (column) => !READ_ONLY.includes(column) && !PASSPORT_COLUMNS.includes(column),
);

/**
 * The card's fields the file carries (its columns of the same names): all of them today. Were
 * one left out of the file, an update would keep it as stored and a new fabric would take the
 * schema's default.
 */
export const FILE_CARD_FIELDS: readonly CardFieldName[] = CSV_CARD_FIELDS.map(
  (field) => field.name as CardFieldName,
);

/** A row that passed every check of its own. `id` null: a new fabric. */
export type ImportRow = {
  row: number;
  id: number | null;
  name: Localized;
  description: Localized;
  /** The whole card as the schema gives it (defaults for the fields the file does not carry). */
  card: FabricCardInput;
  /** The collection's id (checked against the database by import.ts), or null for none. */
  collectionId: number | null;
  /** The passport's shape checked (its checks against the card and records: import.ts); undefined: the file has none. */
  passport: PassportBody | undefined;
};

/** What one row says, checked: `id` and `code` undefined when their own cells were refused. */
export type CheckedRow = {
  row: number;
  id: number | null | undefined;
  code: string | null | undefined;
  value: ImportRow | null;
};

/** Longest unknown column name the report repeats. */
const COLUMN_ECHO_MAX = 40;

/** Where each column is; every column but the read-only ones must be there, each once, and no other. */
function readHeader(header: string[], report: ImportReport): Map<string, number> {
  const positions = new Map<string, number>();
  header.forEach((raw, index) => {
    const name = raw.trim();
    // An unknown column is named in the report, cut short: the file's text is not echoed whole.
    if (!KNOWN.includes(name)) report.add(1, name.slice(0, COLUMN_ECHO_MAX), "invalid");
    else if (positions.has(name)) report.add(1, name, "duplicate");
    else positions.set(name, index);
  });
  for (const column of REQUIRED) if (!positions.has(column)) report.add(1, column, "required");
  if (PASSPORT_COLUMNS.some((column) => positions.has(column)))
    for (const column of PASSPORT_COLUMNS) if (!positions.has(column)) report.add(1, column, "required");
  return positions;
}

/** The texts, checked with the shapes of the admin form (`name`, `name_en`, …). */
const textsSchema = z.object({
  ...localizedShape("name", TEXT_LIMITS.name, "required"),
  ...localizedShape("description", TEXT_LIMITS.description, "required"),
});

/** The form's key of a text (`name`, `name_en`) back to its column (`name_tr`, `name_en`). */
const textColumn = (key: string) => (/_(en|de|es|fr)$/.test(key) ? key : `${key}_tr`);

const orNull = (cell: string) => (cell.trim() === "" ? null : cell);
/** An integer cell as a number; anything else as its text, for the schema to refuse. */
const integer = (cell: string) => {
  const text = cell.trim();
  if (text === "") return null;
  return /^[+-]?\d{1,15}$/.test(text) ? Number(text) : text;
};
const list = (cell: string) =>
  cell
    .split(";")
    .map((item) => item.trim())
    .filter(Boolean);
/** `linen:55;cotton:45` as the card's shares; a share not of that form goes as it is (refused). */
const composition = (cell: string) =>
  list(cell).map((share) => {
    const colon = share.indexOf(":");
    if (colon === -1) return share;
    return { fiber: share.slice(0, colon).trim(), percent: integer(share.slice(colon + 1)) ?? "" };
  });

/** `01:white:#ffffff;02:navy:#263454` as the card's colourways (a gallery photo is the admin form's to set). */
const colourways = (cell: string) =>
  list(cell).map((item) => {
    const [ref = "", shade = "", hex = ""] = item.split(":").map((part) => part.trim());
    return { ref, shade, hex, photo_id: null };
  });

/** A field's cell as the card's value, by its kind (unchecked: the schema refuses what is wrong). */
function cardValue(field: CardFieldSpec, cell: string): unknown {
  switch (field.kind) {
    case "code":
    case "text":
      return orNull(cell);
    case "composition":
      return composition(cell);
    case "int":
      return integer(cell);
    case "enum":
      return orNull(cell.trim());
    case "keys":
      return list(cell);
    case "colourways":
      return colourways(cell);
  }
}

/** One row: its id, its texts and its card, every refused cell reported. */
function readRow(
  row: number,
  cells: string[],
  positions: Map<string, number>,
  report: ImportReport,
): CheckedRow {
  const cell = (column: string) => unprotectCell(cells[positions.get(column)!] ?? "").normalize("NFC");
  let ok = true;

  const idText = cell("id").trim();
  let id: number | null | undefined = null;
  if (idText !== "") {
    id =
      /^\d{1,10}$/.test(idText) && Number(idText) >= 1 && Number(idText) <= 2_147_483_647
        ? Number(idText)
        : undefined;
    if (id === undefined) {
      report.add(row, "id", "invalid");
      ok = false;
    }
  }

  const texts: Record<string, string> = {};
  for (const lang of LANGUAGES) {
    texts[localizedKey("name", lang)] = cell(`name_${lang}`);
    texts[localizedKey("description", lang)] = cell(`description_${lang}`);
  }
  const checkedTexts = textsSchema.safeParse(texts, { reportInput: true });
  if (!checkedTexts.success) {
    for (const [key, code] of Object.entries(fieldsFromZod(checkedTexts.error)))
      report.add(row, textColumn(key), code);
    ok = false;
  }

  const card = Object.fromEntries(
    CSV_CARD_FIELDS.map((field) => [field.name, cardValue(field, cell(field.name))]),
  );
  const checkedCard = fabricCardSchema.safeParse(card, { reportInput: true });
  let codeOk = true;
  if (!checkedCard.success) {
    // `composition.1.percent` is the composition cell's problem: one code per column, the first.
    const columns = new Map<string, FieldErrorCode>();
    for (const [key, code] of Object.entries(fieldsFromZod(checkedCard.error))) {
      const column = key.split(".")[0]!;
      if (!columns.has(column)) columns.set(column, code);
    }
    for (const [column, code] of columns) report.add(row, column, code);
    codeOk = !columns.has("code");
    ok = false;
  }

  const collectionText = cell("collection_id").trim();
  const collectionId =
    collectionText === "" ? null : /^[1-9]\d{0,8}$/.test(collectionText) ? Number(collectionText) : undefined;
  if (collectionId === undefined) {
    report.add(row, "collection_id", "invalid");
    ok = false;
  }

  let passport: PassportBody | undefined;
  if (positions.has("hs_code")) {
    const checked = passportBody.safeParse(passportInput(cell), { reportInput: true });
    if (checked.success) passport = checked.data;
    else {
      for (const key of Object.keys(fieldsFromZod(checked.error)))
        report.add(row, passportColumn(key), fieldsFromZod(checked.error)[key]!);
      ok = false;
    }
  }

  const code = codeOk ? (card.code as string | null)?.trim().toUpperCase() || null : undefined;
  if (!ok || !checkedCard.success || !checkedTexts.success) return { row, id, code, value: null };
  return {
    row,
    id,
    code,
    value: {
      row,
      id: id ?? null,
      name: localizedFrom(readLocalizedPatch(checkedTexts.data, "name")),
      description: localizedFrom(readLocalizedPatch(checkedTexts.data, "description")),
      card: checkedCard.data,
      collectionId: collectionId ?? null,
      passport,
    },
  };
}

/**
 * Every row of the file, checked on its own and against the others (an id or a code twice is
 * reported on its later rows). The report collects what is wrong; the caller adds what the
 * database says and refuses the file if anything was found.
 */
export function readFabricCsv(text: string): { rows: CheckedRow[]; report: ImportReport } {
  const report = new ImportReport();
  const { header, rows } = records(text, report);
  if (!report.empty) return { rows: [], report };
  const positions = readHeader(header, report);
  if (!report.empty) return { rows: [], report };

  const checked = rows.map(({ row, cells }) => {
    if (cells.length !== header.length) {
      // A row with more or fewer cells than the header: its cells cannot be told apart.
      report.add(row, "_", "invalid");
      return { row, id: undefined, code: undefined, value: null };
    }
    return readRow(row, cells, positions, report);
  });
  const ids = new Set<number>();
  const codes = new Set<string>();
  for (const row of checked) {
    if (typeof row.id === "number") {
      if (ids.has(row.id)) report.add(row.row, "id", "duplicate");
      ids.add(row.id);
    }
    if (row.code) {
      if (codes.has(row.code)) report.add(row.row, "code", "duplicate");
      codes.add(row.code);
    }
  }
  return { rows: checked, report };
}
