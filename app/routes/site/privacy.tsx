import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/translation";
import { Link, useRouteLoaderData } from "react-router";
import { LAYOUT_ROUTE_ID, type LayoutData } from "../../components/site/layout/types";
import { APPLICATION_RETENTION_MONTHS } from "../../../common/constants";
import { SEARCH_ALERT_LIMITS } from "../../../common/search-alerts";
import { LANGUAGE_COOKIE } from "../../../common/cookies";
import { formatDate, isoDay } from "../../lib/format";
import { loaderSeoMeta } from "../../lib/seo";
import { fixedPageSeo } from "./loaders.server";
import type { Route } from "./+types/privacy";

/** The day this notice last changed in substance. */
const UPDATED = "2026-11-29";

export function loader({ request, context }: Route.LoaderArgs) {
  return { lng: context.view.lang, seo: fixedPageSeo(request, context, "/privacy") };
}

export const meta: Route.MetaFunction = loaderSeoMeta;

const SECTIONS = [
  "controller",
  "data",
  "purpose",
  "retention",
  "recipients",
  "cookies",
  "rights",
  "request",
] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={`privacy-${id}`} aria-labelledby={`privacy-${id}-title`}>
      <h2 id={`privacy-${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** A section that is mostly a list: an optional opening line, the items, an optional closing line. */
function ListSection({
  id,
  title,
  intro,
  items,
  closing,
}: {
  id: string;
  title: string;
  intro?: string;
  items: string[];
  closing?: string;
}) {
  return (
    <Section id={id} title={title}>
      {intro ? <p>{intro}</p> : null}
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {closing ? <p className="mb-0">{closing}</p> : null}
    </Section>
  );
}

/**
 * The privacy notice (DESIGN.md): what the contact and careers forms keep, why, for how long,
 * who sees it, the two cookies, the visitor's rights under KVKK and the GDPR, whom to ask.
 */
export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lng } = loaderData;
  const contact = useRouteLoaderData<LayoutData>(LAYOUT_ROUTE_ID)?.contact;
  const email = contact?.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null;

  return (
    <div className="pb-5">
      <div className="site-page-head">
        <div className="container">
          <p className="site-eyebrow">{t("privacy.eyebrow")}</p>
          <h1 className="display-5 mb-3">{t("privacy.title")}</h1>
          <p className="lead mb-3">{t("privacy.intro")}</p>
          <p className="small text-body-secondary mb-0">
            <time dateTime={isoDay(UPDATED)}>{t("privacy.updated", { date: formatDate(UPDATED, lng) })}</time>
          </p>
        </div>
      </div>

      <div className="container">
        <div className="row gx-lg-5">
          <nav className="col-lg-3 mb-5" aria-labelledby="privacy-toc-title">
            <div className="privacy-toc">
              <h2 id="privacy-toc-title" className="site-eyebrow">
                {t("privacy.toc")}
              </h2>
              <ul className="list-unstyled mb-0">
                {SECTIONS.map((id) => (
                  <li key={id}>
                    <a href={`#privacy-${id}`}>{t(`privacy.${id}.title`)}</a>
                  </li>
                ))}
              </ul>
            </div>
          </nav>

          <div className="col-lg-9 privacy-body">
            <Section id="controller" title={t("privacy.controller.title")}>
              <p>{t("privacy.controller.text")}</p>
              {contact?.address ? (
                <p>{t("privacy.controller.address", { address: contact.address })}</p>
              ) : null}
              {email ? (
                <p>
                  {t("privacy.controller.email")} {email}
                </p>
              ) : null}
            </Section>

            <ListSection
              id="data"
              title={t("privacy.data.title")}
              intro={t("privacy.data.intro")}
              items={[
                t("privacy.data.contact"),
                t("privacy.data.meetings"),
                t("privacy.data.samples"),
                t("privacy.data.alerts"),
                t("privacy.data.careers"),
                t("privacy.data.technical"),
              ]}
            />

            <Section id="purpose" title={t("privacy.purpose.title")}>
              <ul>
                <li>{t("privacy.purpose.contact")}</li>
                <li>{t("privacy.purpose.meetings")}</li>
                <li>{t("privacy.purpose.samples")}</li>
                <li>{t("privacy.purpose.alerts")}</li>
                <li>{t("privacy.purpose.careers")}</li>
              </ul>
              <p>{t("privacy.purpose.basis")}</p>
              <p className="mb-0">{t("privacy.purpose.noSale")}</p>
            </Section>

            <ListSection
              id="retention"
              title={t("privacy.retention.title")}
              items={[
                t("privacy.retention.contact"),
                t("privacy.retention.meetings"),
                t("privacy.retention.samples"),
                t("privacy.retention.alerts", {
                  days: SEARCH_ALERT_LIMITS.unconfirmedDays,
                  months: SEARCH_ALERT_LIMITS.months,
                }),
                t("privacy.retention.careers", {
                  decided: APPLICATION_RETENTION_MONTHS.decided,
                  undecided: APPLICATION_RETENTION_MONTHS.undecided,
                  talentPool: APPLICATION_RETENTION_MONTHS.talentPool,
                }),
                t("privacy.retention.technical"),
              ]}
              closing={t("privacy.retention.after")}
            />

            <ListSection
              id="recipients"
              title={t("privacy.recipients.title")}
              items={[
                t("privacy.recipients.staff"),
                t("privacy.recipients.mail"),
                t("privacy.recipients.hosting"),
              ]}
              closing={t("privacy.recipients.abroad")}
            />

            <Section id="cookies" title={t("privacy.cookies.title")}>
              <p>{t("privacy.cookies.intro")}</p>
              <dl className="mb-3">
                <dt className="privacy-cookie">{LANGUAGE_COOKIE}</dt>
                <dd>{t("privacy.cookies.language")}</dd>
                <dt className="privacy-cookie">seen</dt>
                <dd>{t("privacy.cookies.session")}</dd>
              </dl>
              <p className="mb-0">{t("privacy.cookies.admin")}</p>
            </Section>

            <ListSection
              id="rights"
              title={t("privacy.rights.title")}
              intro={t("privacy.rights.intro")}
              items={[
                t("privacy.rights.access"),
                t("privacy.rights.correction"),
                t("privacy.rights.deletion"),
                t("privacy.rights.objection"),
                t("privacy.rights.portability"),
              ]}
              closing={t("privacy.rights.complaint")}
            />

            <Section id="request" title={t("privacy.request.title")}>
              <p>{t("privacy.request.text")}</p>
              {email ? (
                <p>
                  {t("privacy.request.email")} {email}
                </p>
              ) : null}
              <p className="mb-0">
                {t("privacy.request.noEmail")} <Link to="/contact">{t("privacy.request.contactPage")}</Link>
              </p>
            </Section>
          </div>
        </div>
      </div>
    </div>
  );
}
