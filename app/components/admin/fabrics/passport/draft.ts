import type { Fiber } from "../../../../../common/constants";
import type { FabricItemDto } from "../../../../../common/api/fabrics";
import type { PassportBody } from "../../../../../common/api/contracts/passport";
import {
  CARE_GROUPS,
  type CareGroup,
  completeness,
  missingParts,
  PASSPORT_STEPS,
  type PassportPart,
  type PassportStep,
  type TestProperty,
} from "../../../../../common/passport";

/**
 * The passport editor's form: every field as the inputs hold it (strings, "" for not stated),
 * one fibre per composition line, one step per step of the making, one GTIN per colourway.
 */
export type FibreDraft = {
  fiber: Fiber;
  percent: number;
  origin_country: string;
  recycled_percent: string;
  recycled_source: string;
  certificate_id: string;
};
export type StepDraft = { step: PassportStep; facility_id: string; country: string };
export type TestDraft = {
  key: number;
  property: TestProperty | "";
  method: string;
  result: string;
  unit: string;
  tested_on: string;
  lab: string;
  /** The lab's report, uploaded on its own (POST /api/fabrics/:id/reports); `public`: visitors may open it. */
  report: { id: number; public: boolean; url: string } | null;
};
export type PassportDraft = {
  hs_code: string;
  dyeing_process: string;
  fibres: FibreDraft[];
  steps: StepDraft[];
  care: Record<CareGroup, string>;
  tests: TestDraft[];
  checked_on: string;
  svhc: string;
  rsl: string;
  colourways: { ref: string; gtin: string }[];
};

let nextKey = 1;
/** An empty test row (its key keeps React's rows apart). */
export const emptyTest = (): TestDraft => ({
  key: nextKey++,
  property: "",
  method: "",
  result: "",
  unit: "",
  tested_on: "",
  lab: "",
  report: null,
});

/** The form of a fabric as its answer holds it (GET /api/fabrics/:id). */
export function draftFromFabric(fabric: FabricItemDto): PassportDraft {
  const p = fabric.passport;
  return {
    hs_code: p.hs_code ?? "",
    dyeing_process: p.dyeing_process ?? "",
    fibres: p.fibres.map((f) => ({
      fiber: f.fiber,
      percent: f.percent,
      origin_country: f.origin_country ?? "",
      recycled_percent: f.recycled_percent === null ? "" : String(f.recycled_percent),
      recycled_source: f.recycled_source ?? "",
      certificate_id: f.certificate_id === null ? "" : String(f.certificate_id),
    })),
    steps: PASSPORT_STEPS.map((step) => {
      const found = p.steps.find((s) => s.step === step);
      return {
        step,
        facility_id: found?.facility ? String(found.facility.id) : "",
        country: found && !found.facility ? found.country : "",
      };
    }),
    care: Object.fromEntries(CARE_GROUPS.map((g) => [g, p.care[g] ?? ""])) as Record<CareGroup, string>,
    tests: p.tests.map((test) => ({ ...emptyTest(), ...test })),
    checked_on: p.substances.checked_on ?? "",
    svhc: p.substances.svhc_above_threshold.join("\n"),
    rsl: p.substances.rsl ?? "",
    colourways: fabric.colourways.map((c) => ({ ref: c.ref, gtin: c.gtin ?? "" })),
  };
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());
const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value));

/** The steps the making has: those with a facility or a country. */
export const stepsTaken = (draft: PassportDraft) =>
  draft.steps.filter((s) => s.facility_id !== "" || s.country.trim() !== "");

/** The body of PUT /api/fabrics/:id/passport; the server checks it (its 400 names the fields). */
export function bodyFromDraft(draft: PassportDraft): PassportBody {
  return {
    hs_code: orNull(draft.hs_code),
    dyeing_process: orNull(draft.dyeing_process) as PassportBody["dyeing_process"],
    fibres: draft.fibres.map((f) => ({
      fiber: f.fiber,
      origin_country: orNull(f.origin_country.toUpperCase()),
      recycled_percent: numberOrNull(f.recycled_percent),
      recycled_source: orNull(f.recycled_source) as PassportBody["fibres"][number]["recycled_source"],
      certificate_id: numberOrNull(f.certificate_id),
    })),
    steps: stepsTaken(draft).map((s) => ({
      step: s.step,
      facility_id: numberOrNull(s.facility_id),
      country: s.facility_id === "" ? orNull(s.country.toUpperCase()) : null,
    })),
    care: Object.fromEntries(CARE_GROUPS.map((g) => [g, orNull(draft.care[g])])) as PassportBody["care"],
    tests: draft.tests.map(({ key: _key, report, ...test }) => ({
      ...test,
      property: test.property as TestProperty,
      report: report ? { id: report.id, public: report.public } : null,
    })),
    substances: {
      checked_on: orNull(draft.checked_on),
      svhc_above_threshold: draft.svhc
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
      rsl: orNull(draft.rsl),
    },
    colourways: draft.colourways.map((c) => ({ ref: c.ref, gtin: orNull(c.gtin) })),
  };
}

/** What is missing and how complete the form is now: the server's own count (common/passport.ts). */
export function liveCompleteness(draft: PassportDraft): { value: number; missing: PassportPart[] } {
  const body = bodyFromDraft(draft);
  const missing = missingParts(body);
  return { value: completeness(missing), missing };
}

/** A server's field key (`steps.0.country`) read back to the form's own key (`steps.weaving.country`). */
export function formKey(key: string, draft: PassportDraft): string {
  const match = /^steps\.(\d+)\.(.+)$/.exec(key);
  if (!match) return key;
  const step = stepsTaken(draft)[Number(match[1])];
  return step ? `steps.${step.step}.${match[2]}` : key;
}
