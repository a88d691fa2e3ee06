import { type AppLoadContext, data } from "react-router";
import { ALERT_TOKEN } from "../../../common/schemas";
import { type AlertLinkKind, LINK_TEXTS } from "../../components/site/alerts/link-texts";
import { fixedT } from "../../i18n/i18n.server";
import { pageSeo } from "./loaders.server";

/**
 * Each answer is this visitor's (its address holds a token): kept by no cache, the site's own
 * public cache included (server/http/cache/page-key.ts stores no `no-store` page).
 */
export const ALERT_LINK_HEADERS = { "Cache-Control": "no-store" } as const;

/**
 * The loader of an alert mail's link page: the token if the address holds one of the right form
 * (else null, a 400: the link was cut short or mangled, and no call is worth making), and the
 * page's SEO fields. It reads nothing else: the page's button posts the token.
 */
export function alertLinkLoader(request: Request, context: AppLoadContext, kind: AlertLinkKind) {
  const t = fixedT(context.view.lang);
  const texts = LINK_TEXTS[kind];
  const raw = new URL(request.url).searchParams.get("token");
  const token = raw !== null && ALERT_TOKEN.test(raw) ? raw : null;
  const seo = pageSeo(request, context, {
    title: t(texts.title),
    description: t(texts.lead),
    path: `/alerts/${kind}`,
    noindex: true,
  });
  return data({ token, seo }, { status: token === null ? 400 : 200, headers: ALERT_LINK_HEADERS });
}
