import type { FabricItemDto } from "../../../common/api/fabrics";
import { COMPANY_TIME_ZONE, DATE_LOCALES, type Lang } from "../../../common/constants";
import { type CardT, colourwayText } from "../../../common/fabric-card-text";
import type { FabricStockData } from "../../components/site/fabrics/types";
import { fixedT } from "../../i18n/i18n.server";
import { formatDate } from "../../lib/format";

const times = new Map<Lang, Intl.DateTimeFormat>();

/** "09:40": the time in Istanbul, as the language writes it. */
function timeIn(value: Date, lng: Lang): string {
  let formatter = times.get(lng);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALES[lng], {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: COMPANY_TIME_ZONE,
    });
    times.set(lng, formatter);
  }
  return formatter.format(value);
}

/**
 * A fabric's stock on its page, in the page's language: each colourway's band as words (not a
 * colour alone), the next batch's date for one out of stock, and when the newest figure came.
 * Null when no colourway shows stock. Never the metres: the answer has none.
 */
export function stockData(fabric: FabricItemDto, lng: Lang): FabricStockData | null {
  const t = fixedT(lng);
  let newest: string | null = null;
  const rows = fabric.colourways.flatMap((colourway) => {
    const { stock } = colourway;
    if (!stock) return [];
    if (stock.updated_at && (!newest || stock.updated_at > newest)) newest = stock.updated_at;
    const text =
      stock.band === "out" && stock.next_batch_on
        ? t("stockPage.outNext", { date: formatDate(stock.next_batch_on, lng) })
        : t(`stockPage.bands.${stock.band}`);
    return [
      {
        ref: colourway.ref,
        label: colourwayText(t as unknown as CardT, colourway),
        hex: colourway.hex,
        band: stock.band,
        text,
      },
    ];
  });
  if (rows.length === 0) return null;
  const updated: Date | null = newest ? new Date(newest) : null;
  return {
    rows,
    updated: updated && {
      iso: updated.toISOString(),
      date: formatDate(updated, lng),
      time: timeIn(updated, lng),
    },
  };
}
