import { SamplesPage } from "../../components/site/samples/SamplesPage";
import { fixedT } from "../../i18n/i18n.server";
import { loaderSeoMeta } from "../../lib/seo";
import type { Route } from "./+types/samples";
import { pageSeo } from "./loaders.server";

/** The page is the same for everyone (the basket is the browser's): not for search engines. */
export function loader({ request, context }: Route.LoaderArgs) {
  const t = fixedT(context.view.lang);
  return {
    seo: pageSeo(request, context, {
      title: t("samples.metaTitle"),
      description: t("samples.metaDescription"),
      path: "/samples",
      noindex: true,
    }),
  };
}

export const meta: Route.MetaFunction = loaderSeoMeta;

/** /samples: the visitor's sample basket and the request form (the form is this route's own chunk). */
export default function Samples() {
  return <SamplesPage />;
}
