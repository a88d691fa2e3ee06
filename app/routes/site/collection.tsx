import { Alert, Container } from "react-bootstrap";
import { data, Link } from "react-router";
import { CollectionHeader } from "../../components/site/collections/CollectionHeader";
import { FabricGrid } from "../../components/site/fabrics/FabricGrid";
import { LoadFailureAlert } from "../../components/site/fabrics/LoadFailureAlert";
import { fixedT } from "../../i18n/i18n.server";
import { useTranslation } from "../../i18n/translation";
import { useLocalizedHref } from "../../lib/links";
import { loaderSeoMeta } from "../../lib/seo";
import type { Route } from "./+types/collection";
import { loadCollection } from "./collection.server";
import { shorten } from "./loaders.server";
import { pageSeo, reportFailure, rowIdParam } from "./loaders.server";

/** /collections/:id: the collection (cover, season, kind, description) and its fabrics; 404 for an unknown id. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lng = context.view.lang;
  const t = fixedT(lng);
  const base = pageSeo(request, context, { path: `/collections/${params.id}` });
  const noCollection = (failure: ReturnType<typeof reportFailure> | null) =>
    data(
      {
        collection: null,
        fabrics: [],
        total: 0,
        failure,
        seo: {
          ...base,
          title: t(failure ? "collections.loadErrorTitle" : "collections.notFound"),
          description: t(failure ? "collections.loadErrorText" : "collections.notFoundText"),
          noindex: true,
        },
      },
      failure ? { status: 503, headers: { "Retry-After": "5" } } : { status: 404 },
    );
  const id = rowIdParam(params.id);
  if (id === null) return noCollection(null);
  try {
    const found = await loadCollection(context, id, lng);
    if (!found) return noCollection(null);
    const { collection } = found;
    const seo = {
      ...base,
      title: t("collections.pageTitle", { name: collection.name, season: collection.season }),
      description: shorten(collection.description) || t("collections.description"),
      image: collection.image?.src,
    };
    return data({ ...found, failure: null, seo });
  } catch (error) {
    return noCollection(reportFailure(context, error, `collection ${id}: load failed`));
  }
}

export const meta: Route.MetaFunction = loaderSeoMeta;

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { collection, fabrics, total, failure } = loaderData;
  if (!collection) {
    const back = (
      <Link to={href("/collections")} className="alert-link">
        {t("collections.back")}
      </Link>
    );
    return (
      <Container className="py-5">
        {failure ? (
          <LoadFailureAlert failure={failure}>
            <h1 className="h3 alert-heading">{t("collections.loadErrorTitle")}</h1>
            <p>{t("collections.loadErrorText")}</p>
            {back}
          </LoadFailureAlert>
        ) : (
          <Alert variant="warning">
            <h1 className="h3 alert-heading">{t("collections.notFound")}</h1>
            <p>{t("collections.notFoundText")}</p>
            {back}
          </Alert>
        )}
      </Container>
    );
  }
  const finderHref = href("/fabrics", { collection: String(collection.id) });
  return (
    <div className="pb-5">
      <CollectionHeader collection={collection} backHref={href("/collections")} finderHref={finderHref} />
      <Container as="section" aria-labelledby="collection-fabrics-title">
        <h2 id="collection-fabrics-title" className="h3 mb-4">
          {t("collections.fabricsTitle")}
        </h2>
        {fabrics.length === 0 ? (
          <p className="lead">{t("collections.noFabrics")}</p>
        ) : (
          <FabricGrid fabrics={fabrics} />
        )}
        {total > fabrics.length ? (
          <p className="mt-4 mb-0">
            {t("collections.shown", { shown: fabrics.length, total })}{" "}
            <Link to={finderHref}>{t("collections.finderLink")}</Link>
          </p>
        ) : null}
      </Container>
    </div>
  );
}
