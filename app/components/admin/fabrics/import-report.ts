import type { TFunction } from "i18next";
import { FIBERS } from "../../../../common/constants";
import { cardField } from "../../../../common/fabric-card-fields";
import { FABRIC_IMPORT_LIMITS, type ImportRowError } from "../../../../common/fabric-import";
import { AdminApiError } from "../../../lib/admin/api";
import { describeError, fieldErrorText } from "../ui";

/** Why the server refused one cell of the file, in the admin's language. */
export function importProblem(t: TFunction, { row, field, code }: ImportRowError): string {
  const i = "adminFabrics.import";
  if (row === 1) {
    if (field === "_") return code === "required" ? t(`${i}.header.empty`) : t(`${i}.header.unreadable`);
    if (code === "required") return t(`${i}.header.missing`);
    if (code === "duplicate") return t(`${i}.header.twice`);
    return t(`${i}.header.unknown`);
  }
  if (field === "_") return t(`${i}.rowCells`);
  if (field === "id") {
    if (code === "not_found") return t(`${i}.idNotFound`);
    if (code === "duplicate") return t(`${i}.idTwice`);
    return t(`${i}.idInvalid`);
  }
  const column = cardField(field);
  if (column?.kind === "code") {
    if (code === "taken") return t("adminFabrics.card.codeTaken");
    if (code === "duplicate") return t(`${i}.codeTwice`);
    return t("adminFabrics.card.codeInvalid");
  }
  const text = fieldErrorText(t, code) ?? code;
  if (code === "required") return text;
  if (column?.kind === "composition") return t(`${i}.composition`, { keys: FIBERS.join(", ") });
  // A number column names its bounds; a column of keys (`;`-separated for a list) names the keys.
  if (column?.kind === "int") return t("adminFabrics.card.range", { min: column.min, max: column.max });
  if (column?.kind === "enum" || column?.kind === "keys")
    return `${text}. ${t(`${i}.allowed`, { keys: column.values.join(", ") })}`;
  return text;
}

/**
 * Why the file as a whole was refused (no row report): its size, its row count, its type or
 * encoding, a code saved meanwhile; else the status's explanation.
 */
export function importFailure(t: TFunction, error: unknown, size: string, rows: string): string {
  const i = "adminFabrics.import";
  if (error instanceof AdminApiError) {
    const file = error.fields.file;
    if (file === "file_size" || (error.status === 413 && !file)) return t(`${i}.file.tooLarge`, { size });
    if (file === "too_long") return t(`${i}.file.tooManyRows`, { rows });
    if (file === "file_type") return t(`${i}.file.type`);
    if (file === "invalid") return t(`${i}.file.encoding`);
    if (file === "required") return t(`${i}.file.required`);
    if (error.status === 409) return t(`${i}.conflict`);
  }
  return `${t(`${i}.failed`)}: ${describeError(t, error)}`;
}

/** The client's own check before sending: a .csv of at most the server's size. */
export function fileProblem(t: TFunction, file: File, size: string): string | null {
  if (!/\.csv$/i.test(file.name)) return t("adminFabrics.import.file.type");
  if (file.size > FABRIC_IMPORT_LIMITS.bytes) return t("adminFabrics.import.file.tooLarge", { size });
  return null;
}
