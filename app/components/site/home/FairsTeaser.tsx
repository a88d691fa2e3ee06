import { Container } from "react-bootstrap";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { ArrowRight } from "./icons";
import { useLocalizedHref } from "../../../lib/links";
import type { LoadFailure } from "../fabrics/types";
import { SectionHeading } from "./parts";
import type { HomeCountry, HomeFair, Loaded } from "./types";

function Failure({ text, error }: { text: string; error: LoadFailure }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-danger" role="alert">
      <p className="mb-1">{text}</p>
      {error.requestId ? (
        <p className="small mb-0">{t("home.fairs.requestId", { id: error.requestId })}</p>
      ) : null}
    </div>
  );
}

/**
 * The first three countries (cover, name, number of fairs) leading to /exhibitions?country=,
 * and the next three fairs with their dates; each part shows its own error text if it failed.
 */
export function FairsTeaser({
  countries,
  fairs,
}: {
  countries: Loaded<HomeCountry>;
  fairs: Loaded<HomeFair>;
}) {
  const { t } = useTranslation();
  const href = useLocalizedHref();

  return (
    <section className="home-section home-fairs" aria-labelledby="fairs-title">
      <Container>
        <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-4">
          <SectionHeading
            id="fairs-title"
            eyebrow={t("home.fairs.eyebrow")}
            title={t("home.fairs.title")}
            text={t("home.fairs.text")}
          />
          <Link to={href("/exhibitions")} className="home-more">
            {t("home.fairs.viewAll")}
            <ArrowRight />
          </Link>
        </div>
        {!countries.ok ? (
          <Failure
            text={t("home.fairs.countriesError", { message: countries.error.code })}
            error={countries.error}
          />
        ) : countries.items.length === 0 ? (
          <p className="text-body-secondary">{t("home.fairs.countriesEmpty")}</p>
        ) : (
          <ul
            className="row row-cols-1 row-cols-sm-3 g-3 g-lg-4 list-unstyled mb-0"
            data-testid="fair-countries"
          >
            {countries.items.map((country) => (
              <li key={country.id} className="col">
                <article className="country-card">
                  <ResponsiveImage
                    image={country.image}
                    alt=""
                    sizes="(min-width: 1200px) 370px, (min-width: 576px) 30vw, 42vw"
                    className="country-card-image"
                  />
                  <div className="country-card-body">
                    <h3 className="h5 mb-1">
                      <Link
                        to={href("/exhibitions", { country: String(country.id) })}
                        className="stretched-link text-reset text-decoration-none"
                      >
                        {country.name}
                      </Link>
                    </h3>
                    <p className="small mb-0">{t("home.fairs.count", { count: country.exhibitionCount })}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
        <div className="upcoming mt-4 mt-lg-5">
          <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
            <h3 className="h4 mb-0">{t("home.fairs.upcoming")}</h3>
            <Link to={href("/exhibitions")} className="home-more d-none d-md-inline-flex">
              {t("home.fairs.upcomingAll")}
              <ArrowRight />
            </Link>
          </div>
          {!fairs.ok ? (
            <Failure
              text={t("home.fairs.exhibitionsError", { message: fairs.error.code })}
              error={fairs.error}
            />
          ) : fairs.items.length === 0 ? (
            <p className="text-body-secondary mb-0">{t("home.fairs.upcomingEmpty")}</p>
          ) : (
            <ul className="row row-cols-1 row-cols-md-3 g-0 list-unstyled mb-0 upcoming-list">
              {fairs.items.map((fair) => (
                <li key={fair.id} className="col upcoming-item">
                  {fair.dates ? (
                    <time className="upcoming-date" dateTime={fair.start ?? undefined}>
                      {fair.dates}
                    </time>
                  ) : null}
                  <Link to={href(`/exhibition/${fair.id}`)} className="upcoming-title">
                    {fair.title}
                  </Link>
                  {fair.place ? <span className="upcoming-place">{fair.place}</span> : null}
                </li>
              ))}
            </ul>
          )}
          {/* On phones the link follows the list. */}
          <Link to={href("/exhibitions")} className="home-more d-md-none mt-3">
            {t("home.fairs.upcomingAll")}
            <ArrowRight />
          </Link>
        </div>
      </Container>
    </section>
  );
}
