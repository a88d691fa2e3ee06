import { useTranslation } from "react-i18next";
import { AboutContent } from "../../components/site/fabrics/AboutContent";
import { useLocalizedHref } from "../../lib/links";
import { PageHeader } from "../../components/site/fabrics/PageHeader";
import { loaderSeoMeta } from "../../lib/seo";
import { textPageSeo } from "./loaders.server";
import type { Route } from "./+types/about";
import { aboutSwatches } from "./about.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const swatches = await aboutSwatches(context, context.view.lang);
  const seo = textPageSeo(request, context, {
    title: "about.title",
    description: "about.metaDescription",
    path: "/about",
    image: swatches[0]?.image.src,
  });
  return { swatches, seo };
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
