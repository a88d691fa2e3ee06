/**
 * The texts of a fabric's spec sheet (spec-sheet.ts) in one language, from the site's own
 * catalogue (common/i18n/locales): the labels, units and names the page's "Technical data"
 * shows (app/components/site/FabricTechnicalCard.tsx), written the same way. The server does not
 * import the app's i18next instance (.dependency-cruiser.cjs: server-not-app), so, as
 * server/http/errors.ts does, it reads the catalogue sections it needs directly.
 */
import { COMPANY_TIME_ZONE, DATE_LOCALES, type Lang } from "../../../common/constants";
import { type FabricCardInput, inches, ouncesPerSquareYard } from "../../../common/fabric-card";
import deCard from "../../../common/i18n/locales/de/fabricCard";
import deFabrics from "../../../common/i18n/locales/de/fabrics";
import deLayout from "../../../common/i18n/locales/de/layout";
import enCard from "../../../common/i18n/locales/en/fabricCard";
import enFabrics from "../../../common/i18n/locales/en/fabrics";
import enLayout from "../../../common/i18n/locales/en/layout";
import esCard from "../../../common/i18n/locales/es/fabricCard";
import esFabrics from "../../../common/i18n/locales/es/fabrics";
import esLayout from "../../../common/i18n/locales/es/layout";
import frCard from "../../../common/i18n/locales/fr/fabricCard";
import frFabrics from "../../../common/i18n/locales/fr/fabrics";
import frLayout from "../../../common/i18n/locales/fr/layout";
import trCard from "../../../common/i18n/locales/tr/fabricCard";
import trFabrics from "../../../common/i18n/locales/tr/fabrics";
import trLayout from "../../../common/i18n/locales/tr/layout";
import type { Sections } from "../../../common/i18n/locales/tr";

type Texts = Sections["fabricCard"] & Sections["fabrics"] & Sections["layout"];
const CATALOGUES: Record<Lang, Texts> = {
  tr: { ...trCard, ...trFabrics, ...trLayout },
  en: { ...enCard, ...enFabrics, ...enLayout },
  de: { ...deCard, ...deFabrics, ...deLayout },
  es: { ...esCard, ...esFabrics, ...esLayout },
  fr: { ...frCard, ...frFabrics, ...frLayout },
};

/** `{{name}}` replaced by its value, as i18next interpolates (the catalogue's texts are plain, not HTML). */
const fill = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

/** The texts of one language, with its number and date formats. */
export function specSheetTexts(lng: Lang) {
  const c = CATALOGUES[lng];
  const numberFormat = new Intl.NumberFormat(DATE_LOCALES[lng], { maximumFractionDigits: 1 });
  const number = (value: number) => numberFormat.format(value);
  const plural = new Intl.PluralRules(DATE_LOCALES[lng]);
  const card = c.fabricCard;
  return {
    company: c.site.company,
    eyebrow: c.fabric.eyebrow,
    title: card.title,
    specSheet: c.fabric.specSheet,
    made: (date: Date) =>
      fill(c.fabric.specSheet.made, {
        date: new Intl.DateTimeFormat(DATE_LOCALES[lng], {
          dateStyle: "long",
          timeZone: COMPANY_TIME_ZONE,
        }).format(date),
      }),
    /** The rows of the card with a known value, in the page's order (technicalRows in the app). */
    rows(fabric: FabricCardInput): { label: string; value: string }[] {
      const f = card.fields;
      const rows: [label: string, value: string | null][] = [
        [f.code, fabric.code],
        [
          f.composition,
          fabric.composition
            .map(({ fiber, percent }) => fill(card.units.percent, { percent, fiber: card.fibers[fiber] }))
            .join(", ") || null,
        ],
        [
          f.weight,
          fabric.weight_gsm === null
            ? null
            : fill(card.units.weight, {
                gsm: number(fabric.weight_gsm),
                oz: number(ouncesPerSquareYard(fabric.weight_gsm)),
              }),
        ],
        [
          f.width,
          fabric.width_cm === null
            ? null
            : fill(card.units.width, {
                cm: number(fabric.width_cm),
                inches: number(inches(fabric.width_cm)),
              }),
        ],
        [f.weave, fabric.weave && card.weaves[fabric.weave]],
        [f.pattern, fabric.pattern && card.patterns[fabric.pattern]],
        [f.yarnCount, fabric.yarn_count],
        [
          f.density,
          // Both thread counts or none, as on the page.
          fabric.ends_per_cm === null || fabric.picks_per_cm === null
            ? null
            : fill(card.units.density, {
                ends: number(fabric.ends_per_cm),
                picks: number(fabric.picks_per_cm),
              }),
        ],
        [f.finishes, fabric.finishes.map((key) => card.finishes[key]).join(", ") || null],
        [f.endUse, fabric.end_use.map((key) => card.endUses[key]).join(", ") || null],
        [f.stockService, fabric.stock_service && card.stock[fabric.stock_service]],
        [
          f.minOrder,
          fabric.min_order_m === null
            ? null
            : fill(card.units.minOrder, { count: number(fabric.min_order_m) }),
        ],
        [
          f.leadTime,
          fabric.lead_time_weeks === null
            ? null
            : fill(
                plural.select(fabric.lead_time_weeks) === "one" ? card.leadTime_one : card.leadTime_other,
                {
                  count: fabric.lead_time_weeks,
                },
              ),
        ],
      ];
      return rows.flatMap(([label, value]) => (value ? [{ label, value }] : []));
    },
  };
}

export type SpecSheetTexts = ReturnType<typeof specSheetTexts>;
