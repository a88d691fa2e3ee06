import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/translation";
import { Link } from "react-router";
import { LinkCard } from "../../ui/LinkCard";
import { useLocalizedHref } from "../../../lib/links";
import { HomeSection, MoreLink } from "./parts";
import type { HomeCountry, HomeFair, Loaded } from "./types";

/** One part of the teaser as it was read: its error (with the request's id), its empty text, or its list. */
function LoadedPart<T>({
  part,
  errorText,
  emptyText,
  emptyClassName,
  children,
}: {
  part: Loaded<T>;
  errorText: (code: string) => string;
  emptyText: string;
  emptyClassName: string;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (!part.ok) {
    return (
      <div className="alert alert-danger" role="alert">
        <p className="mb-1">{errorText(part.error.code)}</p>
        {part.error.requestId ? (
          <p className="small mb-0">{t("home.fairs.requestId", { id: part.error.requestId })}</p>
        ) : null}
      </div>
    );
  }
  if (part.items.length === 0) return <p className={emptyClassName}>{emptyText}</p>;
  return <>{children(part.items)}</>;
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
    <HomeSection
      section="fairs"
      aside={<MoreLink to={href("/exhibitions")}>{t("home.fairs.viewAll")}</MoreLink>}
    >
      <LoadedPart
        part={countries}
        errorText={(code) => t("home.fairs.countriesError", { message: code })}
        emptyText={t("home.fairs.countriesEmpty")}
        emptyClassName="text-body-secondary"
      >
        {(items) => (
          <ul
            className="row row-cols-1 row-cols-sm-3 g-3 g-lg-4 list-unstyled mb-0"
            data-testid="fair-countries"
          >
            {items.map((country) => (
              <li key={country.id} className="col">
                <LinkCard
                  className="country-card"
                  image={country.image}
                  sizes="(min-width: 1200px) 370px, (min-width: 576px) 30vw, 42vw"
                  imageClassName="country-card-image"
                  bodyClassName="country-card-body"
                  heading="h3"
                  headingClassName="h5 mb-1"
                  title={country.name}
                  to={href("/exhibitions", { country: String(country.id) })}
                  linkClassName="text-reset text-decoration-none"
                >
                  <p className="small mb-0">{t("home.fairs.count", { count: country.exhibitionCount })}</p>
                </LinkCard>
              </li>
            ))}
          </ul>
        )}
      </LoadedPart>
      <div className="upcoming mt-4 mt-lg-5">
        <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
          <h3 className="h4 mb-0">{t("home.fairs.upcoming")}</h3>
          <MoreLink to={href("/exhibitions")} className="d-none d-md-inline-flex">
            {t("home.fairs.upcomingAll")}
          </MoreLink>
        </div>
        <LoadedPart
          part={fairs}
          errorText={(code) => t("home.fairs.exhibitionsError", { message: code })}
          emptyText={t("home.fairs.upcomingEmpty")}
          emptyClassName="text-body-secondary mb-0"
        >
          {(items) => (
            <ul className="row row-cols-1 row-cols-md-3 g-0 list-unstyled mb-0 upcoming-list">
              {items.map((fair) => (
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
        </LoadedPart>
        {/* On phones the link follows the list. */}
        <MoreLink to={href("/exhibitions")} className="d-md-none mt-3">
          {t("home.fairs.upcomingAll")}
        </MoreLink>
      </div>
    </HomeSection>
  );
}
