import type { TFunction } from "i18next";
import {
  type EndUse,
  FABRIC_CARD_LIMITS as L,
  type Fiber,
  type Finish,
  type Pattern,
  type Shade,
  type StockService,
  type Weave,
} from "../../../../common/constants";
import { EMPTY_CARD, type FabricCardInput, fabricCardSchema } from "../../../../common/fabric-card";
import { fieldErrorText } from "../ui";
import type { AdminFabric } from "./types";

/** The card's numbers, as the form types them (empty = not known). */
export const CARD_NUMBERS = {
  weight_gsm: L.weightGsm,
  width_cm: L.widthCm,
  ends_per_cm: L.threadsPerCm,
  picks_per_cm: L.threadsPerCm,
  min_order_m: L.minOrderM,
  lead_time_weeks: L.leadTimeWeeks,
} as const;
export type CardNumber = keyof typeof CARD_NUMBERS;

/** One row of the composition editor (key: React's, stable while rows are removed). */
export type FiberRow = { key: number; fiber: Fiber | ""; percent: string };

/** The card as the form edits it: texts as typed, "" for a select left on 'not stated'. */
export type CardDraft = Record<CardNumber, string> & {
  code: string;
  composition: FiberRow[];
  weave: Weave | "";
  pattern: Pattern | "";
  yarn_count: string;
  finishes: Finish[];
  end_use: EndUse[];
  stock_service: StockService | "";
  colourways: ColourwayRow[];
};

/** One colourway of the form (key: React's). */
export type ColourwayRow = {
  key: number;
  ref: string;
  shade: Shade | "";
  hex: string;
  photo_id: number | null;
};
export const colourwayRow = (
  ref = "",
  shade: Shade | "" = "",
  hex = "#ffffff",
  photo_id: number | null = null,
): ColourwayRow => ({
  key: nextRowKey++,
  ref,
  shade,
  hex,
  photo_id,
});

let nextRowKey = 1;
export const fiberRow = (fiber: Fiber | "" = "", percent = ""): FiberRow => ({
  key: nextRowKey++,
  fiber,
  percent,
});

const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** The form's values for a fabric (its card) or a new one (empty, one blank fibre row). */
export function draftFromFabric(fabric: AdminFabric | null): CardDraft {
  const card: FabricCardInput = fabric ?? EMPTY_CARD;
  const composition = card.composition ?? [];
  return {
    code: card.code ?? "",
    composition:
      composition.length > 0
        ? composition.map((share) => fiberRow(share.fiber, String(share.percent)))
        : [fiberRow()],
    weight_gsm: numberText(card.weight_gsm),
    width_cm: numberText(card.width_cm),
    weave: card.weave ?? "",
    pattern: card.pattern ?? "",
    yarn_count: card.yarn_count ?? "",
    ends_per_cm: numberText(card.ends_per_cm),
    picks_per_cm: numberText(card.picks_per_cm),
    finishes: [...(card.finishes ?? [])],
    end_use: [...(card.end_use ?? [])],
    stock_service: card.stock_service ?? "",
    min_order_m: numberText(card.min_order_m),
    lead_time_weeks: numberText(card.lead_time_weeks),
    colourways: (card.colourways ?? []).map((c) => colourwayRow(c.ref, c.shade, c.hex, c.photo_id)),
  };
}

/** A typed number: empty = null; anything else as a number (the schema refuses NaN and fractions). */
const toNumber = (text: string): number | null =>
  text.trim() === "" ? null : Number(text.trim().replace(",", "."));
const toText = (text: string): string | null => (text.trim() === "" ? null : text.trim());

/** The card to send: blank rows left out, empty inputs null. Unchecked: see checkCard. */
export function cardFromDraft(draft: CardDraft): Record<keyof FabricCardInput, unknown> {
  return {
    code: toText(draft.code)?.toUpperCase() ?? null,
    composition: draft.composition
      .filter((row) => row.fiber !== "" || row.percent.trim() !== "")
      .map((row) => ({ fiber: row.fiber, percent: toNumber(row.percent) })),
    weight_gsm: toNumber(draft.weight_gsm),
    width_cm: toNumber(draft.width_cm),
    weave: draft.weave || null,
    pattern: draft.pattern || null,
    yarn_count: toText(draft.yarn_count),
    ends_per_cm: toNumber(draft.ends_per_cm),
    picks_per_cm: toNumber(draft.picks_per_cm),
    finishes: draft.finishes,
    end_use: draft.end_use,
    stock_service: draft.stock_service || null,
    min_order_m: toNumber(draft.min_order_m),
    lead_time_weeks: toNumber(draft.lead_time_weeks),
    colourways: draft.colourways
      .filter((row) => row.ref.trim() !== "" || row.shade !== "")
      .map((row) => ({ ref: row.ref.trim(), shade: row.shade, hex: row.hex, photo_id: row.photo_id })),
  };
}

/** The sum of the typed percentages (a row without a number counts 0). */
export const percentSum = (rows: FiberRow[]) =>
  rows.reduce((sum, row) => sum + (Number.isFinite(Number(row.percent)) ? Number(row.percent) : 0), 0);

/**
 * The card checked as the server will check it: the JSON to send, or the field codes under the
 * server's names (`card.weight_gsm`, `card.composition.1.percent`, …).
 */
export function checkCard(draft: CardDraft): { json: string } | { fields: Record<string, string> } {
  const result = fabricCardSchema.safeParse(cardFromDraft(draft));
  if (result.success) return { json: JSON.stringify(result.data) };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = ["card", ...issue.path.map(String)].join(".");
    const code =
      issue.code === "too_big" && issue.origin === "string"
        ? "too_long"
        : issue.code === "too_small" && issue.origin === "string"
          ? "too_short"
          : "invalid";
    if (!(key in fields)) fields[key] = code;
  }
  return { fields };
}

/** The text of a field's error or of its first part's (`card.composition`, `card.composition.1.percent`). */
export const firstError = (errors: Record<string, string | undefined>, field: string) =>
  errors[field] ?? Object.entries(errors).find(([key, text]) => key.startsWith(`${field}.`) && text)?.[1];

/** True for an error key of the card (`card`, `card.<field>`, `card.composition.0.fiber`). */
export const isCardKey = (key: string) => key === "card" || key.startsWith("card.");

/**
 * The text shown under a card input for the code the browser's check or the server gave.
 * Numbers name their range; the composition says what is wrong with it.
 */
export function cardErrorText(t: TFunction, key: string, code: string, draft: CardDraft): string {
  const [, field, row, part] = key.split(".");
  if (field && field in CARD_NUMBERS) return t("adminFabrics.card.range", CARD_NUMBERS[field as CardNumber]);
  if (field === "code") {
    if (code === "taken") return t("adminFabrics.card.codeTaken");
    return code === "too_long" ? (fieldErrorText(t, code) ?? code) : t("adminFabrics.card.codeInvalid");
  }
  if (field === "colourways") return t("adminFabrics.card.colourwayInvalid");
  if (field === "composition") {
    if (row !== undefined && part === "fiber") return t("adminFabrics.card.fiberRequired");
    if (row !== undefined && part === "percent") return t("adminFabrics.card.range", { min: 1, max: 100 });
    const fibers = draft.composition.map((r) => r.fiber).filter(Boolean);
    if (new Set(fibers).size !== fibers.length) return t("adminFabrics.card.fiberTwice");
    if (draft.composition.length > L.fibers) return fieldErrorText(t, "invalid") ?? code;
    return t("adminFabrics.card.sumError");
  }
  return fieldErrorText(t, code) ?? code;
}

/** A fabric the list flags: no composition or no weight. */
export const missingTechnicalData = (fabric: Pick<AdminFabric, "composition" | "weight_gsm">) =>
  (fabric.composition ?? []).length === 0 || fabric.weight_gsm === null || fabric.weight_gsm === undefined;
