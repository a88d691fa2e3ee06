import { useTranslation } from "../../../i18n/translation";
import type { FabricStockData } from "./types";

/**
 * A fabric's stock per colourway: the colour's swatch, its reference and shade, and the band in
 * words (WCAG: never the colour alone), then when the figures came (Istanbul time).
 */
export function FabricStock({ stock }: { stock: FabricStockData }) {
  const { t } = useTranslation();
  return (
    <section className="fabric-stock mt-4" aria-labelledby="fabric-stock-title">
      <h2 id="fabric-stock-title" className="h5">
        {t("stockPage.heading")}
      </h2>
      <ul className="list-unstyled mb-2">
        {stock.rows.map((row) => (
          <li key={row.ref} className="d-flex align-items-center gap-2 mb-1" data-band={row.band}>
            <span
              className="fabric-swatch flex-shrink-0"
              aria-hidden="true"
              style={{ backgroundColor: row.hex }}
            />
            <span>{t("stockPage.colourway", { colourway: row.label, band: row.text })}</span>
          </li>
        ))}
      </ul>
      {stock.updated ? (
        <p className="small text-body-secondary mb-0">
          <time dateTime={stock.updated.iso}>
            {t("stockPage.updated", { date: stock.updated.date, time: stock.updated.time })}
          </time>
        </p>
      ) : null}
    </section>
  );
}
