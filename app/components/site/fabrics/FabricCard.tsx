import { useTranslation } from "../../../i18n/translation";
import { Link } from "react-router";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { CompareToggle } from "../compare/CompareToggle";
import { SampleButton } from "../samples/SampleButton";
import { summaryText } from "../FabricTechnicalCard";
import type { FabricCardData } from "./types";

/** Drawn widths of a card's image in the grid (1, 2, 3 columns in Bootstrap's containers). */
const CARD_SIZES =
  "(min-width: 1400px) 416px, (min-width: 1200px) 356px, (min-width: 992px) 296px, (min-width: 768px) 336px, (min-width: 576px) 516px, calc(100vw - 1.5rem)";

type Props = {
  fabric: FabricCardData;
  href: string;
  loading: boolean;
  /** The first card: its image is the page's largest paint on a phone, fetched at once. */
  priority?: boolean;
  /** The name's heading level: h3 under a section's own h2 (a collection's fabrics, related fabrics). */
  heading?: "h2" | "h3";
};

/**
 * A fabric on /fabrics, a collection's page and a fabric's related fabrics: picture, name (the
 * link to its page), code · composition · weight where known, the start of its description, "Request a sample"
 * and "Compare".
 */
export function FabricCard({ fabric, href, loading, priority = false, heading: Heading = "h2" }: Props) {
  const { t } = useTranslation();
  const summary = summaryText(t, fabric.card);
  return (
    <article className="card h-100 fabric-card" aria-busy={loading || undefined}>
      <div className="fabric-card-media">
        <ResponsiveImage
          image={fabric.image}
          alt={t("fabrics.imageAlt", { name: fabric.name })}
          sizes={CARD_SIZES}
          priority={priority}
        />
        {loading ? (
          <div className="fabric-card-loading">
            <div role="status" className="spinner-border text-primary">
              <span className="visually-hidden">{t("fabrics.loading")}</span>
            </div>
          </div>
        ) : null}
      </div>
      <div className="card-body p-4 d-flex flex-column">
        <Heading className="h4 card-title mb-2">
          <Link to={href} className="stretched-link fabric-card-link">
            {fabric.name}
          </Link>
        </Heading>
        {summary ? <p className="small text-body-secondary fabric-card-summary mb-2">{summary}</p> : null}
        <p className="card-text fabric-card-text text-clamp-3 mb-0">{fabric.description}</p>
        {fabric.stock ? (
          <p className="fabric-card-stock">
            {fabric.stock.map(([band, refs]) => t(`stock.card.${band}`, { refs })).join(" · ")}
          </p>
        ) : null}
        <div className="fabric-card-actions">
          {/* Above the card's stretched link; adds the fabric without a colourway (chosen in the basket). */}
          <SampleButton
            fabric={{
              id: fabric.id,
              name: fabric.name,
              code: fabric.card.code,
              image: fabric.image?.src ?? null,
            }}
          />
          <CompareToggle fabric={{ id: fabric.id, code: fabric.card.code, name: fabric.name }} />
        </div>
      </div>
    </article>
  );
}
