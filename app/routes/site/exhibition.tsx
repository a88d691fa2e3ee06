import { lazy, Suspense } from "react";
import "../../styles/exhibitions.css";
import { Alert } from "react-bootstrap";
import { useTranslation } from "../../i18n/translation";
import { data, Link } from "react-router";
import { BackLink } from "../../components/site/exhibitions/BackLink";
import { UpcomingBadge } from "../../components/site/exhibitions/UpcomingBadge";
import { useLocalizedHref } from "../../lib/links";
import { NoticePage } from "../../components/site/exhibitions/NoticePage";
import { PageHeader } from "../../components/site/exhibitions/PageHeader";
import { PhotoGallery } from "../../components/site/exhibitions/PhotoGallery";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { fixedT } from "../../i18n/i18n.server";
import { loaderSeoMeta, type SeoInput } from "../../lib/seo";
import type { Route } from "./+types/exhibition";
import { exhibitionJsonLd, loadExhibition, loadPhotos, meetingDays } from "./exhibition.server";
import { today } from "../../../common/dates";
import { JsonLd } from "../../components/site/layout/JsonLd";
import { pageParam, pageSeo, rowIdParam } from "./loaders.server";

/** The meeting form (fairs to come only): its own chunk, so the page's first script stays within budget. */
const MeetingForm = lazy(() =>
  import("../../components/site/exhibitions/MeetingForm").then((module) => ({ default: module.MeetingForm })),
);

/** Meta descriptions are cut here (search engines show about this much). */
const DESCRIPTION_MAX = 160;

function summary(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= DESCRIPTION_MAX
    ? flat
    : `${flat.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, "")}…`;
}

/** /exhibition/:exhibitionId: the fair, its details and its photos (?page= beyond the first hundred). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const lng = context.view.lang;
  const t = fixedT(lng);
  const url = new URL(request.url);
  const seo: SeoInput = pageSeo(request, context, {
    title: t("exhibition.notFound"),
    description: t("exhibitions.intro"),
    path: url.pathname,
    noindex: true,
  });
  const id = rowIdParam(params.exhibitionId);
  const page = pageParam(url.searchParams.get("page"));
  const missing = () => data({ view: "missing" as const, seo }, { status: 404 });
  if (id === null || page === null) return missing();
  try {
    const [exhibition, photos] = await Promise.all([
      loadExhibition(context, id, lng),
      loadPhotos(context, id, lng, page),
    ]);
    if (!exhibition || !photos || page > photos.pages) return missing();
    const origin = seo.origin;
    const jsonLd = exhibitionJsonLd(exhibition, origin, `${origin}/exhibition/${exhibition.id}`);
    return {
      jsonLd,
      days: meetingDays(exhibition, lng, today()),
      view: "exhibition" as const,
      exhibition,
      photos: photos.photos,
      page,
      pages: photos.pages,
      seo: {
        ...seo,
        title: exhibition.title,
        description: summary(exhibition.description) || seo.description,
        path: `/exhibition/${exhibition.id}`,
        query: page > 1 ? { page: String(page) } : undefined,
        image: exhibition.image?.src,
        noindex: false,
      },
    };
  } catch (error) {
    context.log.error(
      { err: error, exhibitionId: id },
      "exhibition page: the exhibition could not be loaded",
    );
    return data({ view: "error" as const, seo: { ...seo, title: t("exhibition.error") } }, { status: 503 });
  }
}

export const meta: Route.MetaFunction = loaderSeoMeta;

const MAIN_SIZES = "(min-width: 1400px) 756px, (min-width: 1200px) 651px, (min-width: 992px) 546px, 100vw";

export default function Exhibition({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const href = useLocalizedHref();

  if (loaderData.view === "missing") {
    return (
      <NoticePage
        title={t("exhibition.notFound")}
        lead={t("exhibition.notFoundText")}
        back={{ to: href("/exhibitions"), label: t("exhibition.allExhibitions") }}
      />
    );
  }

  if (loaderData.view === "error") {
    return (
      <NoticePage
        title={t("exhibition.error")}
        back={{ to: href("/exhibitions"), label: t("exhibition.goBack") }}
      >
        <Alert variant="danger">{t("exhibition.errorText")}</Alert>
      </NoticePage>
    );
  }

  const { exhibition: e, photos, page, pages, jsonLd, days } = loaderData;
  const hasDetails = Boolean(e.city || e.venue || e.hall || e.stand || e.website);
  return (
    <div className="exh-page">
      {jsonLd ? <JsonLd json={jsonLd} /> : null}
      <PageHeader
        before={
          <BackLink to={href("/exhibitions", { country: String(e.countryId) })}>
            {t("exhibition.back", { country: e.countryName })}
          </BackLink>
        }
        eyebrow={e.countryName}
        title={e.title}
        after={
          <p className="exh-meta d-flex flex-wrap align-items-center gap-2 mb-0">
            <UpcomingBadge fair={e} />
            <span className="d-inline-flex align-items-center gap-2">
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <rect
                  x="2"
                  y="3"
                  width="12"
                  height="11"
                  rx="1.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.4"
                />
                <path
                  d="M2 6.5h12M5 1.5v3M11 1.5v3"
                  stroke="currentColor"
                  strokeWidth="1.4"
                  strokeLinecap="round"
                />
              </svg>
              {e.dates.fair ? null : `${t("exhibition.added")} `}
              <time dateTime={e.dates.iso}>{e.dates.text}</time>
            </span>
          </p>
        }
      />
      <div className="container py-5">
        <div className="row g-4 g-lg-5">
          <div className="col-lg-7">
            <ResponsiveImage
              image={e.image}
              alt={e.title}
              sizes={MAIN_SIZES}
              priority
              className="exh-main-img"
            />
          </div>
          <div className="col-lg-5">
            <p className="exh-description">{e.description}</p>
            {hasDetails ? (
              <section className="exh-details mt-4" aria-labelledby="exhibition-details">
                <h2 id="exhibition-details" className="h5 mb-3">
                  {t("exhibition.details")}
                </h2>
                <dl className="mb-0">
                  {e.city ? (
                    <>
                      <dt>{t("exhibition.city")}</dt>
                      <dd>{e.city}</dd>
                    </>
                  ) : null}
                  {e.venue ? (
                    <>
                      <dt>{t("exhibition.venue")}</dt>
                      <dd>{e.venue}</dd>
                    </>
                  ) : null}
                  {e.hall ? (
                    <>
                      <dt>{t("exhibition.hall")}</dt>
                      <dd>{e.hall}</dd>
                    </>
                  ) : null}
                  {e.stand ? (
                    <>
                      <dt>{t("exhibition.stand")}</dt>
                      <dd>{e.stand}</dd>
                    </>
                  ) : null}
                  {e.website ? (
                    <>
                      <dt>{t("exhibition.website")}</dt>
                      <dd>
                        <a href={e.website} target="_blank" rel="noopener noreferrer">
                          {e.website.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "")}
                          <span className="visually-hidden"> {t("exhibition.newTab")}</span>
                        </a>
                      </dd>
                    </>
                  ) : null}
                </dl>
              </section>
            ) : null}
            {e.upcoming && e.days ? (
              <p className="exh-calendar mt-4 mb-0">
                <a
                  className="btn btn-outline-primary"
                  href={`/api/exhibitions/${e.id}/calendar.ics?lng=${i18n.language}`}
                  download
                  aria-describedby="exhibition-calendar-file"
                >
                  {t("exhibition.addToCalendar")}
                </a>
                <span id="exhibition-calendar-file" className="d-block small text-body-secondary mt-2">
                  {t("exhibition.calendarFile")}
                </span>
              </p>
            ) : null}
          </div>
        </div>
        {days.length > 0 ? (
          <div className="row mt-5">
            <div className="col-lg-9 col-xl-8">
              <div className="exh-meeting form-card">
                {/* Rendered on the server; its code loads beside the page's, not before it. */}
                <Suspense fallback={null}>
                  <MeetingForm fairId={e.id} days={days} />
                </Suspense>
              </div>
            </div>
          </div>
        ) : null}
      </div>
      <section className="exh-photos pt-5" aria-labelledby="exhibition-photos">
        <div className="container">
          <h2 id="exhibition-photos" className="mb-4">
            {t("exhibition.photos", { n: e.photoCount })}
          </h2>
          {photos.length > 0 ? (
            <PhotoGallery photos={photos} />
          ) : (
            <p className="alert alert-info mb-0">{t("exhibition.noPhotos")}</p>
          )}
          {pages > 1 ? (
            <nav aria-label={t("exhibition.pages")} className="mt-4">
              <ul className="pagination flex-wrap mb-0">
                {Array.from({ length: pages }, (_, k) => k + 1).map((n) => (
                  <li key={n} className={`page-item${n === page ? " active" : ""}`}>
                    <Link
                      className="page-link"
                      to={href(`/exhibition/${e.id}`, n > 1 ? { page: String(n) } : {})}
                      aria-current={n === page ? "page" : undefined}
                      aria-label={t("exhibition.page", { page: n })}
                    >
                      {n}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </section>
    </div>
  );
}
