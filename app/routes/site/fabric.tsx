import { Container } from "react-bootstrap";
import { useTranslation } from "../../i18n/translation";
import { data, Link } from "react-router";
import { FabricDetail } from "../../components/site/fabrics/FabricDetail";
import { LoadFailureAlert } from "../../components/site/fabrics/LoadFailureAlert";
import { useLocalizedHref } from "../../lib/links";
import { fixedT } from "../../i18n/i18n.server";
import { loaderSeoMeta } from "../../lib/seo";
import type { Route } from "./+types/fabric";
import { loadFabric, productJsonLd, shownColourway } from "./fabric.server";
import { JsonLd } from "../../components/site/layout/JsonLd";
import { shorten } from "./loaders.server";
import { pageSeo, reportFailure, rowIdParam } from "./loaders.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lng = context.view.lang;
  const t = fixedT(lng);
  const base = pageSeo(request, context, { path: `/fabric/${params.id}` });
  const notFound = () =>
    data(
      {
        fabric: null,
        failure: null,
        seo: { ...base, title: t("fabric.notFound"), description: t("fabric.notFoundText"), noindex: true },
      },
      { status: 404 },
    );
  const id = rowIdParam(params.id);
  if (id === null) return notFound();
  try {
    const fabric = await loadFabric(context, id, lng);
    if (!fabric) return notFound();
    const seo = {
      ...base,
      title: fabric.name,
      description: shorten(fabric.description),
      image: fabric.image?.src,
    };
    const jsonLd = productJsonLd(fabric, base.origin, lng, `${base.origin}/fabric/${id}`);
    const shown = shownColourway(fabric, new URL(request.url).searchParams.get("colourway"), lng);
    return data({ fabric, failure: null, seo, jsonLd, shown });
  } catch (error) {
    const failure = reportFailure(context, error, `fabric ${id}: load failed`);
    const seo = {
      ...base,
      title: t("fabric.loadError"),
      description: t("fabric.loadErrorText"),
      noindex: true,
    };
    return data({ fabric: null, failure, seo }, { status: 503, headers: { "Retry-After": "5" } });
  }
}

export const meta: Route.MetaFunction = loaderSeoMeta;

/** What the alert says when there is no fabric to show (missing, or its read failed). */
function NoFabric({ title, text, backHref }: { title: string; text: string; backHref: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="h3 alert-heading">{title}</h1>
      <p>{text}</p>
      <Link to={backHref} className="alert-link">
        {t("fabric.back")}
      </Link>
    </>
  );
}

export default function Fabric({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { fabric, failure } = loaderData;
  if (fabric)
    return (
      <>
        {"jsonLd" in loaderData && loaderData.jsonLd ? <JsonLd json={loaderData.jsonLd} /> : null}
        <FabricDetail
          fabric={fabric}
          shown={"shown" in loaderData ? loaderData.shown : null}
          backHref={href("/fabrics")}
          contactHref={href("/contact")}
        />
      </>
    );
  return (
    <Container className="py-5">
      {failure ? (
        <LoadFailureAlert failure={failure}>
          <NoFabric
            title={t("fabric.loadError")}
            text={t("fabric.loadErrorText")}
            backHref={href("/fabrics")}
          />
        </LoadFailureAlert>
      ) : (
        <div role="alert" className="alert alert-warning">
          <NoFabric
            title={t("fabric.notFound")}
            text={t("fabric.notFoundText")}
            backHref={href("/fabrics")}
          />
        </div>
      )}
    </Container>
  );
}
