/**
 * The passport's columns of the staff's fabric CSV (csv.ts), and reading them back (import).
 * The values are the passport's own codes, as `PUT /api/fabrics/:id/passport` takes them; lists
 * are list cells (common/list-cell.ts: items `;`-separated, fields `:`-separated, `\` escapes):
 *
 * - `passport_fibres`: `fiber:origin:recycled_percent:recycled_source:certificate_id`
 *   (`linen:FR:::;organic_cotton:TR:9:pre_consumer:4`)
 * - `passport_steps`: `step:country:facility_id` (`spinning:EG:;weaving:PT:3`)
 * - `passport_tests`: `property:method:result:unit:tested_on:lab`, then `:report_id:public` or
 *   `:report_id:private` when the result has a lab report
 * - `svhc_above_threshold`: one name or CAS number per item
 * - `gtins`: `colourway_ref:gtin` (`01:04006381333931`)
 *
 * A file without any of these columns leaves the passports as stored; one with some must have all.
 */
import type { PassportBody } from "../../../common/api/contracts/passport";
import { joinList, splitList } from "../../../common/list-cell";
import { CARE_GROUPS } from "../../../common/passport";

/** The columns, in order; `passport_completeness` is written, never read back. */
export const PASSPORT_COLUMNS: readonly string[] = [
  ...["hs_code", "dyeing_process", "passport_fibres", "passport_steps"],
  ...CARE_GROUPS.map((group) => `care_${group}`),
  ...["passport_tests", "svhc_checked_on", "svhc_above_threshold", "rsl", "gtins"],
];
export const PASSPORT_READ_ONLY = "passport_completeness";

export const EMPTY_PASSPORT: PassportBody = {
  hs_code: null,
  dyeing_process: null,
  fibres: [],
  steps: [],
  care: { wash: null, bleach: null, tumble_dry: null, iron: null, professional: null },
  tests: [],
  substances: { checked_on: null, svhc_above_threshold: [], rsl: null },
  colourways: [],
};

/** A stored passport's cells, in PASSPORT_COLUMNS' order. */
export function passportCells(stored: PassportBody | null): (string | null)[] {
  const p = stored ?? EMPTY_PASSPORT;
  return [
    p.hs_code,
    p.dyeing_process,
    joinList(
      p.fibres.map((f) => [
        f.fiber,
        f.origin_country,
        f.recycled_percent,
        f.recycled_source,
        f.certificate_id,
      ]),
    ),
    joinList(p.steps.map((s) => [s.step, s.country, s.facility_id])),
    ...CARE_GROUPS.map((group) => p.care[group]),
    joinList(
      p.tests.map((t) => [
        t.property,
        t.method,
        t.result,
        t.unit,
        t.tested_on,
        t.lab,
        ...(t.report ? [t.report.id, t.report.public ? "public" : "private"] : []),
      ]),
    ),
    p.substances.checked_on,
    joinList(p.substances.svhc_above_threshold.map((name) => [name])),
    p.substances.rsl,
    joinList(p.colourways.map((c) => [c.ref, c.gtin])),
  ];
}

const orNull = (text: string | undefined) => (text === undefined || text.trim() === "" ? null : text.trim());
/** A whole number as a number; anything else as its text, for the schema to refuse. */
const integer = (text: string | undefined) => {
  const value = orNull(text);
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : value;
};
/** An item's fields by position; more fields than the item has is a text the schema refuses. */
const fieldsOf = (cell: string, count: number) =>
  splitList(cell).map((fields) => (fields.length > count ? [fields.join(":")] : fields));

/** A test's report from its two fields: none when both are empty; else what the schema checks. */
function reportOf(id: string | undefined, visibility: string | undefined) {
  const shown = orNull(visibility);
  if (orNull(id) === null && shown === null) return null;
  return { id: integer(id), public: shown === "public" ? true : shown === "private" ? false : shown };
}

/** The body the cells say (unchecked: passportBody refuses what is wrong). */
export function passportInput(cell: (column: string) => string): Record<string, unknown> {
  return {
    hs_code: orNull(cell("hs_code")),
    dyeing_process: orNull(cell("dyeing_process")),
    fibres: fieldsOf(cell("passport_fibres"), 5).map(([fiber, origin, recycled, source, certificate]) => ({
      fiber: fiber?.trim(),
      origin_country: orNull(origin),
      recycled_percent: integer(recycled),
      recycled_source: orNull(source),
      certificate_id: integer(certificate),
    })),
    steps: fieldsOf(cell("passport_steps"), 3).map(([step, country, facility]) => ({
      step: step?.trim(),
      country: orNull(country),
      facility_id: integer(facility),
    })),
    care: Object.fromEntries(CARE_GROUPS.map((group) => [group, orNull(cell(`care_${group}`))])),
    tests: fieldsOf(cell("passport_tests"), 8).map(
      ([property, method, result, unit, tested_on, lab, report, visibility]) => ({
        property: property?.trim(),
        method: method?.trim(),
        result: result?.trim(),
        unit: unit?.trim(),
        tested_on: tested_on?.trim(),
        lab: lab?.trim(),
        report: reportOf(report, visibility),
      }),
    ),
    substances: {
      checked_on: orNull(cell("svhc_checked_on")),
      svhc_above_threshold: splitList(cell("svhc_above_threshold")).map((fields) => fields.join(":").trim()),
      rsl: orNull(cell("rsl")),
    },
    colourways: fieldsOf(cell("gtins"), 2).map(([ref, gtin]) => ({ ref: ref?.trim(), gtin: orNull(gtin) })),
  };
}

const BY_FIELD: Record<string, string> = {
  fibres: "passport_fibres",
  steps: "passport_steps",
  tests: "passport_tests",
  colourways: "gtins",
  checked_on: "svhc_checked_on",
  svhc_above_threshold: "svhc_above_threshold",
  rsl: "rsl",
};

/** The column of a passport's field error (`fibres.1.recycled_percent` → `passport_fibres`). */
export function passportColumn(field: string): string {
  const [first = "", second = ""] = field.split(".");
  if (first === "care") return second ? `care_${second}` : "care_wash";
  if (first === "substances") return BY_FIELD[second] ?? "svhc_checked_on";
  return BY_FIELD[first] ?? first;
}
