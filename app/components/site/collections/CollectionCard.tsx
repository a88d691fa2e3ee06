import { useTranslation } from "../../../i18n/translation";
import { useLocalizedHref } from "../../../lib/links";
import { LinkCard } from "../../ui/LinkCard";
import { type CollectionCardData, seasonParts } from "./types";

/** Drawn widths of a card's cover: 1, 2 (from `md`), then 4 cards a row (from `xl`) in Bootstrap's containers. */
const COVER_SIZES =
  "(min-width: 1400px) 306px, (min-width: 1200px) 261px, (min-width: 992px) 456px, (min-width: 768px) 336px, (min-width: 576px) 516px, calc(100vw - 1.5rem)";

/** The season's code and the collection's kind, as two badges ("SS26", "Capsule"). */
export function CollectionBadges({
  collection,
}: {
  collection: Pick<CollectionCardData, "season" | "kind">;
}) {
  const { t } = useTranslation();
  const { half, year } = seasonParts(collection.season);
  return (
    <p className="d-flex flex-wrap gap-2 mb-2">
      <abbr className="badge collection-season" title={t(`collections.season.${half}`, { year })}>
        {collection.season}
      </abbr>
      <span className={`badge collection-kind collection-kind-${collection.kind}`}>
        {t(`collections.kind.${collection.kind}`)}
      </span>
    </p>
  );
}

/** A collection on /collections: cover, season and kind, name (the link), fabric count, the start of its description. */
export function CollectionCard({
  collection,
  priority = false,
}: {
  collection: CollectionCardData;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <LinkCard
      className="card h-100 fabric-card collection-card"
      image={collection.image}
      sizes={COVER_SIZES}
      priority={priority}
      mediaClassName="fabric-card-media"
      bodyClassName="card-body p-4"
      heading="h3"
      headingClassName="h4 card-title mb-1"
      title={collection.name}
      to={href(`/collections/${collection.id}`)}
      linkClassName="fabric-card-link"
    >
      <CollectionBadges collection={collection} />
      <p className="card-text fabric-card-text text-clamp-3 mb-2">{collection.description}</p>
      <p className="small fw-semibold mb-0 collection-count">
        {t("collections.fabricCount", { count: collection.fabricCount })}
      </p>
    </LinkCard>
  );
}
