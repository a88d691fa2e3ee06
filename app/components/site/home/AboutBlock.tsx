import { useTranslation } from "../../../i18n/translation";
import { FOUNDED_YEAR } from "../../../../common/constants";
import { MoreLink } from "./parts";
import { useLocalizedHref } from "../../../lib/links";

/** SPEC §1, §9: founded 1980; two main and two capsule collections a year; five main markets. */
const COLLECTIONS_A_YEAR = 4;
const MAIN_MARKETS = 5;

/** The company in three paragraphs and three figures (section id "about", the navbar's target). */
export function AboutBlock() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  // Small whole numbers, shown as plain digits: the same in all five languages (1980, never
  // 1.980), without the start-up cost of an Intl formatter during hydration.
  const figures = [
    { key: "founded", value: FOUNDED_YEAR },
    { key: "collections", value: COLLECTIONS_A_YEAR },
    { key: "markets", value: MAIN_MARKETS },
  ] as const;

  return (
    <section id="about" className="home-section home-about" aria-labelledby="about-title" tabIndex={-1}>
      <div className="container">
        <div className="g-4 g-lg-5 align-items-center row">
          <div className="col-lg-7">
            <p className="section-eyebrow mb-2">{t("home.about.eyebrow")}</p>
            <h2 id="about-title" className="display-6 mb-4">
              {t("home.about.title")}
            </h2>
            <p className="lead">{t("home.about.p1")}</p>
            <p>{t("home.about.p2")}</p>
            <p>{t("home.about.p3")}</p>
            <MoreLink to={href("/about")}>{t("home.about.more")}</MoreLink>
          </div>
          <div className="col-lg-5">
            <h3 className="visually-hidden">{t("home.about.figures")}</h3>
            <dl className="home-figures mb-0">
              {figures.map((figure) => (
                <div key={figure.key} className="home-figure">
                  <dt>{t(`home.about.${figure.key}`)}</dt>
                  <dd>{String(figure.value)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}
