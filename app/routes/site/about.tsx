import { useTranslation } from "../../i18n/translation";
import { AboutContent } from "../../components/site/fabrics/AboutContent";
import { useLocalizedHref } from "../../lib/links";
import { PageHeader } from "../../components/site/fabrics/PageHeader";
import { loaderSeoMeta } from "../../lib/seo";
import { fixedPageSeo } from "./loaders.server";
import type { Route } from "./+types/about";
import { aboutSwatches } from "./about.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const swatches = await aboutSwatches(context, context.view.lang);
  return { swatches, seo: fixedPageSeo(request, context, "/about", swatches[0]?.image.src) };
}

export const meta: Route.MetaFunction = loaderSeoMeta;

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <div className="pb-5">
      <PageHeader eyebrow={t("about.eyebrow")} title={t("about.title")}>
        <p className="lead mb-0">{t("about.lead")}</p>
      </PageHeader>
      <AboutContent
        swatches={loaderData.swatches}
        contactHref={href("/contact")}
        fabricsHref={href("/fabrics")}
      />
    </div>
  );
}
