import { Container } from "react-bootstrap";
import { data, Link } from "react-router";
import { LoadFailureAlert } from "../../components/site/fabrics/LoadFailureAlert";
import { PageHeader } from "../../components/site/fabrics/PageHeader";
import { FacilityCard } from "../../components/site/traceability/FacilityCard";
import type { TraceabilityStep } from "../../components/site/traceability/types";
import { fixedT } from "../../i18n/i18n.server";
import { useTranslation } from "../../i18n/translation";
import { useLocalizedHref } from "../../lib/links";
import { loaderSeoMeta } from "../../lib/seo";
import type { Route } from "./+types/traceability";
import { pageSeo, reportFailure } from "./loaders.server";
import { loadTraceability } from "./traceability.server";

/** /traceability: where the fabrics are made, step by step (spinning to making-up), own plants and partners. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lng = context.view.lang;
  const t = fixedT(lng);
  const seo = pageSeo(request, context, {
    title: t("traceability.meta.title"),
    description: t("traceability.meta.description"),
    path: "/traceability",
  });
  try {
    return { steps: await loadTraceability(context, lng), failure: null, seo };
  } catch (error) {
    const failure = reportFailure(context, error, "traceability: load failed");
    return data(
      { steps: [] as TraceabilityStep[], failure, seo: { ...seo, noindex: true } },
      { status: 503, headers: { "Retry-After": "5" } },
    );
  }
}

export const meta: Route.MetaFunction = loaderSeoMeta;

export default function Traceability({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { steps, failure } = loaderData;
  return (
    <div className="pb-5">
      <PageHeader eyebrow={t("traceability.eyebrow")} title={t("traceability.title")}>
        <p className="lead mb-0">{t("traceability.lead")}</p>
      </PageHeader>
      <Container>
        {failure ? (
          <LoadFailureAlert failure={failure}>
            <p className="fw-semibold mb-2">{t("traceability.loadError")}</p>
            <Link to={href("/traceability")} className="alert-link" reloadDocument>
              {t("traceability.retry")}
            </Link>
          </LoadFailureAlert>
        ) : steps.length === 0 ? (
          <p className="lead">{t("traceability.none")}</p>
        ) : (
          <ol className="list-unstyled mb-0">
            {steps.map((step, n) => (
              <li key={step.kind} className="mb-5">
                <section aria-labelledby={`step-${step.kind}`}>
                  <h2 id={`step-${step.kind}`} className="h3 mb-3">
                    <span className="text-body-secondary fs-6 d-block">
                      {t("traceability.step", { n: n + 1 })}
                    </span>
                    {t(`traceability.steps.${step.kind}`)}
                  </h2>
                  <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 list-unstyled">
                    {step.facilities.map((facility) => (
                      <li key={facility.id} className="col">
                        <FacilityCard facility={facility} headingId={`facility-${step.kind}-${facility.id}`} />
                      </li>
                    ))}
                  </ul>
                </section>
              </li>
            ))}
          </ol>
        )}
      </Container>
    </div>
  );
}
