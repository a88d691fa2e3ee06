import { AlertLinkPage } from "../../components/site/alerts/AlertLinkPage";
import { loaderSeoMeta } from "../../lib/seo";
import type { Route } from "./+types/alert-confirm";
import { ALERT_LINK_HEADERS, alertLinkLoader } from "./alert-link.server";

/** /alerts/confirm?token=…: the confirmation mail's link. Never indexed; not in the sitemap. */
export function loader({ request, context }: Route.LoaderArgs) {
  return alertLinkLoader(request, context, "confirm");
}

export const headers = () => ALERT_LINK_HEADERS;

export const meta: Route.MetaFunction = loaderSeoMeta;

export default function AlertConfirm({ loaderData }: Route.ComponentProps) {
  return <AlertLinkPage kind="confirm" token={loaderData.token} />;
}
