/**
 * A fabric's passport (its answer, common/api/fabrics.ts `FabricPassportDto`) as a reader sees
 * it in one language: the steps with their countries' names, the fibres' origins and recycled
 * shares, the care symbols' texts, the tests' rows, the substances' declaration. The fabric page's
 * loader (app/routes/site/fabric.server.ts) and the spec sheet's PDF
 * (server/modules/fabrics/spec-sheet-passport.ts) both write it from here.
 */
import type { FabricPassportDto } from "./api/fabrics";
import { type CareDrawing, careDrawing, careSymbols } from "./care-symbols";
import type { CareGroup, PassportStep } from "./passport";

/** A `t` of one language (i18next's, or the server's own for the PDFs). */
export type ViewT = (key: string, values?: Record<string, string | number>) => string;

export type PassportView = {
  steps: {
    step: PassportStep;
    name: string;
    country: string;
    /** Where it is done, with its anchor on /traceability; null when not disclosed. */
    facility: { id: number; name: string; city: string; country: string; anchor: string } | null;
  }[];
  /** Each fibre with its share, its origin's line ("Origin: Türkiye" or "origin not stated") and its recycled share's line. */
  fibres: { share: string; origin: string; recycled: string | null }[];
  /** The dyeing process and the HS code, each with its label, when known. */
  facts: { label: string; value: string }[];
  /** With its drawing (sent by the loader, so that the page's script does not carry them all). */
  care: { group: CareGroup; value: string; text: string; drawing: CareDrawing }[];
  tests: {
    property: string;
    method: string;
    result: string;
    day: string;
    date: string;
    lab: string;
    /** Its lab report: `url` when visitors may open it, null when it is on request; none: null. */
    report: { url: string | null } | null;
  }[];
  /** The REACH check's sentence (null: not checked) and the restricted-substances list's line. */
  substances: { svhc: string | null; rsl: string | null };
};

const names = new Map<string, Intl.DisplayNames>();
/** A country's name in `lng` (the code itself when the runtime does not know it). */
export function countryName(code: string, lng: string): string {
  let display = names.get(lng);
  if (!display) {
    display = new Intl.DisplayNames([lng], { type: "region", fallback: "code" });
    names.set(lng, display);
  }
  return display.of(code) ?? code;
}

/** The passport in one language; `day` writes a calendar day (`YYYY-MM-DD`) as the language does. */
export function passportView(
  passport: FabricPassportDto,
  lng: string,
  t: ViewT,
  day: (value: string) => string,
): PassportView {
  const { substances } = passport;
  return {
    steps: passport.steps.map((s) => ({
      step: s.step,
      name: t(`traceability.steps.${s.step}`),
      country: countryName(s.country, lng),
      facility: s.facility && {
        id: s.facility.id,
        name: s.facility.name,
        city: s.facility.city,
        country: countryName(s.facility.country, lng),
        // FacilityCard's heading under its step on /traceability.
        anchor: `facility-${s.step}-${s.facility.id}`,
      },
    })),
    fibres: passport.fibres
      .filter((f) => f.origin_country !== null || f.recycled_percent !== null)
      .map((f) => ({
        share: t("fabricCard.units.percent", {
          percent: f.percent,
          fiber: t(`fabricCard.fibers.${f.fiber}`),
        }),
        origin: f.origin_country
          ? t("passport.origin", { country: countryName(f.origin_country, lng) })
          : t("passport.originUnknown"),
        recycled:
          f.recycled_percent !== null && f.recycled_percent > 0
            ? t("passport.recycled", {
                percent: f.recycled_percent,
                source: f.recycled_source ? t(`passportTerms.recycled.${f.recycled_source}`) : "",
              }).replace(" ()", "")
            : null,
      })),
    facts: [
      passport.dyeing_process && {
        label: t("passport.dyeing"),
        value: t(`passportTerms.dyeing.${passport.dyeing_process}`),
      },
      passport.hs_code && { label: t("passport.hsCode"), value: passport.hs_code },
    ].filter((fact) => !!fact),
    care: careSymbols(passport.care).map(({ group, value }) => ({
      group,
      value,
      text: t(`passportTerms.care.${group}.${value}`),
      drawing: careDrawing(group, value)!,
    })),
    tests: passport.tests.map((test) => ({
      property: t(`passportTerms.tests.${test.property}`),
      method: test.method,
      result:
        test.unit.toLowerCase() === "grade"
          ? t("passportTerms.grade", { result: test.result })
          : `${test.result} ${test.unit}`,
      day: test.tested_on,
      date: day(test.tested_on),
      lab: test.lab,
      report: test.report ? { url: test.report.public ? test.report.url : null } : null,
    })),
    substances: {
      svhc: substances.checked_on
        ? substances.svhc_above_threshold.length > 0
          ? t("passport.svhcFound", {
              date: day(substances.checked_on),
              names: substances.svhc_above_threshold.join(", "),
            })
          : t("passport.svhcNone", { date: day(substances.checked_on) })
        : null,
      rsl: substances.rsl && t("passport.rsl", { rsl: substances.rsl }),
    },
  };
}

/** Whether the passport holds anything a reader would see (else the page and the sheet leave it out). */
export function hasPassportData(view: PassportView): boolean {
  return (
    view.steps.length > 0 ||
    view.fibres.length > 0 ||
    view.care.length > 0 ||
    view.tests.length > 0 ||
    view.facts.length > 0 ||
    view.substances.svhc !== null ||
    view.substances.rsl !== null
  );
}
