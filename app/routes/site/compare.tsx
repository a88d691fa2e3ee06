import { Container } from "react-bootstrap";
import { data, Link } from "react-router";
import { CompareTable } from "../../components/site/compare/CompareTable";
import { COMPARE_MAX } from "../../components/site/compare/keys";
import { LoadFailureAlert } from "../../components/site/fabrics/LoadFailureAlert";
import { PageHeader } from "../../components/site/fabrics/PageHeader";
import { fixedT } from "../../i18n/i18n.server";
import { useTranslation } from "../../i18n/translation";
import { useLocalizedHref } from "../../lib/links";
import { loaderSeoMeta } from "../../lib/seo";
import type { Route } from "./+types/compare";
import { loadComparison, readCompareIds } from "./compare.server";
import { pageSeo, reportFailure } from "./loaders.server";

/**
 * /compare?ids=3,7,12: up to four fabrics' technical data side by side, rendered on the server
 * from the address alone (a shared link shows the same table). Never indexed; not in the sitemap.
 * Ids that name no fabric are named and left out; past four, the first four; an address that is
 * not a list of ids is a 400 that says so.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lng = context.view.lang;
  const t = fixedT(lng);
  const seo = {
    ...pageSeo(request, context, {
      title: t("comparePage.title"),
      description: t("comparePage.description"),
      path: "/compare",
    }),
    noindex: true,
  };
  const empty = {
    fabrics: [],
    rows: [],
    missing: [] as number[],
    more: 0,
    malformed: false,
    failure: null,
    seo,
  };
  const asked = readCompareIds(new URL(request.url).searchParams);
  if (asked === null) return data({ ...empty, malformed: true }, { status: 400 });
  if (asked.ids.length === 0) return data(empty);
  try {
    const comparison = await loadComparison(context, asked.ids, lng);
    const status = comparison.fabrics.length === 0 ? 404 : 200;
    return data({ ...empty, ...comparison, more: asked.more }, { status });
  } catch (error) {
    const failure = reportFailure(context, error, "compare: load failed");
    return data({ ...empty, failure }, { status: 503, headers: { "Retry-After": "5" } });
  }
}

export const meta: Route.MetaFunction = loaderSeoMeta;

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { fabrics, rows, missing, more, malformed, failure } = loaderData;
  const browse = (
    <Link to={href("/fabrics")} className="btn btn-primary compare-screen-only">
      {t("comparePage.browse")}
    </Link>
  );
  return (
    <div className="pb-5 compare-page">
      <PageHeader eyebrow={t("comparePage.eyebrow")} title={t("comparePage.title")}>
        <p className="lead mb-0">{t("comparePage.description")}</p>
      </PageHeader>
      <Container>
        {malformed ? (
          <div role="alert" className="alert alert-warning">
            <p className="mb-3">{t("comparePage.malformed")}</p>
            {browse}
          </div>
        ) : null}
        {failure ? (
          <LoadFailureAlert failure={failure}>
            <p className="fw-semibold mb-0">{t("comparePage.loadError")}</p>
          </LoadFailureAlert>
        ) : null}
        {missing.length > 0 ? (
          <p role="status" className="alert alert-warning compare-missing">
            {t("comparePage.notFound", { ids: missing.join(", ") })}
          </p>
        ) : null}
        {more > 0 ? (
          <p className="alert alert-info compare-more">{t("comparePage.more", { max: COMPARE_MAX })}</p>
        ) : null}
        {fabrics.length > 0 ? (
          <>
            {fabrics.length > 1 && rows.some((row) => row.differs) ? (
              <p className="text-body-secondary small">{t("comparePage.legend")}</p>
            ) : null}
            <CompareTable fabrics={fabrics} rows={rows} />
            <p className="mt-4 mb-0 d-flex flex-wrap gap-3 align-items-center compare-screen-only">
              <button type="button" className="btn btn-outline-primary" onClick={() => window.print()}>
                {t("comparePage.print")}
              </button>
              <Link to={href("/fabrics")}>{t("comparePage.browse")}</Link>
            </p>
          </>
        ) : !malformed && !failure ? (
          <div className="py-3">
            <p className="lead">{t("comparePage.empty")}</p>
            {browse}
          </div>
        ) : null}
      </Container>
    </div>
  );
}
