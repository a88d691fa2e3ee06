import { useTranslation } from "../../../i18n/translation";
import { LinkCard } from "../../ui/LinkCard";
import { useLocalizedHref } from "../../../lib/links";
import type { CountryCardData } from "./types";

/** Column widths of the grid (1, 2, 3 columns), for the browser's choice of image variant. */
const SIZES =
  "(min-width: 1400px) 416px, (min-width: 1200px) 356px, (min-width: 992px) 296px, (min-width: 576px) 50vw, 100vw";

/**
 * The countries as cards (cover, name, number of fairs), each opening ?country=<id>; the cards'
 * titles are h3 under the section's heading.
 */
export function CountryGrid({
  countries,
  firstPriority = true,
}: {
  countries: CountryCardData[];
  /** Whether the first card's image is the page's first picture (loaded eagerly). */
  firstPriority?: boolean;
}) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled mb-0">
      {countries.map((country, index) => (
        <li key={country.id} className="col">
          <LinkCard
            className="card h-100 exh-card"
            image={country.image}
            sizes={SIZES}
            priority={firstPriority && index === 0}
            imageClassName="card-img-top exh-cover"
            bodyClassName="card-body"
            heading="h3"
            headingClassName="h4 card-title mb-1"
            title={country.name}
            to={href("/exhibitions", { country: String(country.id) })}
          >
            <p className="text-body-secondary mb-3">
              {t("exhibitions.fairs", { count: country.exhibitionCount })}
            </p>
            <p className="exh-more mb-0" aria-hidden="true">
              {t("exhibitions.viewFairs")} <span className="exh-arrow">→</span>
            </p>
          </LinkCard>
        </li>
      ))}
    </ul>
  );
}
