import "../../styles/exhibitions.css";
import { Alert } from "react-bootstrap";
import { useTranslation } from "../../i18n/translation";
import { data } from "react-router";
import { BackLink } from "../../components/site/exhibitions/BackLink";
import { CountryGrid } from "../../components/site/exhibitions/CountryGrid";
import { ExhibitionGrid } from "../../components/site/exhibitions/ExhibitionGrid";
import { useLocalizedHref } from "../../lib/links";
import { NoticePage } from "../../components/site/exhibitions/NoticePage";
import { PageHeader } from "../../components/site/exhibitions/PageHeader";
import { fixedT } from "../../i18n/i18n.server";
import { loaderSeoMeta, type SeoInput } from "../../lib/seo";
import type { Route } from "./+types/exhibitions";
import { loadCalendar, loadCountries, loadCountry, loadCountryExhibitions } from "./exhibitions.server";
import { pageSeo, rowIdParam } from "./loaders.server";

const PATH = "/exhibitions";

/**
 * /exhibitions: the fairs to come (soonest first, across countries), the latest past ones and
 * the countries; /exhibitions?country=<id>: that country's fairs (the choice is
 * in the URL, so back, forward and shared links work). An unknown country is a 404, a database
 * failure a 503, each with its page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lng = context.view.lang;
  const t = fixedT(lng);
  const seo: SeoInput = pageSeo(request, context, {
    title: t("exhibitions.title"),
    description: t("exhibitions.intro"),
    path: PATH,
  });
  const raw = new URL(request.url).searchParams.get("country");

  if (raw === null) {
    try {
      const [countries, calendar] = await Promise.all([
        loadCountries(context, lng),
        loadCalendar(context, lng),
      ]);
      return {
        view: "countries" as const,
        countries,
        ...calendar,
        seo: { ...seo, image: calendar.upcoming[0]?.image?.src ?? countries[0]?.image?.src },
      };
    } catch (error) {
      context.log.error({ err: error }, "exhibitions page: countries could not be loaded");
      return data(
        { view: "error" as const, message: "countries" as const, seo: { ...seo, noindex: true } },
        { status: 503 },
      );
    }
  }

  const id = rowIdParam(raw);
  try {
    const country = id === null ? null : await loadCountry(context, id, lng);
    if (!country) {
      return data(
        { view: "missing" as const, seo: { ...seo, title: t("exhibitions.countryNotFound"), noindex: true } },
        { status: 404 },
      );
    }
    const exhibitions = await loadCountryExhibitions(context, country.id, lng);
    return {
      view: "country" as const,
      country,
      exhibitions,
      seo: {
        ...seo,
        title: t("exhibitions.countryTitle", { country: country.name }),
        description: t("exhibitions.countryIntro", { country: country.name }),
        query: { country: String(country.id) },
        image: country.image?.src ?? exhibitions[0]?.image?.src,
      },
    };
  } catch (error) {
    context.log.error({ err: error, countryId: id }, "exhibitions page: exhibitions could not be loaded");
    return data(
      { view: "error" as const, message: "exhibitions" as const, seo: { ...seo, noindex: true } },
      { status: 503 },
    );
  }
}

export const meta: Route.MetaFunction = loaderSeoMeta;

export default function Exhibitions({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();

  if (loaderData.view === "countries") {
    const { upcoming, past } = loaderData;
    return (
      <div className="exh-page">
        <PageHeader
          eyebrow={t("exhibitions.eyebrow")}
          title={t("exhibitions.title")}
          lead={t("exhibitions.intro")}
        />
        {upcoming.length > 0 ? (
          <section className="container pt-5" aria-labelledby="fairs-upcoming">
            <h2 id="fairs-upcoming" className="exh-section-title">
              {t("exhibitions.upcomingHeading")}
            </h2>
            <p className="text-body-secondary mb-4">{t("exhibitions.upcomingIntro")}</p>
            <ExhibitionGrid exhibitions={upcoming} heading="h3" />
          </section>
        ) : null}
        {past.length > 0 ? (
          <section className="container pt-5" aria-labelledby="fairs-past">
            <h2 id="fairs-past" className="exh-section-title">
              {t("exhibitions.pastHeading")}
            </h2>
            <p className="text-body-secondary mb-4">{t("exhibitions.pastIntro")}</p>
            <ExhibitionGrid exhibitions={past} heading="h3" firstPriority={upcoming.length === 0} />
          </section>
        ) : null}
        <section className="container pt-5" aria-labelledby="fairs-countries">
          <h2 id="fairs-countries" className="exh-section-title mb-4">
            {t("exhibitions.countriesHeading")}
          </h2>
          {loaderData.countries.length > 0 ? (
            <CountryGrid
              countries={loaderData.countries}
              firstPriority={upcoming.length === 0 && past.length === 0}
            />
          ) : (
            <p className="alert alert-info mb-0">{t("exhibitions.emptyCountries")}</p>
          )}
        </section>
      </div>
    );
  }

  if (loaderData.view === "country") {
    const { country, exhibitions } = loaderData;
    return (
      <div className="exh-page">
        <PageHeader
          before={<BackLink to={href(PATH)}>{t("exhibitions.back")}</BackLink>}
          eyebrow={t("exhibitions.title")}
          title={country.name}
          lead={t("exhibitions.countryIntro", { country: country.name })}
        />
        <div className="container pt-5">
          {exhibitions.length > 0 ? (
            <ExhibitionGrid exhibitions={exhibitions} />
          ) : (
            <p className="alert alert-info mb-0">
              {t("exhibitions.emptyCountry", { country: country.name })}
            </p>
          )}
        </div>
      </div>
    );
  }

  if (loaderData.view === "missing") {
    return (
      <NoticePage
        eyebrow={t("exhibitions.title")}
        title={t("exhibitions.countryNotFound")}
        lead={t("exhibitions.countryNotFoundText")}
        back={{ to: href(PATH), label: t("exhibitions.back") }}
      />
    );
  }

  const message =
    loaderData.message === "countries" ? t("exhibitions.errorCountries") : t("exhibitions.errorExhibitions");
  return (
    <NoticePage
      eyebrow={t("exhibitions.eyebrow")}
      title={t("exhibitions.title")}
      back={
        loaderData.message === "exhibitions" ? { to: href(PATH), label: t("exhibitions.back") } : undefined
      }
    >
      <Alert variant="danger">
        <p className="fw-semibold mb-1">{message}</p>
        <p className="mb-0">{t("error.text")}</p>
      </Alert>
    </NoticePage>
  );
}
