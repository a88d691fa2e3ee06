/**
 * A fabric's passport (where and how it is made, its care, tests and substances, its colourways'
 * GTINs): the lists and limits the server checks and the admin form will offer, and how complete
 * a passport is. Browser-safe: no zod here (the body's schema: common/api/contracts/passport.ts).
 */

/** The making's steps, in their order. */
export const PASSPORT_STEPS = ["spinning", "weaving", "dyeing", "printing", "finishing"] as const;
export type PassportStep = (typeof PASSPORT_STEPS)[number];

export const DYEING_PROCESSES = ["yarn_dyed", "piece_dyed", "printed", "undyed"] as const;
export type DyeingProcess = (typeof DYEING_PROCESSES)[number];

/** Where a recycled fibre comes from (ISO 14021): offcuts of a making, or worn textiles. */
export const RECYCLED_SOURCES = ["pre_consumer", "post_consumer"] as const;
export type RecycledSource = (typeof RECYCLED_SOURCES)[number];

/**
 * The care symbols of ISO 3758:2023, one choice per group. Washing: the tub's highest temperature
 * (°C), by hand, or not at all.
 */
export const CARE = {
  wash: ["95", "60", "40", "30", "hand", "no_wash"],
  /** Any bleach; oxygen (non-chlorine) bleach only; no bleach. */
  bleach: ["any", "oxygen_only", "no_bleach"],
  /** Tumble drying at normal (80 °C) or low (60 °C) temperature, or not at all. */
  tumble_dry: ["normal", "low", "no_tumble_dry"],
  /** The sole plate's highest temperature: 200, 150, 110 °C (no steam), or no ironing. */
  iron: ["high", "medium", "low", "no_iron"],
  /** Professional cleaning: dry cleaning in solvents (P or F), wet cleaning (W), or none. */
  professional: ["dry_clean_p", "dry_clean_f", "wet_clean", "no_professional"],
} as const;
export type CareGroup = keyof typeof CARE;
export const CARE_GROUPS = Object.keys(CARE) as CareGroup[];

/** What a test result measures: the fabric's stability and strength, its colour's fastness. */
export const TEST_PROPERTIES = [
  ...["dimensional_change", "pilling", "tensile", "tear", "seam_slippage"],
  ...["colour_fastness_washing", "colour_fastness_rubbing_dry", "colour_fastness_rubbing_wet"],
  ...["colour_fastness_light", "colour_fastness_perspiration"],
] as const;
export type TestProperty = (typeof TEST_PROPERTIES)[number];

/**
 * How much a passport holds: test results (`tests`), a test's method, result, unit or laboratory
 * (`testText`), substances of very high concern named (`substances`) and each name or CAS number
 * (`substance`), the name of the restricted-substances list it conforms to (`rsl`).
 */
export const PASSPORT_LIMITS = { tests: 40, testText: 100, substances: 50, substance: 200, rsl: 200 } as const;

/** An HS code (the customs tariff number): 6 to 10 digits. */
export const HS_CODE = /^[0-9]{6,10}$/;

/** The parts of a passport its completeness counts, each as much as the others. */
export const PASSPORT_PARTS = ["hs_code", "dyeing_process", "fibres", "steps", "care", "tests", "substances", "gtin"] as const;
export type PassportPart = (typeof PASSPORT_PARTS)[number];

/** What the completeness looks at: the passport's answer and the card's composition and colourways. */
export type PassportFacts = {
  hs_code: string | null;
  dyeing_process: string | null;
  /** One per composition line, its origin or null. */
  fibres: { origin_country: string | null }[];
  steps: unknown[];
  care: Record<CareGroup, string | null>;
  tests: unknown[];
  substances: { checked_on: string | null; rsl: string | null };
  /** One per colourway, its GTIN or null. */
  colourways: { gtin: string | null }[];
};

/** Which parts are missing: a list of fibres or colourways is whole only when each has its value. */
export function missingParts(p: PassportFacts): PassportPart[] {
  const filled: Record<PassportPart, boolean> = {
    hs_code: p.hs_code !== null,
    dyeing_process: p.dyeing_process !== null,
    fibres: p.fibres.length > 0 && p.fibres.every((f) => f.origin_country !== null),
    steps: p.steps.length > 0,
    care: CARE_GROUPS.every((group) => p.care[group] !== null),
    tests: p.tests.length > 0,
    substances: p.substances.checked_on !== null && p.substances.rsl !== null,
    gtin: p.colourways.length > 0 && p.colourways.every((c) => c.gtin !== null),
  };
  return PASSPORT_PARTS.filter((part) => !filled[part]);
}

/** 0–100: the share of the parts that are filled, rounded. */
export const completeness = (missing: readonly PassportPart[]) =>
  Math.round((100 * (PASSPORT_PARTS.length - missing.length)) / PASSPORT_PARTS.length);
