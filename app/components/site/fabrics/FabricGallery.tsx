import { Col, Row } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import type { FabricDetailData } from "./types";

/** Drawn widths of a thumbnail: 2 columns on phones, 3 from md, 4 from lg. */
const THUMB_SIZES =
  "(min-width: 1400px) 312px, (min-width: 1200px) 267px, (min-width: 992px) 222px, (min-width: 768px) 224px, calc(50vw - 1.25rem)";

type Props = { name: string; photos: FabricDetailData["photos"] };

/** The fabric's photos as thumbnails; each opens the full picture in a new tab. */
export function FabricGallery({ name, photos }: Props) {
  const { t } = useTranslation();
  return (
    <section className="mt-5 pt-lg-3" aria-labelledby="fabric-gallery-title">
      <h2 id="fabric-gallery-title" className="h3 mb-1">
        {t("fabric.gallery")}
      </h2>
      <p className="text-body-secondary mb-4">{t("fabric.galleryHint")}</p>
      <Row as="ul" xs={2} md={3} lg={4} className="g-3 list-unstyled mb-0">
        {photos.map((photo, index) => (
          <Col as="li" key={photo.id}>
            <a href={photo.full} target="_blank" rel="noopener" className="fabric-thumb">
              <ResponsiveImage
                image={photo.image}
                alt={t("fabric.photoAlt", { name, number: index + 1, total: photos.length })}
                sizes={THUMB_SIZES}
              />
              <span className="visually-hidden"> {t("fabric.newTab")}</span>
            </a>
          </Col>
        ))}
      </Row>
    </section>
  );
}
