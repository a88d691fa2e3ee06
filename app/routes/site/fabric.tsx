import { Alert, Container } from "react-bootstrap";
import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { FabricDetail } from "../../components/site/fabrics/FabricDetail";
import { LoadFailureAlert } from "../../components/site/fabrics/LoadFailureAlert";
import { useLocalizedHref } from "../../lib/links";
import { fixedT } from "../../i18n/i18n.server";
import { siteOrigin } from "../../lib/origin.server";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/fabric";
import { loadFabric } from "./fabric.server";
import { shorten } from "./fabrics.server";
import { reportFailure, rowIdParam } from "./loaders.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lng = context.view.lang;
  const t = fixedT(lng);
  const base = {
    siteName: t("site.company"),
    lng,
    origin: siteOrigin(request, context),
    path: `/fabric/${params.id}`,
  };
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
    return data({ fabric, failure: null, seo });
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

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData.seo) : []);

export default function Fabric({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { fabric, failure } = loaderData;
  if (fabric)
    return <FabricDetail fabric={fabric} backHref={href("/fabrics")} contactHref={href("/contact")} />;
  return (
    <Container className="py-5">
      {failure ? (
        <LoadFailureAlert failure={failure}>
          <h1 className="h3 alert-heading">{t("fabric.loadError")}</h1>
          <p>{t("fabric.loadErrorText")}</p>
          <Link to={href("/fabrics")} className="alert-link">
            {t("fabric.back")}
          </Link>
        </LoadFailureAlert>
      ) : (
        <Alert variant="warning">
          <h1 className="h3 alert-heading">{t("fabric.notFound")}</h1>
          <p>{t("fabric.notFoundText")}</p>
          <Link to={href("/fabrics")} className="alert-link">
            {t("fabric.back")}
          </Link>
        </Alert>
      )}
    </Container>
  );
}
