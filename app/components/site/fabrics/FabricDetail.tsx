import { Col, Container, Row } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { Link } from "react-router";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { CompareToggle } from "../compare/CompareToggle";
import { FabricSampleBox } from "../samples/FabricSampleBox";
import { FabricTechnicalCard, useLang } from "../FabricTechnicalCard";
import { deferred } from "../../ui/Deferred";
import { FabricGrid } from "./FabricGrid";
import { FabricRecords } from "./FabricRecords";
import { FabricStock } from "./FabricStock";
import { useLoadingFabricId } from "./navigation";
import type { FabricDetailData, ShownColourway } from "./types";
import "../../../styles/fabrics.css";
// The passport's stylesheet is the page's (in its HTML from the start), its code is not: below.
import "../../../styles/passport.css";

// Below the first screen and without a script of their own: server-rendered at once, their code
// fetched after the page's (docs/performance.md, "Page weight").
const FabricPassport = deferred(() => import("../passport/FabricPassport").then((m) => m.FabricPassport));
const FabricGallery = deferred(() => import("./FabricGallery").then((m) => m.FabricGallery));

/** Drawn widths of the main image: 7 of 12 columns from lg, the container's width below. */
const MAIN_SIZES =
  "(min-width: 1400px) 740px, (min-width: 1200px) 635px, (min-width: 992px) 530px, (min-width: 768px) 696px, (min-width: 576px) 516px, calc(100vw - 1.5rem)";

type Props = {
  fabric: FabricDetailData;
  /** The colourway the address names (?colourway=, a label's QR code): named, marked, preselected. */
  shown: ShownColourway | null;
  backHref: string;
  contactHref: string;
};

/**
 * A fabric's page: main image, name, added date, description, its collection and certificates,
 * its technical data with a link to its spec sheet (PDF), "Request a sample" (in a colourway), an
 * enquiry box, its passport (traceability and care), the gallery and up to four related fabrics.
 */
export function FabricDetail({ fabric, shown, backHref, contactHref }: Props) {
  const { t } = useTranslation();
  const lng = useLang();
  const loading = useLoadingFabricId() !== null;
  const paragraphs = fabric.description
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="pb-5 fabric-page">
      <Container className="pt-4">
        <div className="d-flex align-items-center justify-content-between gap-3 mb-4">
          <Link to={backHref} className="fabric-back">
            <span aria-hidden="true">← </span>
            {t("fabric.back")}
          </Link>
          {loading ? (
            <div role="status" className="spinner-border spinner-border-sm text-primary">
              <span className="visually-hidden">{t("fabrics.loading")}</span>
            </div>
          ) : null}
        </div>
        <Row className="g-4 g-lg-5 align-items-start">
          <Col lg={7}>
            <div className="fabric-main-image">
              <ResponsiveImage
                image={shown?.image ?? fabric.image}
                alt={t("fabric.imageAlt", { name: fabric.name })}
                sizes={MAIN_SIZES}
                priority
              />
            </div>
          </Col>
          <Col lg={5}>
            <p className="page-band-eyebrow">{t("fabric.eyebrow")}</p>
            <h1 className="display-6 mb-2">{fabric.name}</h1>
            {shown ? <p className="fw-semibold mb-1">{shown.text}</p> : null}
            <p className="text-body-secondary small mb-4">
              {t("fabric.added")} <time dateTime={fabric.added.day}>{fabric.added.text}</time>
            </p>
            <div className="fabric-description">
              {paragraphs.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in a fixed order
                <p key={i}>{p}</p>
              ))}
            </div>
            <FabricRecords collection={fabric.collection} certificates={fabric.certificates} />
            <FabricTechnicalCard card={fabric.card} photos={fabric.photos} chosen={shown?.ref} />
            {fabric.stock ? <FabricStock stock={fabric.stock} /> : null}
            {/* A file the server makes in the page's language, saved under the server's name (CODE-lang.pdf). */}
            <p className="mt-3 mb-0">
              <a
                href={`/api/fabrics/${fabric.id}/spec-sheet.pdf?lng=${lng}`}
                className="fabric-spec-sheet"
                type="application/pdf"
                download
              >
                {t("fabric.specSheet.link")}
              </a>
            </p>
            <FabricSampleBox
              fabric={{
                id: fabric.id,
                name: fabric.name,
                code: fabric.card.code,
                image: fabric.image?.src ?? null,
              }}
              colourways={fabric.card.colourways}
              initial={shown?.ref}
            />
            <div className="fabric-card-actions fabric-screen-only">
              <CompareToggle fabric={{ id: fabric.id, code: fabric.card.code, name: fabric.name }} />
            </div>
            <aside className="fabric-enquiry mt-4" aria-labelledby="fabric-enquiry-title">
              <h2 id="fabric-enquiry-title" className="h5">
                {t("fabric.enquiryTitle")}
              </h2>
              <p className="mb-3">{t("fabric.enquiryText")}</p>
              <Link to={contactHref} className="btn btn-primary">
                {t("fabric.enquiryLink")}
              </Link>
            </aside>
          </Col>
        </Row>
        {fabric.passport ? (
          <FabricPassport fabricId={fabric.id} passport={fabric.passport} lng={lng} />
        ) : null}
        {fabric.photos.length > 0 ? (
          <div className="fabric-screen-only">
            <FabricGallery name={fabric.name} photos={fabric.photos} />
          </div>
        ) : null}
        {fabric.related.length > 0 ? (
          <section className="mt-5 pt-lg-3 fabric-screen-only" aria-labelledby="fabric-related-title">
            <h2 id="fabric-related-title" className="h3 mb-4">
              {t("fabric.related")}
            </h2>
            <FabricGrid fabrics={fabric.related} xl={4} />
          </section>
        ) : null}
      </Container>
    </div>
  );
}
