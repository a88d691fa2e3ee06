import { useTranslation } from "../../../i18n/translation";
import { LinkCard } from "../../ui/LinkCard";
import { useLocalizedHref } from "../../../lib/links";
import type { ExhibitionCardData } from "./types";
import { UpcomingBadge } from "./UpcomingBadge";

const SIZES =
  "(min-width: 1400px) 416px, (min-width: 1200px) 356px, (min-width: 992px) 296px, (min-width: 768px) 50vw, 100vw";

/** Where a fair takes place: city and venue, whichever exist. */
export const place = (e: Pick<ExhibitionCardData, "city" | "venue">) =>
  [e.city, e.venue].filter(Boolean).join(" · ");

/**
 * Fairs as cards (image, title, dates, place and our stand, description), each opening its
 * page; `heading` is the level of the cards' titles under the page's own headings.
 */
export function ExhibitionGrid({
  exhibitions,
  heading = "h2",
  firstPriority = true,
}: {
  exhibitions: ExhibitionCardData[];
  heading?: "h2" | "h3";
  /** Whether the first card's image is the page's first picture (loaded eagerly). */
  firstPriority?: boolean;
}) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled mb-0">
      {exhibitions.map((e, index) => {
        const where = place(e);
        const stand = e.upcoming ? e.standText : null;
        return (
          <li key={e.id} className="col">
            <LinkCard
              className="card h-100 exh-card"
              image={e.image}
              sizes={SIZES}
              priority={firstPriority && index === 0}
              imageClassName="card-img-top exh-card-img"
              mediaClassName="exh-media"
              overlay={<UpcomingBadge fair={e} className="exh-badge-over" />}
              bodyClassName="card-body d-flex flex-column"
              heading={heading}
              headingClassName="h4 card-title"
              title={e.title}
              to={href(`/exhibition/${e.id}`)}
            >
              <p className="exh-meta small mb-2">
                <time dateTime={e.dates.iso}>{e.dates.text}</time>
                {where ? <span className="d-block">{where}</span> : null}
                {stand ? <span className="d-block exh-stand">{stand}</span> : null}
              </p>
              <p className="text-clamp-3 mb-3">{e.description}</p>
              <p className="small text-body-secondary mt-auto mb-0">
                {t("exhibitions.photos", { count: e.photoCount })}
              </p>
            </LinkCard>
          </li>
        );
      })}
    </ul>
  );
}
