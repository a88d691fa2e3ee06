import { Link } from "react-router";
import { useTranslation } from "../../i18n/translation";
import { CareersForm } from "../../components/site/forms/CareersForm";
import { FormColumn, FormPage } from "../../components/site/forms/FormParts";
import { PositionFacts } from "../../components/site/careers/PositionFacts";
import { useLocalizedHref } from "../../lib/links";
import { loaderSeoMeta } from "../../lib/seo";
import { fixedPageSeo, reportFailure, rowIdParam } from "./loaders.server";
import { type PositionData, positionData } from "./position.server";
import type { Route } from "./+types/careers";

/** The open positions (a failed read leaves the list empty: the form still takes open applications). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = fixedPageSeo(request, context, "/careers");
  let positions: PositionData[] = [];
  try {
    positions = (await context.services.listPublicPositions(context.ctx, context.view.lang)).map(
      positionData,
    );
  } catch (error) {
    reportFailure(context, error, "careers: positions load failed");
  }
  const asked = rowIdParam(new URL(request.url).searchParams.get("position"));
  const selected = positions.some((p) => p.id === asked) ? String(asked) : "";
  return { seo, positions, selected };
}

export const meta: Route.MetaFunction = loaderSeoMeta;

const AREAS = ["design", "production", "quality", "sales"] as const;

/** /careers: the open positions, a few words about working at the company, and the application form (SPEC §2, §4, §5). */
export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { positions, selected } = loaderData;
  return (
    <FormPage section="careers">
      <section className="col-12" aria-labelledby="positions-title" id="positions">
        <h2 id="positions-title" className="h3 mb-2">
          {t("positions.title")}
        </h2>
        <p>{positions.length ? t("positions.intro") : t("positions.none")}</p>
        {positions.length ? (
          <ul className="list-unstyled row g-3 mb-0 positions-list">
            {positions.map((p) => (
              <li key={p.id} className="col-md-6 col-xl-4">
                <div className="border rounded p-3 h-100">
                  <h3 className="h5 mb-2">
                    <Link to={href(`/careers/${p.id}`)}>{p.title}</Link>
                  </h3>
                  <PositionFacts position={p} />
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className="col-lg-5" aria-labelledby="careers-about-title">
        <h2 id="careers-about-title" className="h3 mb-3">
          {t("careers.about.title")}
        </h2>
        <p>{t("careers.about.text")}</p>
        <h3 className="h5 mt-4 mb-3">{t("careers.about.areas_title")}</h3>
        <ul className="careers-areas list-unstyled">
          {AREAS.map((area) => (
            <li key={area}>{t(`careers.about.areas.${area}`)}</li>
          ))}
        </ul>
        <p className="mb-0">{t("careers.about.open")}</p>
      </section>
      <FormColumn>
        <div id="apply">
          <CareersForm positions={positions} selected={selected} key={selected} />
        </div>
      </FormColumn>
    </FormPage>
  );
}
