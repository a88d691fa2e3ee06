import { Col, Container, Row } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { Link } from "react-router";
import { FOUNDED_YEAR } from "../../../../common/constants";
import type { ImageData } from "../../../lib/images";
import { ResponsiveImage } from "../../ui/ResponsiveImage";

/** Drawn widths of the swatches: the first takes 3/5 of the mosaic, the others 2/5. */
const SWATCH_SIZES = [
  "(min-width: 1400px) 316px, (min-width: 1200px) 270px, (min-width: 992px) 226px, 60vw",
  "(min-width: 1400px) 210px, (min-width: 1200px) 180px, (min-width: 992px) 150px, 40vw",
];

type Props = {
  swatches: { name: string; image: ImageData }[];
  contactHref: string;
  fabricsHref: string;
};

/** The About page below its header: story, figures, collections, markets, quality, contact. */
export function AboutContent({ swatches, contactHref, fabricsHref }: Props) {
  const { t } = useTranslation();
  const facts = [
    { value: String(FOUNDED_YEAR), label: t("about.factFounded") },
    { value: "2 + 2", label: t("about.factCollections") },
    { value: "5", label: t("about.factMarkets") },
    { value: "7", label: t("about.factFibres") },
  ];
  const topics = [
    {
      id: "collections",
      title: t("about.collectionsTitle"),
      texts: [t("about.collections1"), t("about.collections2")],
    },
    { id: "markets", title: t("about.marketsTitle"), texts: [t("about.markets")] },
    { id: "quality", title: t("about.qualityTitle"), texts: [t("about.quality")] },
  ];
  return (
    <Container>
      <Row className="g-4 g-lg-5 align-items-center">
        <Col lg={swatches.length > 0 ? 7 : 12}>
          <section aria-labelledby="about-story">
            <h2 id="about-story" className="mb-3">
              {t("about.storyTitle")}
            </h2>
            <p>{t("about.story1")}</p>
            <p className="mb-0">{t("about.story2")}</p>
          </section>
        </Col>
        {swatches.length > 0 ? (
          <Col lg={5}>
            <ul className={`about-swatches about-swatches-${swatches.length} list-unstyled mb-0`}>
              {swatches.map((swatch, index) => (
                <li key={swatch.image.src}>
                  <ResponsiveImage
                    image={swatch.image}
                    alt={t("about.imageAlt", { name: swatch.name })}
                    sizes={SWATCH_SIZES[index === 0 ? 0 : 1] ?? ""}
                  />
                </li>
              ))}
            </ul>
          </Col>
        ) : null}
      </Row>

      <section aria-labelledby="about-facts" className="about-facts my-5">
        <h2 id="about-facts" className="visually-hidden">
          {t("about.factsTitle")}
        </h2>
        <ul className="row row-cols-2 row-cols-md-4 g-3 list-unstyled mb-0">
          {facts.map((fact) => (
            <li key={fact.label} className="col">
              <span className="about-fact-value">{fact.value}</span>{" "}
              <span className="about-fact-label">{fact.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <Row xs={1} lg={3} className="g-4">
        {topics.map((topic) => (
          <Col key={topic.id}>
            <section aria-labelledby={`about-${topic.id}`} className="about-topic h-100">
              <h2 id={`about-${topic.id}`} className="h4 mb-3">
                {topic.title}
              </h2>
              {topic.texts.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </section>
          </Col>
        ))}
      </Row>

      <section aria-labelledby="about-cta" className="about-cta mt-5">
        <h2 id="about-cta" className="h3">
          {t("about.ctaTitle")}
        </h2>
        <p className="mb-4">{t("about.ctaText")}</p>
        <div className="d-flex flex-wrap gap-3">
          <Link to={contactHref} className="btn btn-light">
            {t("about.ctaContact")}
          </Link>
          <Link to={fabricsHref} className="btn btn-outline-light">
            {t("about.ctaFabrics")}
          </Link>
        </div>
      </section>
    </Container>
  );
}
