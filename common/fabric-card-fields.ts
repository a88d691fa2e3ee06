/**
 * The one description of a fabric's technical card (ADR 11): each field once, under the one name
 * the API's answer, the form's JSON, the CSV column and the label (fabricCard.fields.<name>) share,
 * with its kind, its limits, how it is shown and whether the finder filters on it. What follows
 * from it: the form's schema and the empty card (fabric-card.ts), the API's answer
 * (api/fabrics.ts), the rows of the fabric page and the spec sheet (fabric-card-text.ts), the
 * finder's facets (fabric-filter.ts), the CSV export and import (server/modules/fabrics/csv.ts,
 * import-rows.ts) and the admin form (app/components/admin/fabrics/card-form.ts,
 * FabricCardFields.tsx). The database keeps the card as one JSON value under these names (the
 * code apart: server/db/schema.ts). No zod here: the public pages' bundle imports it.
 */
import {
  END_USES,
  FABRIC_CARD_LIMITS as L,
  type Fiber,
  FINISHES,
  PATTERNS,
  type Shade,
  STOCK_SERVICES,
  WEAVES,
} from "./constants";

/** g/m² in oz/yd² (1 oz/yd² = 33.906 g/m²), to one decimal. */
export const ouncesPerSquareYard = (gsm: number) => Math.round((gsm / 33.906) * 10) / 10;
/** cm in inches, whole (as mills state usable width: 150 cm = 59″). */
export const inches = (cm: number) => Math.round(cm / 2.54);

/** A number as the page's language writes it (3,4 or 3.4). */
type FormatNumber = (value: number) => string;

/**
 * How the fabric page and the spec sheet show a number: the text (a catalogue key) and its
 * values, or null for no row. `label` names the row's label when it is not the field's own
 * (fabricCard.fields.<label>); `card` is the whole card, for a row that names two fields.
 */
type NumberShown = {
  label?: string;
  text: string;
  values(
    value: number,
    number: FormatNumber,
    card: Readonly<Record<string, unknown>>,
  ): Record<string, string | number> | null;
};

type Common = {
  name: string;
  /** Shown on the fabric's card on /fabrics (and what the list's loader keeps of the card). */
  summary?: true;
  /** The admin list flags a fabric where it is not known. */
  flagged?: true;
  /** A facet of the finder (its key list is the field's), or the finder's weight range. */
  finder?: "facet" | "range";
  /** A schema.org PropertyValue of the fabric's Product: its UN/CEFACT unit code for a number, else true. */
  schemaOrg?: string | true;
  /** The admin form's row (fields of one row side by side, in this order) and the field's width in it (of 12). */
  form: { row: number; width?: 4 | 6 };
};
export type IntSpec = Common & {
  kind: "int";
  min: number;
  max: number;
  /** The unit after the admin form's input (a catalogue key). */
  unit: string;
  /** Absent: no row of its own (another field's row names it). */
  shown?: NumberShown;
  /** Its text in a fabric's summary (the cards of /fabrics), when it has one. */
  brief?: (value: number) => string;
};
/** One key of a fixed list, or none; its label is `labels`.<key> in the catalogue. */
export type EnumSpec = Common & { kind: "enum"; values: readonly [string, ...string[]]; labels: string };
/** Distinct keys of a fixed list. */
export type KeysSpec = Common & { kind: "keys"; values: readonly [string, ...string[]]; labels: string };
/** One line of free text. */
export type TextSpec = Common & { kind: "text"; max: number; placeholder: string };
/** The article code: capitals, digits and single hyphens (a column of its own in the database, unique). */
export type CodeSpec = Common & { kind: "code"; max: number };
/** Fibres and their percentages. */
export type CompositionSpec = Common & { kind: "composition"; max: number };
/** The colours the article is made in. */
export type ColourwaysSpec = Common & { kind: "colourways"; max: number };
export type CardFieldSpec =
  | IntSpec
  | EnumSpec
  | KeysSpec
  | TextSpec
  | CodeSpec
  | CompositionSpec
  | ColourwaysSpec;
export type CardFieldKind = CardFieldSpec["kind"];

const THREADS_PER_CM = { min: 5, max: 300 } as const;

/**
 * The card's fields in the order of a mill's spec sheet: the API's answer, the CSV's columns and
 * the rows of the fabric page follow it. The bounds are a shirting mill's range, with room at
 * both ends.
 */
export const FABRIC_CARD_FIELDS = [
  { name: "code", kind: "code", max: L.code, summary: true, form: { row: 1, width: 6 } },
  { name: "composition", kind: "composition", max: L.fibers, summary: true, flagged: true, form: { row: 2 } },
  {
    name: "weight_gsm",
    kind: "int",
    min: 30,
    max: 600,
    unit: "fabricCard.inputUnits.gsm",
    shown: {
      text: "fabricCard.units.weight",
      values: (gsm: number, number: FormatNumber) => ({
        gsm: number(gsm),
        oz: number(ouncesPerSquareYard(gsm)),
      }),
    },
    // Without its conversion, never broken across lines.
    brief: (gsm: number) => `${gsm}\u00a0g/m²`,
    summary: true,
    flagged: true,
    finder: "range",
    schemaOrg: "GM",
    form: { row: 3, width: 6 },
  },
  {
    name: "width_cm",
    kind: "int",
    min: 50,
    max: 340,
    unit: "fabricCard.inputUnits.cm",
    shown: {
      text: "fabricCard.units.width",
      values: (cm: number, number: FormatNumber) => ({ cm: number(cm), inches: number(inches(cm)) }),
    },
    schemaOrg: "CMT",
    form: { row: 3, width: 6 },
  },
  {
    name: "weave",
    kind: "enum",
    values: WEAVES,
    labels: "fabricCard.weaves",
    finder: "facet",
    schemaOrg: true,
    form: { row: 3, width: 6 },
  },
  {
    name: "pattern",
    kind: "enum",
    values: PATTERNS,
    labels: "fabricCard.patterns",
    finder: "facet",
    schemaOrg: true,
    form: { row: 3, width: 6 },
  },
  {
    name: "yarn_count",
    kind: "text",
    max: 40,
    placeholder: "fabricCard.yarnPlaceholder",
    schemaOrg: true,
    form: { row: 1, width: 6 },
  },
  {
    name: "ends_per_cm",
    kind: "int",
    ...THREADS_PER_CM,
    unit: "fabricCard.inputUnits.perCm",
    shown: {
      label: "density",
      text: "fabricCard.units.density",
      // The text names both thread counts: one alone is not shown.
      values: (ends: number, number: FormatNumber, card: Readonly<Record<string, unknown>>) =>
        typeof card.picks_per_cm === "number"
          ? { ends: number(ends), picks: number(card.picks_per_cm) }
          : null,
    },
    form: { row: 3, width: 6 },
  },
  // Shown in the row of ends_per_cm.
  {
    name: "picks_per_cm",
    kind: "int",
    ...THREADS_PER_CM,
    unit: "fabricCard.inputUnits.perCm",
    form: { row: 3, width: 6 },
  },
  { name: "finishes", kind: "keys", values: FINISHES, labels: "fabricCard.finishes", form: { row: 4 } },
  {
    name: "end_use",
    kind: "keys",
    values: END_USES,
    labels: "fabricCard.endUses",
    finder: "facet",
    form: { row: 5 },
  },
  {
    name: "stock_service",
    kind: "enum",
    values: STOCK_SERVICES,
    labels: "fabricCard.stock",
    finder: "facet",
    form: { row: 6, width: 4 },
  },
  {
    name: "min_order_m",
    kind: "int",
    min: 1,
    max: 1_000_000,
    unit: "fabricCard.inputUnits.m",
    shown: {
      text: "fabricCard.units.minOrder",
      values: (metres: number, number: FormatNumber) => ({ count: number(metres) }),
    },
    form: { row: 6, width: 4 },
  },
  {
    name: "lead_time_weeks",
    kind: "int",
    min: 0,
    max: 52,
    unit: "fabricCard.inputUnits.weeks",
    // A number, not its text: the count picks the plural.
    shown: { text: "fabricCard.leadTime", values: (weeks: number) => ({ count: weeks }) },
    form: { row: 6, width: 4 },
  },
  { name: "colourways", kind: "colourways", max: L.colourways, form: { row: 7 } },
] as const satisfies readonly CardFieldSpec[];

type Field = (typeof FABRIC_CARD_FIELDS)[number];
export type CardFieldName = Field["name"];
export const CARD_FIELD_NAMES: readonly CardFieldName[] = FABRIC_CARD_FIELDS.map((field) => field.name);

/** One share of a composition. */
export type FiberShare = { fiber: Fiber; percent: number };
/** A colour the article is made in: the mill's reference (e.g. "01"), its colour family, the colour, a gallery photo. */
export type Colourway = { ref: string; shade: Shade; hex: string; photo_id: number | null };

/** A field's value: null or [] where it is not known. */
type ValueOf<F> = F extends { kind: "int" }
  ? number | null
  : F extends { kind: "enum"; values: readonly (infer V)[] }
    ? V | null
    : F extends { kind: "keys"; values: readonly (infer V)[] }
      ? V[]
      : F extends { kind: "text" | "code" }
        ? string | null
        : F extends { kind: "composition" }
          ? FiberShare[]
          : F extends { kind: "colourways" }
            ? Colourway[]
            : never;

/** A technical card: every field, each null or [] where it is not known. */
export type FabricCardInput = { [F in Field as F["name"]]: ValueOf<F> };

/** A field by its name, or undefined for any other text (an error key's part, a CSV column). */
export const cardField = (name: string): CardFieldSpec | undefined =>
  FABRIC_CARD_FIELDS.find((field) => field.name === name);

/** The names of the fields with a flag. */
type Flagged<P extends keyof Common> = Extract<Field, { [K in P]: unknown }>["name"];
export type SummaryField = Flagged<"summary">;
export type FlaggedField = Flagged<"flagged">;
export const SUMMARY_FIELDS = FABRIC_CARD_FIELDS.filter((f) => "summary" in f).map(
  (f) => f.name as SummaryField,
);
export const FLAGGED_FIELDS = FABRIC_CARD_FIELDS.filter((f) => "flagged" in f).map(
  (f) => f.name as FlaggedField,
);

/** The finder's facets among the card's fields, with their key lists (in the card's order). */
type FacetField = Extract<Field, { finder: "facet" }>;
export type CardFacet = FacetField["name"];
export const CARD_FACETS = Object.fromEntries(
  FABRIC_CARD_FIELDS.flatMap((f) => ("finder" in f && f.finder === "facet" ? [[f.name, f.values]] : [])),
) as { [F in FacetField as F["name"]]: F["values"] };

/** The field the finder's range (gsm_min, gsm_max) bounds, with its bounds. */
type RangeField = Extract<Field, { finder: "range" }>;
export const FINDER_RANGE = FABRIC_CARD_FIELDS.find(
  (f): f is RangeField => "finder" in f && f.finder === "range",
)!;

/** True when a field's value is not known (null, or an empty list). */
export const isUnknown = (value: unknown) =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0);

/** The named fields of a card, or of an answer that carries one, and nothing else. */
export const pickFields = <N extends CardFieldName>(source: Pick<FabricCardInput, N>, names: readonly N[]) =>
  Object.fromEntries(names.map((name) => [name, source[name]])) as Pick<FabricCardInput, N>;
