import { useTranslation } from "../../i18n/translation";
import { CareersForm } from "../../components/site/forms/CareersForm";
import { FormColumn, FormPage } from "../../components/site/forms/FormParts";
import { loaderSeoMeta } from "../../lib/seo";
import { fixedPageSeo } from "./loaders.server";
import type { Route } from "./+types/careers";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: fixedPageSeo(request, context, "/careers") };
}

export const meta: Route.MetaFunction = loaderSeoMeta;

const AREAS = ["design", "production", "quality", "sales"] as const;

/** /careers: a few words about working at the company, and the application form (SPEC §2, §4, §5). */
export default function CareersPage() {
  const { t } = useTranslation();
  return (
    <FormPage section="careers">
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
        <CareersForm />
      </FormColumn>
    </FormPage>
  );
}
