import { Card, Col, Row } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { CountryCode } from "./CountryCode";
import { type AdminCountry, textIn } from "./types";

/** The country at the top of its exhibitions: cover, name, code and its figures. */
export function CountrySummary({ country }: { country: AdminCountry }) {
  const { t } = useTranslation();
  return (
    <Card className="shadow-sm mb-4 admin-country-summary">
      <Row className="g-0 align-items-center">
        <Col xs={12} sm={4} md={3}>
          <ResponsiveImage
            image={country.image}
            alt={t("adminExhibitions.common.imageOf", { name: textIn(country.name, "tr") })}
            sizes="(min-width: 576px) 25vw, 100vw"
            className="admin-country-summary-cover"
          />
        </Col>
        <Col>
          <Card.Body>
            <h2 className="h4 mb-2 d-flex align-items-center gap-2 flex-wrap">
              <span className="text-break">{textIn(country.name, "tr")}</span>
              <CountryCode code={country.code} />
            </h2>
            <dl className="admin-facts mb-0">
              <div>
                <dt>{t("adminExhibitions.country.totalPhotos")}</dt>
                <dd>{country.totalPhotos ?? 0}</dd>
              </div>
              <div>
                <dt>{t("adminExhibitions.country.exhibitionCount")}</dt>
                <dd>{country.exhibition_count ?? 0}</dd>
              </div>
              <div>
                <dt>{t("adminExhibitions.country.countryId")}</dt>
                <dd>{country.id}</dd>
              </div>
            </dl>
          </Card.Body>
        </Col>
      </Row>
    </Card>
  );
}
