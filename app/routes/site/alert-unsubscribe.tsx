import { AlertLinkPage } from "../../components/site/alerts/AlertLinkPage";
import { loaderSeoMeta } from "../../lib/seo";
import type { Route } from "./+types/alert-unsubscribe";
import { ALERT_LINK_HEADERS, alertLinkLoader } from "./alert-link.server";

/** /alerts/unsubscribe?token=…: the link of every mail of an alert. Never indexed; not in the sitemap. */
export function loader({ request, context }: Route.LoaderArgs) {
  return alertLinkLoader(request, context, "unsubscribe");
}

export const headers = () => ALERT_LINK_HEADERS;

export const meta: Route.MetaFunction = loaderSeoMeta;

export default function AlertUnsubscribe({ loaderData }: Route.ComponentProps) {
  return <AlertLinkPage kind="unsubscribe" token={loaderData.token} />;
}
