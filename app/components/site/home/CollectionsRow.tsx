import { Link } from "react-router";
import { useTranslation } from "../../../i18n/translation";
import { useLocalizedHref } from "../../../lib/links";
import type { CollectionCardData } from "../collections/types";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { MoreLink } from "./parts";

/**
 * The current collections ("Collections SS26 / AW26") as a compact row of cards above the fabric
 * slider, each linking to its page; nothing when there is none (or they could not be read).
 */
export function CollectionsRow({ collections }: { collections: CollectionCardData[] | null }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  if (!collections || collections.length === 0) return null;
  const seasons = [...new Set(collections.map((c) => c.season))].join(" / ");
  return (
    <section className="home-section home-collections" aria-labelledby="collections-title">
      <div className="container">
        <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-4">
          <div>
            <p className="section-eyebrow mb-2">{t("collections.home.eyebrow")}</p>
            <h2 id="collections-title" className="h3 mb-0">
              {t("collections.home.title", { seasons })}
            </h2>
          </div>
          <MoreLink to={href("/collections")}>{t("collections.home.all")}</MoreLink>
        </div>
        <ul className="row g-3 list-unstyled mb-0">
          {collections.map((c) => (
            <li key={c.id} className="col-12 col-sm-6 col-lg-3">
              <article className="collection-tile">
                <ResponsiveImage image={c.image} alt="" sizes="88px" className="collection-tile-image" />
                <div className="collection-tile-body">
                  <h3 className="h5 mb-1">
                    <Link to={href(`/collections/${c.id}`)} className="stretched-link fabric-card-link">
                      {c.name}
                    </Link>
                  </h3>
                  <p className="small mb-0">
                    {c.season} · {t(`collections.kind.${c.kind}`)}
                  </p>
                  <p className="small text-body-secondary mb-0">
                    {t("collections.fabricCount", { count: c.fabricCount })}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
