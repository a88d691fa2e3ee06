import { Col, Container, Row } from "react-bootstrap";
import { useTranslation } from "../../i18n/translation";
import { data, Link, useSearchParams } from "react-router";
import { isLang } from "../../../common/constants";
import { fabricFilterParams, isEmptyFilter, readFabricFilter } from "../../../common/fabric-filter";
import { deferred } from "../../components/ui/Deferred";
import { FabricCard } from "../../components/site/fabrics/FabricCard";
import { LoadFailureAlert } from "../../components/site/fabrics/LoadFailureAlert";
import { SearchAlertSlot } from "../../components/site/alerts/SearchAlertSlot";
import { useLocalizedHref } from "../../lib/links";
import { useLoadingFabricId } from "../../components/site/fabrics/navigation";
import { PageHeader } from "../../components/site/fabrics/PageHeader";
import { Pager } from "../../components/site/fabrics/Pager";
import { fixedT } from "../../i18n/i18n.server";
import { loaderSeoMeta } from "../../lib/seo";
import type { Route } from "./+types/fabrics";
import { loadFabricCards } from "./fabrics.server";
import { pageParam, pageSeo, reportFailure } from "./loaders.server";

// A GET form that works as HTML alone (its button submits it): server-rendered at once, its code
// (a ticked box submitting at once) fetched after the page's (docs/performance.md, "Page weight").
const FabricFinder = deferred(() =>
  import("../../components/site/fabrics/FabricFinder").then((m) => m.FabricFinder),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const lng = context.view.lang;
  const t = fixedT(lng);
  const params = new URL(request.url).searchParams;
  const requested = pageParam(params.get("page"));
  const page = requested ?? 1;
  // The finder's state is the URL's: the same filter read the same way as the API reads it.
  const filter = readFabricFilter(params);
  const filtered = !isEmptyFilter(filter);
  const query = Object.fromEntries(fabricFilterParams(filter));
  const title = page > 1 ? t("fabrics.pageTitle", { title: t("fabrics.title"), page }) : t("fabrics.title");
  // The Atom feed of new fabrics in the page's language (linked in the head and under the title).
  const feed = { href: `/feeds/fabrics.atom?lng=${lng}`, title: t("fabrics.atomFeed") };
  const seo = pageSeo(request, context, {
    title,
    description: t("fabrics.description"),
    path: "/fabrics",
    // A narrowed list names the whole list as its canonical page: search engines index the
    // catalogue once, not each of its combinations of filters (and the narrowed URL stays indexable).
    query: page > 1 && !filtered ? { page: String(page) } : undefined,
  });
  try {
    const list = await loadFabricCards(context, lng, page, filter);
    // A page past the end (or `?page=abc`) does not exist: say so, with a way back.
    const missing =
      requested === null || (page > list.pages && list.total > 0) || (page > 1 && list.total === 0);
    return data(
      {
        ...list,
        feed,
        filter,
        query,
        failure: null,
        missing,
        seo: { ...seo, image: list.cards[0]?.image?.src, noindex: missing },
      },
      { status: missing ? 404 : 200 },
    );
  } catch (error) {
    const failure = reportFailure(context, error, "fabrics: load failed");
    return data(
      {
        cards: [],
        page,
        pages: 1,
        total: 0,
        facets: null,
        records: null,
        feed,
        filter,
        query,
        failure,
        missing: false,
        seo: { ...seo, noindex: true },
      },
      { status: 503, headers: { "Retry-After": "5" } },
    );
  }
}

export const meta: Route.MetaFunction = (args) => {
  const seo = loaderSeoMeta(args);
  const { loaderData } = args;
  if (!loaderData) return seo;
  const { feed } = loaderData;
  const href = new URL(feed.href, loaderData.seo.origin).toString();
  return [
    ...seo,
    { tagName: "link", rel: "alternate", type: "application/atom+xml", title: feed.title, href },
  ];
};

/** In place of the cards (no such page, or no fabric yet): why, and where to go instead. */
function NoCards({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <div className="text-center py-4">
      <p className="lead">{text}</p>
      <Link to={to} className="btn btn-primary">
        {label}
      </Link>
    </div>
  );
}

export default function Fabrics({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const [params] = useSearchParams();
  const loadingId = useLoadingFabricId();
  const { cards, page, pages, total, facets, records, feed, filter, query, failure, missing } = loaderData;
  const filtered = !isEmptyFilter(filter);
  const lng = params.get("lng");
  return (
    <div className="pb-5">
      <PageHeader eyebrow={t("fabrics.eyebrow")} title={t("fabrics.title")}>
        <p className="lead mb-2">{t("fabrics.description")}</p>
        <p className="mb-0">
          <Link to={href("/collections")}>{t("collections.home.all")}</Link>
          {" · "}
          <Link to={href("/certificates")}>{t("certificates.all")}</Link>
          {" · "}
          <a href={feed.href} type="application/atom+xml" className="small feed-link">
            {feed.title}
          </a>
        </p>
      </PageHeader>
      <Container>
        {failure ? (
          <LoadFailureAlert failure={failure}>
            <p className="fw-semibold mb-2">{t("fabrics.loadError")}</p>
            <Link
              to={href("/fabrics", page > 1 ? { ...query, page: String(page) } : query)}
              className="alert-link"
              reloadDocument
            >
              {t("fabrics.retry")}
            </Link>
          </LoadFailureAlert>
        ) : missing ? (
          <NoCards text={t("fabrics.noPage")} to={href("/fabrics", query)} label={t("fabrics.firstPage")} />
        ) : total === 0 && !filtered ? (
          <NoCards text={t("fabrics.empty")} to={href("/contact")} label={t("fabrics.contact")} />
        ) : (
          <Row className="g-4">
            {facets && records ? (
              <Col lg={3} as="aside">
                <FabricFinder
                  filter={filter}
                  facets={facets}
                  records={records}
                  action={href("/fabrics")}
                  lng={isLang(lng) ? lng : null}
                />
              </Col>
            ) : null}
            <Col lg={facets ? 9 : 12}>
              <p className="text-body-secondary mb-3" role="status">
                {t("finder.results", { count: total })}
              </p>
              {filtered ? <SearchAlertSlot query={fabricFilterParams(filter).toString()} /> : null}
              {cards.length === 0 ? (
                <div className="py-4">
                  <p className="lead">{t("finder.none")}</p>
                  <Link to={href("/fabrics")} className="btn btn-primary">
                    {t("finder.clear")}
                  </Link>
                </div>
              ) : (
                <Row as="ul" xs={1} md={2} xl={3} className="g-4 list-unstyled mb-0 fabric-list">
                  {cards.map((fabric, index) => (
                    <Col as="li" key={fabric.id}>
                      <FabricCard
                        fabric={fabric}
                        href={href(`/fabric/${fabric.id}`)}
                        loading={loadingId === fabric.id}
                        priority={index === 0}
                      />
                    </Col>
                  ))}
                </Row>
              )}
              <Pager
                page={page}
                pages={pages}
                href={(n) => href("/fabrics", n > 1 ? { ...query, page: String(n) } : query)}
              />
            </Col>
          </Row>
        )}
      </Container>
    </div>
  );
}
