import type { TFunction } from "i18next";
import { DEFAULT_LANGUAGE, isLang, type Lang } from "../../../common/constants";
import type { FabricCardInput } from "../../../common/fabric-card";
import type { Catalogue } from "../../../common/i18n/locales/tr";
import { useTranslation } from "../../i18n/translation";
import { formatNumber } from "../../lib/format";

/**
 * A fabric's technical card as the API gives it (common/fabric-card.ts): null or [] where
 * unknown; with the weight in oz/yd² and the width in inches, converted by the loader (the
 * conversions' module carries the card's schema, which the public pages' bundle does without).
 */
export type FabricTechnicalData = FabricCardInput & { weight_oz: number | null; width_in: number | null };

type T = TFunction<"translation", undefined>;
type Field = keyof Catalogue["fabricCard"]["fields"];

/** "55 % Baumwolle, 45 % Leinen", "%100 Pamuk": each fibre with its share, as the language writes it. */
export function compositionText(t: T, composition: FabricCardInput["composition"]): string {
  return composition
    .map(({ fiber, percent }) =>
      t("fabricCard.units.percent", { percent, fiber: t(`fabricCard.fibers.${fiber}`) }),
    )
    .join(", ");
}

/** 115 g/m²: the weight without its conversion (the cards of /fabrics), never broken across lines. */
export const gsmText = (gsm: number) => `${gsm}\u00a0g/m²`;

/** The rows of the card with a known value, in the order a mill's spec sheet gives them. */
export function technicalRows(
  t: T,
  lng: Lang,
  card: FabricTechnicalData,
): { key: Field; label: string; value: string }[] {
  const number = (value: number) => formatNumber(value, lng, { maximumFractionDigits: 1 });
  const rows: [key: Field, value: string | null][] = [
    ["code", card.code],
    ["composition", card.composition.length > 0 ? compositionText(t, card.composition) : null],
    [
      "weight",
      card.weight_gsm === null || card.weight_oz === null
        ? null
        : t("fabricCard.units.weight", { gsm: number(card.weight_gsm), oz: number(card.weight_oz) }),
    ],
    [
      "width",
      card.width_cm === null || card.width_in === null
        ? null
        : t("fabricCard.units.width", { cm: number(card.width_cm), inches: number(card.width_in) }),
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
    [
      "leadTime",
      card.lead_time_weeks === null ? null : t("fabricCard.leadTime", { count: card.lead_time_weeks }),
    ],
  ];
  return rows.flatMap(([key, value]) =>
    value ? [{ key, label: t(`fabricCard.fields.${key}`), value }] : [],
  );
}

/** The page's language, for numbers. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * A fabric page's "Technical data": one row per known value (label beside value from `sm`,
 * above it on a phone); nothing at all when no value is known.
 */
export function FabricTechnicalCard({ card }: { card: FabricTechnicalData }) {
  const { t } = useTranslation();
  const rows = technicalRows(t, useLang(), card);
  if (rows.length === 0) return null;
  return (
    <section className="fabric-specs mt-4" aria-labelledby="fabric-specs-title">
      <h2 id="fabric-specs-title" className="h5 mb-3">
        {t("fabricCard.title")}
      </h2>
      <dl className="mb-0">
        {rows.map((row) => (
          <div key={row.key} className="row g-0 fabric-specs-row">
            <dt className="col-sm-5 pe-sm-3">{row.label}</dt>
            <dd className="col-sm-7 mb-0">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** What a card on /fabrics shows of the technical data. */
export type FabricSummaryData = Pick<FabricCardInput, "code" | "composition" | "weight_gsm">;

/** "DK-1102 · 100 % Algodón · 115 g/m²": the known parts only; "" when none is known. */
export function summaryText(t: T, card: FabricSummaryData): string {
  return [
    card.code,
    compositionText(t, card.composition),
    card.weight_gsm === null ? "" : gsmText(card.weight_gsm),
  ]
    .filter(Boolean)
    .join(" · ");
}
