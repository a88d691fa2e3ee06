import type { TFunction } from "i18next";
import { DEFAULT_LANGUAGE, isLang, type Lang } from "../../../common/constants";
import type { FabricCardInput, SummaryField } from "../../../common/fabric-card-fields";
import { type CardT, summaryText as cardSummaryText, colourwayText, technicalRows } from "../../../common/fabric-card-text";
import { useTranslation } from "../../i18n/translation";

type T = TFunction<"translation", undefined>;

/** A fabric's technical card as the API gives it (common/fabric-card.ts): null or [] where unknown. */
export type FabricTechnicalData = FabricCardInput;

/** The page's language, for numbers. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * A fabric page's "Technical data": one row per known value (label beside value from `sm`,
 * above it on a phone); nothing at all when no value is known.
 */
export function FabricTechnicalCard({
  card,
  photos = [],
  chosen,
}: {
  card: FabricTechnicalData;
  photos?: SwatchPhoto[];
  /** The colourway the page shows (?colourway=): marked in the list. */
  chosen?: string;
}) {
  const { t } = useTranslation();
  const rows = technicalRows(t as CardT, useLang(), card);
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
            <dd className="col-sm-7 mb-0">
              {row.key === "colourways" ? <Colourways card={card} photos={photos} chosen={chosen} t={t as CardT} /> : row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A gallery photo a colourway may show: its id, a small picture, the full one. */
export type SwatchPhoto = { id: number; image: { src: string }; full: string };

/**
 * The colourways as swatches: the colour itself beside its reference and colour family; one the
 * gallery shows links to its photo, drawn in the swatch.
 */
function Colourways({
  card,
  photos,
  chosen,
  t,
}: {
  card: FabricTechnicalData;
  photos: SwatchPhoto[];
  chosen?: string;
  t: CardT;
}) {
  const photoOf = new Map(photos.map((photo) => [photo.id, photo]));
  return (
    <ul className="fabric-colourways list-unstyled mb-0">
      {card.colourways.map((colourway) => {
        const photo = colourway.photo_id === null ? undefined : photoOf.get(colourway.photo_id);
        const swatch = (
          <span
            className="fabric-swatch"
            style={{ backgroundColor: colourway.hex, ...(photo ? { backgroundImage: `url("${photo.image.src}")` } : {}) }}
            aria-hidden="true"
          />
        );
        return (
          <li key={colourway.ref} aria-current={colourway.ref === chosen || undefined}>
            {photo ? (
              <a href={photo.full} className="fabric-swatch-link">
                {swatch}
                {colourwayText(t, colourway)}
              </a>
            ) : (
              <>
                {swatch}
                {colourwayText(t, colourway)}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** What a card on /fabrics shows of the technical data (the fields marked `summary`). */
export type FabricSummaryData = Pick<FabricCardInput, SummaryField>;

/** "DK-1102 · 100 % Algodón · 115 g/m²": the known parts only; "" when none is known. */
export const summaryText = (t: T, card: FabricSummaryData) => cardSummaryText(t as CardT, card);
