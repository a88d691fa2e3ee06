import { Col, Container, Row } from "react-bootstrap";
import { data, Link } from "react-router";
import { CollectionCard } from "../../components/site/collections/CollectionCard";
import type { CollectionCardData } from "../../components/site/collections/types";
import { LoadFailureAlert } from "../../components/site/fabrics/LoadFailureAlert";
import { PageHeader } from "../../components/site/fabrics/PageHeader";
import { fixedT } from "../../i18n/i18n.server";
import { useTranslation } from "../../i18n/translation";
import { useLocalizedHref } from "../../lib/links";
import { loaderSeoMeta } from "../../lib/seo";
import type { Route } from "./+types/collections";
import { pageSeo, reportFailure } from "./loaders.server";
import { collectionCardData } from "./records.server";

/** The collections of one year, as /collections groups them. */
type CollectionYear = { year: number; collections: CollectionCardData[] };

/** /collections: every collection, grouped by year, newest first (the service's order). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lng = context.view.lang;
  const t = fixedT(lng);
  const seo = pageSeo(request, context, {
    title: t("collections.title"),
    description: t("collections.description"),
    path: "/collections",
  });
  try {
    const list = (await context.services.listPublicCollections(context.ctx, lng)).map(collectionCardData);
    const years: CollectionYear[] = [];
    for (const collection of list) {
      const last = years.at(-1);
      if (last?.year === collection.year) last.collections.push(collection);
      else years.push({ year: collection.year, collections: [collection] });
    }
    return { years, failure: null, seo: { ...seo, image: list[0]?.image?.src } };
  } catch (error) {
    const failure = reportFailure(context, error, "collections: load failed");
    return data(
      { years: [] as CollectionYear[], failure, seo: { ...seo, noindex: true } },
      { status: 503, headers: { "Retry-After": "5" } },
    );
  }
}

export const meta: Route.MetaFunction = loaderSeoMeta;

export default function Collections({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { years, failure } = loaderData;
  return (
    <div className="pb-5">
      <PageHeader eyebrow={t("collections.eyebrow")} title={t("collections.title")}>
        <p className="lead mb-0">{t("collections.description")}</p>
      </PageHeader>
      <Container>
        {failure ? (
          <LoadFailureAlert failure={failure}>
            <p className="fw-semibold mb-2">{t("collections.loadError")}</p>
            <Link to={href("/collections")} className="alert-link" reloadDocument>
              {t("collections.retry")}
            </Link>
          </LoadFailureAlert>
        ) : years.length === 0 ? (
          <p className="lead">{t("collections.empty")}</p>
        ) : (
          years.map(({ year, collections }, k) => (
            <section
              key={year}
              className={k > 0 ? "mt-5" : undefined}
              aria-labelledby={`collections-${year}`}
            >
              <h2 id={`collections-${year}`} className="h3 mb-4">
                {t("collections.year", { year })}
              </h2>
              <Row as="ul" xs={1} md={2} xl={4} className="g-4 list-unstyled mb-0">
                {collections.map((collection, index) => (
                  <Col as="li" key={collection.id}>
                    <CollectionCard collection={collection} priority={k === 0 && index === 0} />
                  </Col>
                ))}
              </Row>
            </section>
          ))
        )}
      </Container>
    </div>
  );
}
