/**
 * A fabric's technical card as text, one row per known value, in the order a mill's spec sheet
 * gives them: what the fabric page (app/components/site/FabricTechnicalCard.tsx) and the PDF spec
 * sheet (server/modules/fabrics/spec-sheet-text.ts) both show. Each passes its own `t` over the
 * same catalogue section (`fabricCard`); how each field is shown is said by the field itself
 * (common/fabric-card-fields.ts). No zod here: the public pages' bundle imports it.
 */
import { DATE_LOCALES, type Lang } from "./constants";
import { type CardFieldSpec, type Colourway, FABRIC_CARD_FIELDS, type FabricCardInput } from "./fabric-card-fields";

/** A translate function: a catalogue key and its values (`count` as a number picks the plural). */
export type CardT = (key: string, values?: Record<string, string | number>) => string;

const numberFormats = new Map<Lang, Intl.NumberFormat>();
/** 3,4 or 3.4, 12.000 or 12,000: as the language writes it (one formatter per language). */
function formatNumber(value: number, lng: Lang): string {
  let format = numberFormats.get(lng);
  if (!format) {
    format = new Intl.NumberFormat(DATE_LOCALES[lng], { maximumFractionDigits: 1 });
    numberFormats.set(lng, format);
  }
  return format.format(value);
}

/** "01 Blanco" : the mill's reference and the colour family, as the language names it. */
export const colourwayText = (t: CardT, colourway: Pick<Colourway, "ref" | "shade">) =>
  `${colourway.ref} ${t(`fabricCard.shades.${colourway.shade}`)}`;

/** "01 Blanco, 02 Azul cielo, 03 Azul marino". */
export const colourwaysText = (t: CardT, colourways: readonly Colourway[]) =>
  colourways.map((c) => colourwayText(t, c)).join(", ");

/** "55 % Baumwolle, 45 % Leinen", "%100 Pamuk": each fibre with its share, as the language writes it. */
export function compositionText(t: CardT, composition: FabricCardInput["composition"]): string {
  return composition
    .map(({ fiber, percent }) => t("fabricCard.units.percent", { percent, fiber: t(`fabricCard.fibers.${fiber}`) }))
    .join(", ");
}

/** A field's row: its label's name (fabricCard.fields.<label>) and its value as text, or null when it has none. */
function fieldRow(
  t: CardT,
  number: (value: number) => string,
  field: CardFieldSpec,
  card: FabricCardInput,
): { label: string; value: string | null } | null {
  const value: unknown = (card as Record<string, unknown>)[field.name];
  switch (field.kind) {
    case "code":
    case "text":
      return { label: field.name, value: (value as string | null) ?? null };
    case "composition": {
      const shares = (value ?? []) as FabricCardInput["composition"];
      return { label: field.name, value: shares.length > 0 ? compositionText(t, shares) : null };
    }
    case "int": {
      if (!field.shown) return null;
      const values = typeof value === "number" ? field.shown.values(value, number, card) : null;
      return { label: field.shown.label ?? field.name, value: values && t(field.shown.text, values) };
    }
    case "enum":
      return { label: field.name, value: value ? t(`${field.labels}.${value}`) : null };
    case "keys":
      return {
        label: field.name,
        value: ((value ?? []) as string[]).map((key) => t(`${field.labels}.${key}`)).join(", ") || null,
      };
    case "colourways":
      return { label: field.name, value: colourwaysText(t, (value ?? []) as Colourway[]) || null };
  }
}

/**
 * The rows of the card with a known value (nothing for what is not known), in the card's order.
 * `key`: the field's name, or the row's own (`density`, both thread counts).
 */
export function technicalRows(t: CardT, lng: Lang, card: FabricCardInput): { key: string; label: string; value: string }[] {
  const number = (value: number) => formatNumber(value, lng);
  return FABRIC_CARD_FIELDS.flatMap((field) => {
    const row = fieldRow(t, number, field, card);
    return row?.value ? [{ key: row.label, label: t(`fabricCard.fields.${row.label}`), value: row.value }] : [];
  });
}

/** "DK-1102 · 100 % Algodón · 115 g/m²": the summary's fields (`summary`) that are known; "" when none is. */
export function summaryText(t: CardT, card: Partial<FabricCardInput>): string {
  return FABRIC_CARD_FIELDS.filter((field) => "summary" in field)
    .map((field: CardFieldSpec) => {
      const value: unknown = (card as Record<string, unknown>)[field.name] ?? null;
      if (field.kind === "composition") return compositionText(t, (value ?? []) as FabricCardInput["composition"]);
      if (typeof value === "number") return field.kind === "int" && field.brief ? field.brief(value) : String(value);
      return typeof value === "string" ? value : "";
    })
    .filter(Boolean)
    .join(" · ");
}
