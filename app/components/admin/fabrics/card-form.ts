import type { TFunction } from "i18next";
import type { Fiber, Shade } from "../../../../common/constants";
import { EMPTY_CARD, fabricCardSchema } from "../../../../common/fabric-card";
import {
  type CardFieldSpec,
  cardField,
  FABRIC_CARD_FIELDS,
  type FabricCardInput,
  FLAGGED_FIELDS,
  type FlaggedField,
  isUnknown,
} from "../../../../common/fabric-card-fields";
import { fieldErrorText } from "../ui";
import type { AdminFabric } from "./types";

/** One row of the composition editor (key: React's, stable while rows are removed). */
export type FiberRow = { key: number; fiber: Fiber | ""; percent: string };

/** A field as the form edits it: texts as typed, "" for a select left on 'not stated'. */
type DraftOf<F> = F extends { kind: "int" | "text" | "code" }
  ? string
  : F extends { kind: "enum"; values: readonly (infer V)[] }
    ? V | ""
    : F extends { kind: "keys"; values: readonly (infer V)[] }
      ? V[]
      : F extends { kind: "composition" }
        ? FiberRow[]
        : F extends { kind: "colourways" }
          ? ColourwayRow[]
          : never;

/** The card as the form edits it. */
export type CardDraft = { [F in (typeof FABRIC_CARD_FIELDS)[number] as F["name"]]: DraftOf<F> };

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

/** A field's value in the form: a new fabric's composition has one blank fibre row. */
function draftValue(field: CardFieldSpec, value: unknown): unknown {
  switch (field.kind) {
    case "int":
      return value === null || value === undefined ? "" : String(value);
    case "code":
    case "text":
    case "enum":
      return value ?? "";
    case "keys":
      return [...((value ?? []) as string[])];
    case "composition": {
      const shares = (value ?? []) as FabricCardInput["composition"];
      return shares.length > 0
        ? shares.map((share) => fiberRow(share.fiber, String(share.percent)))
        : [fiberRow()];
    }
    case "colourways":
      return ((value ?? []) as FabricCardInput["colourways"]).map((c) =>
        colourwayRow(c.ref, c.shade, c.hex, c.photo_id),
      );
  }
}

/** The form's values for a fabric (its card) or a new one (empty, one blank fibre row). */
export function draftFromFabric(fabric: AdminFabric | null): CardDraft {
  const card: Record<string, unknown> = fabric ?? EMPTY_CARD;
  return Object.fromEntries(
    FABRIC_CARD_FIELDS.map((field) => [field.name, draftValue(field, card[field.name])]),
  ) as CardDraft;
}

/** A typed number: empty = null; anything else as a number (the schema refuses NaN and fractions). */
const toNumber = (text: string): number | null =>
  text.trim() === "" ? null : Number(text.trim().replace(",", "."));
const toText = (text: string): string | null => (text.trim() === "" ? null : text.trim());

/** A field's value to send: blank rows left out, empty inputs null. */
function cardValue(field: CardFieldSpec, value: unknown): unknown {
  switch (field.kind) {
    case "int":
      return toNumber(value as string);
    case "code":
      return toText(value as string)?.toUpperCase() ?? null;
    case "text":
      return toText(value as string);
    case "enum":
      return value || null;
    case "keys":
      return value;
    case "composition":
      return (value as FiberRow[])
        .filter((row) => row.fiber !== "" || row.percent.trim() !== "")
        .map((row) => ({ fiber: row.fiber, percent: toNumber(row.percent) }));
    case "colourways":
      return (value as ColourwayRow[])
        .filter((row) => row.ref.trim() !== "" || row.shade !== "")
        .map((row) => ({ ref: row.ref.trim(), shade: row.shade, hex: row.hex, photo_id: row.photo_id }));
  }
}

/** The card to send: blank rows left out, empty inputs null. Unchecked: see checkCard. */
export function cardFromDraft(draft: CardDraft): Record<keyof FabricCardInput, unknown> {
  const values: Record<string, unknown> = draft;
  return Object.fromEntries(
    FABRIC_CARD_FIELDS.map((field) => [field.name, cardValue(field, values[field.name])]),
  ) as Record<keyof FabricCardInput, unknown>;
}

/** The sum of the typed percentages (a row without a number counts 0). */
export const percentSum = (rows: FiberRow[]) =>
  rows.reduce((sum, row) => sum + (Number.isFinite(Number(row.percent)) ? Number(row.percent) : 0), 0);

/**
 * The card checked as the server will check it: the JSON to send, or the field codes under the
 * server's names (`card.<field>`, `card.composition.1.percent`, …).
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
  const [, name, row, part] = key.split(".");
  const field = name === undefined ? undefined : cardField(name);
  if (field?.kind === "int") return t("adminFabrics.card.range", { min: field.min, max: field.max });
  if (field?.kind === "code") {
    if (code === "taken") return t("adminFabrics.card.codeTaken");
    return code === "too_long" ? (fieldErrorText(t, code) ?? code) : t("adminFabrics.card.codeInvalid");
  }
  if (field?.kind === "colourways") return t("adminFabrics.card.colourwayInvalid");
  if (field?.kind === "composition") {
    if (row !== undefined && part === "fiber") return t("adminFabrics.card.fiberRequired");
    if (row !== undefined && part === "percent") return t("adminFabrics.card.range", { min: 1, max: 100 });
    const fibers = draft.composition.map((r) => r.fiber).filter(Boolean);
    if (new Set(fibers).size !== fibers.length) return t("adminFabrics.card.fiberTwice");
    if (draft.composition.length > field.max) return fieldErrorText(t, "invalid") ?? code;
    return t("adminFabrics.card.sumError");
  }
  return fieldErrorText(t, code) ?? code;
}

/** A fabric the list flags: a field marked `flagged` (the composition, the weight) not known. */
export const missingTechnicalData = (fabric: Pick<AdminFabric, FlaggedField>) =>
  FLAGGED_FIELDS.some((name) => isUnknown(fabric[name]));
