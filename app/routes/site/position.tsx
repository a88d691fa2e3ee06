import { Alert, Container } from "react-bootstrap";
import { data, Link } from "react-router";
import { JsonLd } from "../../components/site/layout/JsonLd";
import { PositionFacts } from "../../components/site/careers/PositionFacts";
import { fixedT } from "../../i18n/i18n.server";
import { useTranslation } from "../../i18n/translation";
import { formatDate } from "../../lib/format";
import { useLocalizedHref } from "../../lib/links";
import { loaderSeoMeta } from "../../lib/seo";
import type { Route } from "./+types/position";
import { shorten } from "./loaders.server";
import { pageSeo, rowIdParam } from "./loaders.server";
import { positionData, positionJsonLd } from "./position.server";

/** /careers/:id: an open position, its description and the way to apply; 404 once it is closed (and for an unknown id). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lng = context.view.lang;
  const t = fixedT(lng);
  const base = pageSeo(request, context, { path: `/careers/${params.id}` });
  const id = rowIdParam(params.id);
  const found = id === null ? null : await context.services.getPublicPosition(context.ctx, id, lng);
  if (!found) {
    const seo = {
      ...base,
      title: t("positions.notFound"),
      description: t("positions.notFoundText"),
      noindex: true,
    };
    return data({ position: null, jsonLd: null, seo }, { status: 404 });
  }
  const position = positionData(found);
  const seo = {
    ...base,
    title: t("positions.pageTitle", { title: position.title }),
    description: shorten(position.description) || t("careers.meta_description"),
  };
  const jsonLd = positionJsonLd(
    position,
    base.siteName,
    base.origin,
    `${base.origin}/careers/${position.id}`,
  );
  return data({ position, jsonLd, seo });
}

export const meta: Route.MetaFunction = loaderSeoMeta;

export default function PositionPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const href = useLocalizedHref();
  const { position, jsonLd } = loaderData;
  const back = (
    <Link to={href("/careers")} className={position ? undefined : "alert-link"}>
      {t("positions.back")}
    </Link>
  );
  if (!position) {
    return (
      <Container className="py-5">
        <Alert variant="warning">
          <h1 className="h3 alert-heading">{t("positions.notFound")}</h1>
          <p>{t("positions.notFoundText")}</p>
          {back}
        </Alert>
      </Container>
    );
  }
  const lng = i18n.language as Parameters<typeof formatDate>[1];
  return (
    <Container as="article" className="py-5 position-page" aria-labelledby="position-title">
      {jsonLd ? <JsonLd json={jsonLd} /> : null}
      <p className="mb-3">{back}</p>
      <p className="section-eyebrow mb-2">{t("positions.title")}</p>
      <h1 id="position-title" className="display-6 mb-3">
        {position.title}
      </h1>
      <PositionFacts position={position} />
      <p className="small text-body-secondary">
        {t("positions.posted")}: {formatDate(position.datePosted, lng)} · {t("positions.validThrough")}:{" "}
        {formatDate(position.validThrough, lng)}
      </p>
      <div className="position-description mb-4" style={{ whiteSpace: "pre-line" }}>
        {position.description}
      </div>
      <Link className="btn btn-primary" to={`${href("/careers", { position: String(position.id) })}#apply`}>
        {t("positions.apply")}
      </Link>
    </Container>
  );
}
