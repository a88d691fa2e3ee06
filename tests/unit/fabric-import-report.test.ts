// The import dialog's words for what the server refused (app/components/admin/fabrics/import-report.ts):
// every row code the server sends reads as a sentence in the admin's language, and the client
// keeps the envelope's rows.
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { fileProblem, importFailure, importProblem } from "../../app/components/admin/fabrics/import-report";
import { createI18n } from "../../app/i18n/instance";
import { AdminApiError } from "../../app/lib/admin/api";
import { FORM_ERROR_CODES } from "../../common/api/error-codes";
import de from "../../common/i18n/locales/de";
import en from "../../common/i18n/locales/en";
import tr from "../../common/i18n/locales/tr";
import { FABRIC_CSV_COLUMNS } from "../../server/modules/fabrics/csv";

const i18n = createI18n("tr", { tr: { translation: tr }, en: { translation: en }, de: { translation: de } });
const t = (lng: "tr" | "en" | "de") => i18n.getFixedT(lng) as TFunction;

describe("importProblem", () => {
  it("says what is wrong with each kind of cell", () => {
    const tr$ = t("tr");
    expect(importProblem(tr$, { row: 1, field: "weave", code: "required" })).toBe(
      tr.adminFabrics.import.header.missing,
    );
    expect(importProblem(tr$, { row: 1, field: "__proto__", code: "invalid" })).toBe(
      tr.adminFabrics.import.header.unknown,
    );
    expect(importProblem(tr$, { row: 1, field: "code", code: "duplicate" })).toBe(
      tr.adminFabrics.import.header.twice,
    );
    expect(importProblem(tr$, { row: 1, field: "_", code: "required" })).toBe(
      tr.adminFabrics.import.header.empty,
    );
    expect(importProblem(tr$, { row: 4, field: "_", code: "invalid" })).toBe(tr.adminFabrics.import.rowCells);
    expect(importProblem(tr$, { row: 4, field: "id", code: "not_found" })).toBe(
      tr.adminFabrics.import.idNotFound,
    );
    expect(importProblem(tr$, { row: 4, field: "code", code: "taken" })).toBe(tr.adminFabrics.card.codeTaken);
    expect(importProblem(tr$, { row: 4, field: "code", code: "duplicate" })).toBe(
      tr.adminFabrics.import.codeTwice,
    );
    expect(importProblem(tr$, { row: 4, field: "name_tr", code: "required" })).toBe(
      tr.admin.validation.required,
    );
    expect(importProblem(t("en"), { row: 4, field: "weight_gsm", code: "too_long" })).toBe(
      "Enter a whole number between 30 and 600",
    );
    expect(importProblem(t("en"), { row: 4, field: "weave", code: "invalid" })).toMatch(
      /^.+\. Allowed values: poplin, twill, /,
    );
    expect(importProblem(t("de"), { row: 4, field: "composition", code: "invalid" })).toContain(
      "linen:55;cotton:45",
    );
  });

  it("has a text for every code on every column, never a catalogue key", () => {
    const keys = /^(adminFabrics|admin)\./;
    for (const field of [...FABRIC_CSV_COLUMNS, "_", ""]) {
      for (const code of FORM_ERROR_CODES) {
        for (const row of [1, 2]) {
          const text = importProblem(t("tr"), { row, field, code });
          expect(text, `${row} ${field} ${code}`).not.toMatch(keys);
          expect(text.length).toBeGreaterThan(3);
        }
      }
    }
  });
});

describe("the file's own failures", () => {
  it("name the limit or the fix", () => {
    const fail = (status: number, fields: Record<string, string>) =>
      importFailure(t("en"), new AdminApiError({ status, code: "x", message: "", fields }), "2", "5,000");
    expect(fail(413, { file: "file_size" })).toBe("The file is larger than 2 MB");
    expect(fail(413, { file: "too_long" })).toContain("more than 5,000 fabric rows");
    expect(fail(415, { file: "file_type" })).toBe(en.adminFabrics.import.file.type);
    expect(fail(400, { file: "invalid" })).toContain("UTF-8");
    expect(fail(409, { code: "taken" })).toBe(en.adminFabrics.import.conflict);
    expect(fail(503, {})).toContain(en.adminFabrics.import.failed);
    const file = (name: string, size: number) => ({ name, size }) as File;
    expect(fileProblem(t("en"), file("fabrics.CSV", 10), "2")).toBeNull();
    expect(fileProblem(t("en"), file("fabrics.xlsx", 10), "2")).toBe(en.adminFabrics.import.file.type);
    expect(fileProblem(t("en"), file("fabrics.csv", 3 * 1024 * 1024), "2")).toBe(
      "The file is larger than 2 MB",
    );
  });

  it("keep the envelope's rows on the error", () => {
    const error = new AdminApiError({
      status: 400,
      code: "invalid_input",
      message: "",
      rows: [{ row: 2, field: "id", code: "invalid" }],
    });
    expect(error.rows).toEqual([{ row: 2, field: "id", code: "invalid" }]);
    expect(new AdminApiError({ status: 400, code: "x", message: "" }).rows).toEqual([]);
  });
});
