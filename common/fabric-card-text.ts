/**
 * A fabric's technical card as text, one row per known value, in the order a mill's spec sheet
 * gives them: what the fabric page (app/components/site/FabricTechnicalCard.tsx) and the PDF spec
 * sheet (server/modules/fabrics/spec-sheet-text.ts) both show. Each passes its own `t` over the
 * same catalogue section (`fabricCard`). No zod here: the public pages' bundle imports it.
 */
import { DATE_LOCALES, type Lang } from "./constants";
import type { Colourway, FabricCardInput } from "./fabric-card";
import type { Catalogue } from "./i18n/locales/tr";

/** A translate function: a catalogue key and its values (`count` as a number picks the plural). */
export type CardT = (key: string, values?: Record<string, string | number>) => string;
export type CardField = keyof Catalogue["fabricCard"]["fields"];

/** g/m² in oz/yd² (1 oz/yd² = 33.906 g/m²), to one decimal. */
export const ouncesPerSquareYard = (gsm: number) => Math.round((gsm / 33.906) * 10) / 10;
/** cm in inches, whole (as mills state usable width: 150 cm = 59″). */
export const inches = (cm: number) => Math.round(cm / 2.54);

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

/** The rows of the card with a known value (nothing for what is not known). */
export function technicalRows(
  t: CardT,
  lng: Lang,
  card: FabricCardInput,
): { key: CardField; label: string; value: string }[] {
  const number = (value: number) => formatNumber(value, lng);
  const rows: [key: CardField, value: string | null][] = [
    ["code", card.code],
    ["composition", card.composition.length > 0 ? compositionText(t, card.composition) : null],
    [
      "weight",
      card.weight_gsm === null
        ? null
        : t("fabricCard.units.weight", {
            gsm: number(card.weight_gsm),
            oz: number(ouncesPerSquareYard(card.weight_gsm)),
          }),
    ],
    [
      "width",
      card.width_cm === null
        ? null
        : t("fabricCard.units.width", { cm: number(card.width_cm), inches: number(inches(card.width_cm)) }),
    ],
    ["weave", card.weave && t(`fabricCard.weaves.${card.weave}`)],
    ["pattern", card.pattern && t(`fabricCard.patterns.${card.pattern}`)],
    ["yarnCount", card.yarn_count],
    [
      "density",
      // The text names both thread counts: one alone is not shown.
      card.ends_per_cm === null || card.picks_per_cm === null
        ? null
        : t("fabricCard.units.density", { ends: number(card.ends_per_cm), picks: number(card.picks_per_cm) }),
    ],
    ["finishes", card.finishes.map((key) => t(`fabricCard.finishes.${key}`)).join(", ") || null],
    ["endUse", card.end_use.map((key) => t(`fabricCard.endUses.${key}`)).join(", ") || null],
    ["stockService", card.stock_service && t(`fabricCard.stock.${card.stock_service}`)],
    [
      "minOrder",
      card.min_order_m === null ? null : t("fabricCard.units.minOrder", { count: number(card.min_order_m) }),
    ],
    ["leadTime", card.lead_time_weeks === null ? null : t("fabricCard.leadTime", { count: card.lead_time_weeks })],
    ["colourways", colourwaysText(t, card.colourways ?? []) || null],
  ];
  return rows.flatMap(([key, value]) => (value ? [{ key, label: t(`fabricCard.fields.${key}`), value }] : []));
}
