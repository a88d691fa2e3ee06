import { Container } from "react-bootstrap";
import { data, Link } from "react-router";
import { CertificateEntry } from "../../components/site/certificates/CertificateEntry";
import type { CertificatePageData } from "../../components/site/certificates/types";
import { LoadFailureAlert } from "../../components/site/fabrics/LoadFailureAlert";
import { PageHeader } from "../../components/site/fabrics/PageHeader";
import { fixedT } from "../../i18n/i18n.server";
import { useTranslation } from "../../i18n/translation";
import { useLocalizedHref } from "../../lib/links";
import { loaderSeoMeta } from "../../lib/seo";
import type { Route } from "./+types/certificates";
import { loadCertificates } from "./certificates.server";
import { pageSeo, reportFailure } from "./loaders.server";

/** /certificates: every certificate valid today, with what it attests, its scan and the fabrics it covers. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lng = context.view.lang;
  const t = fixedT(lng);
  const seo = pageSeo(request, context, {
    title: t("certificatePage.title"),
    description: t("certificatePage.description"),
    path: "/certificates",
  });
  try {
    return { certificates: await loadCertificates(context, lng), failure: null, seo };
  } catch (error) {
    const failure = reportFailure(context, error, "certificates: load failed");
    return data(
      { certificates: [] as CertificatePageData[], failure, seo: { ...seo, noindex: true } },
      { status: 503, headers: { "Retry-After": "5" } },
    );
  }
}

export const meta: Route.MetaFunction = loaderSeoMeta;

export default function Certificates({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { certificates, failure } = loaderData;
  return (
    <div className="pb-5">
      <PageHeader eyebrow={t("certificates.eyebrow")} title={t("certificatePage.title")}>
        <p className="lead mb-0">{t("certificatePage.description")}</p>
      </PageHeader>
      <Container>
        {failure ? (
          <LoadFailureAlert failure={failure}>
            <p className="fw-semibold mb-2">{t("certificatePage.loadError")}</p>
            <Link to={href("/certificates")} className="alert-link" reloadDocument>
              {t("certificatePage.retry")}
            </Link>
          </LoadFailureAlert>
        ) : certificates.length === 0 ? (
          <p className="lead">{t("certificates.none")}</p>
        ) : (
          <div className="certificate-list">
            {certificates.map((certificate) => (
              <CertificateEntry key={certificate.id} certificate={certificate} />
            ))}
          </div>
        )}
      </Container>
    </div>
  );
}
