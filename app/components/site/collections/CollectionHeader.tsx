import { Col, Container, Row } from "react-bootstrap";
import { Link } from "react-router";
import { useTranslation } from "../../../i18n/translation";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { CollectionBadges } from "./CollectionCard";
import { type CollectionCardData, seasonParts } from "./types";
import "../../../styles/fabrics.css";

/** Drawn widths of the cover: 5 of 12 columns from `lg`, the container's width below. */
const COVER_SIZES =
  "(min-width: 1400px) 526px, (min-width: 1200px) 451px, (min-width: 992px) 376px, (min-width: 768px) 696px, (min-width: 576px) 516px, calc(100vw - 1.5rem)";

type Props = { collection: CollectionCardData; backHref: string; finderHref: string };

/**
 * The band at the top of a collection's page: the way back, its season spelled out, its name
 * (the page's h1), season code and kind, description, number of fabrics, the link to the fabric
 * finder narrowed to it, and its cover.
 */
export function CollectionHeader({ collection, backHref, finderHref }: Props) {
  const { t } = useTranslation();
  const { half, year } = seasonParts(collection.season);
  return (
    <header className="page-band">
      <Container>
        <Link to={backHref} className="fabric-back mb-3">
          <span aria-hidden="true">← </span>
          {t("collections.back")}
        </Link>
        <Row className="g-4 g-lg-5 align-items-center">
          <Col lg={7}>
            <p className="page-band-eyebrow">{t(`collections.season.${half}`, { year })}</p>
            <h1 className="display-5 mb-3">{collection.name}</h1>
            <CollectionBadges collection={collection} />
            <p className="lead page-band-lead">{collection.description}</p>
            <p className="fw-semibold collection-count">
              {t("collections.fabricCount", { count: collection.fabricCount })}
            </p>
            <Link to={finderHref} className="btn btn-primary">
              {t("collections.finderLink")}
            </Link>
          </Col>
          <Col lg={5}>
            <div className="fabric-main-image">
              <ResponsiveImage
                image={collection.image}
                alt={t("collections.coverAlt", { name: collection.name })}
                sizes={COVER_SIZES}
                priority
              />
            </div>
          </Col>
        </Row>
      </Container>
    </header>
  );
}
