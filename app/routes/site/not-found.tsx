import { data } from "react-router";
import { NotFoundContent } from "../../components/site/layout/NotFoundContent";
import { fixedT } from "../../i18n/i18n.server";
import type { Route } from "./+types/not-found";

/** Any path no page claims: the site's 404 page (status 404), in the visitor's language. */
export async function loader({ context }: Route.LoaderArgs) {
  const t = fixedT(context.view.lang);
  return data({ title: t("notFound.title"), description: t("notFound.description") }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "description", content: loaderData?.description },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundContent />;
}
