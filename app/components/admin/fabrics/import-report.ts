import type { TFunction } from "i18next";
import {
  END_USES,
  FABRIC_CARD_LIMITS as L,
  FIBERS,
  FINISHES,
  PATTERNS,
  STOCK_SERVICES,
  WEAVES,
} from "../../../../common/constants";
import { FABRIC_IMPORT_LIMITS, type ImportRowError } from "../../../../common/fabric-import";
import { AdminApiError } from "../../../lib/admin/api";
import { describeError, fieldErrorText } from "../ui";

/** The number columns of the card and their bounds. */
const RANGES: Record<string, { min: number; max: number }> = {
  weight_gsm: L.weightGsm,
  width_cm: L.widthCm,
  ends_per_cm: L.threadsPerCm,
  picks_per_cm: L.threadsPerCm,
  min_order_m: L.minOrderM,
  lead_time_weeks: L.leadTimeWeeks,
};
/** The columns that take keys of a fixed list (`;`-separated for the lists). */
const KEYS: Record<string, readonly string[]> = {
  weave: WEAVES,
  pattern: PATTERNS,
  stock_service: STOCK_SERVICES,
  finishes: FINISHES,
  end_use: END_USES,
};

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
  if (field === "code") {
    if (code === "taken") return t("adminFabrics.card.codeTaken");
    if (code === "duplicate") return t(`${i}.codeTwice`);
    return t("adminFabrics.card.codeInvalid");
  }
  const text = fieldErrorText(t, code) ?? code;
  if (code === "required") return text;
  if (field === "composition") return t(`${i}.composition`, { keys: FIBERS.join(", ") });
  const range = RANGES[field];
  if (range) return t("adminFabrics.card.range", { min: range.min, max: range.max });
  const keys = KEYS[field];
  if (keys) return `${text}. ${t(`${i}.allowed`, { keys: keys.join(", ") })}`;
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
