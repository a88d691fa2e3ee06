import { Col, Container, Row } from "react-bootstrap";
import { useTranslation } from "../../i18n/translation";
import { data, Link } from "react-router";
import { FabricCard } from "../../components/site/fabrics/FabricCard";
import { LoadFailureAlert } from "../../components/site/fabrics/LoadFailureAlert";
import { useLocalizedHref } from "../../lib/links";
import { useLoadingFabricId } from "../../components/site/fabrics/navigation";
import { PageHeader } from "../../components/site/fabrics/PageHeader";
import { Pager } from "../../components/site/fabrics/Pager";
import { fixedT } from "../../i18n/i18n.server";
import { loaderSeoMeta } from "../../lib/seo";
import type { Route } from "./+types/fabrics";
import { loadFabricCards } from "./fabrics.server";
import { pageParam, pageSeo, reportFailure } from "./loaders.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lng = context.view.lang;
  const t = fixedT(lng);
  const requested = pageParam(new URL(request.url).searchParams.get("page"));
  const page = requested ?? 1;
  const title = page > 1 ? t("fabrics.pageTitle", { title: t("fabrics.title"), page }) : t("fabrics.title");
  const seo = pageSeo(request, context, {
    title,
    description: t("fabrics.description"),
    path: "/fabrics",
    query: page > 1 ? { page: String(page) } : undefined,
  });
  try {
    const list = await loadFabricCards(context, lng, page);
    // A page past the end (or `?page=abc`) does not exist: say so, with a way back.
    const missing =
      requested === null || (page > list.pages && list.total > 0) || (page > 1 && list.total === 0);
    return data(
      {
        ...list,
        failure: null,
        missing,
        seo: { ...seo, image: list.cards[0]?.image?.src, noindex: missing },
      },
      { status: missing ? 404 : 200 },
    );
  } catch (error) {
    const failure = reportFailure(context, error, "fabrics: load failed");
    return data(
      { cards: [], page, pages: 1, total: 0, failure, missing: false, seo: { ...seo, noindex: true } },
      { status: 503, headers: { "Retry-After": "5" } },
    );
  }
}

export const meta: Route.MetaFunction = loaderSeoMeta;

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
  const loadingId = useLoadingFabricId();
  const { cards, page, pages, failure, missing } = loaderData;
  return (
    <div className="pb-5">
      <PageHeader eyebrow={t("fabrics.eyebrow")} title={t("fabrics.title")}>
        <p className="lead mb-0">{t("fabrics.description")}</p>
      </PageHeader>
      <Container>
        {failure ? (
          <LoadFailureAlert failure={failure}>
            <p className="fw-semibold mb-2">{t("fabrics.loadError")}</p>
            <Link
              to={href("/fabrics", page > 1 ? { page: String(page) } : {})}
              className="alert-link"
              reloadDocument
            >
              {t("fabrics.retry")}
            </Link>
          </LoadFailureAlert>
        ) : missing ? (
          <NoCards text={t("fabrics.noPage")} to={href("/fabrics")} label={t("fabrics.firstPage")} />
        ) : cards.length === 0 ? (
          <NoCards text={t("fabrics.empty")} to={href("/contact")} label={t("fabrics.contact")} />
        ) : (
          <Row as="ul" xs={1} md={2} lg={3} className="g-4 list-unstyled mb-0 fabric-list">
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
        {!failure && !missing ? (
          <Pager page={page} pages={pages} href={(n) => href("/fabrics", n > 1 ? { page: String(n) } : {})} />
        ) : null}
      </Container>
    </div>
  );
}
