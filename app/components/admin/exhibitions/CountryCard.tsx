import { Card } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { Link } from "react-router";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { EditDeleteButtons } from "../ui";
import { CountryCode } from "./CountryCode";
import { type AdminCountry, textIn } from "./types";

type Props = {
  country: AdminCountry;
  onEdit(country: AdminCountry): void;
  onDelete(country: AdminCountry): void;
};

/** A country: cover, name (tr), total photos, number of exhibitions; the whole card opens it. */
export function CountryCard({ country, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const name = textIn(country.name, "tr");
  return (
    <Card className="h-100 shadow-sm admin-country-card">
      <ResponsiveImage
        image={country.image}
        alt=""
        sizes="(min-width: 1200px) 25vw, (min-width: 768px) 33vw, 100vw"
        className="card-img-top admin-country-cover"
      />
      <Card.Body>
        <div className="d-flex align-items-start justify-content-between gap-2 mb-2">
          <Card.Title as="h2" className="h5 mb-0 text-break">
            <Link to={`/admin/exhibitions/country/${country.id}`} className="stretched-link text-reset">
              {name}
            </Link>
          </Card.Title>
          <CountryCode code={country.code} />
        </div>
        <dl className="admin-country-facts small mb-0">
          <div>
            <dt>{t("adminExhibitions.countries.totalPhotos")}</dt>
            <dd>{country.totalPhotos ?? 0}</dd>
          </div>
          <div>
            <dt className="visually-hidden">{t("adminExhibitions.country.exhibitionCount")}</dt>
            <dd>{t("adminExhibitions.countries.exhibitions", { count: country.exhibition_count ?? 0 })}</dd>
          </div>
        </dl>
      </Card.Body>
      <Card.Footer className="bg-transparent d-flex gap-2 justify-content-end admin-card-actions">
        <EditDeleteButtons
          editName={t("adminExhibitions.countries.editNamed", { name })}
          deleteName={t("adminExhibitions.countries.deleteNamed", { name })}
          onEdit={() => onEdit(country)}
          onDelete={() => onDelete(country)}
        />
      </Card.Footer>
    </Card>
  );
}
