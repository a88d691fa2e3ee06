import { useState } from "react";
import { useTranslation } from "../../../i18n/translation";
import { Link } from "react-router";
import type { HomeFabric } from "./types";
import { LinkCard } from "../../ui/LinkCard";
import { ArrowRight, ChevronLeft, ChevronRight } from "./icons";
import { ArrowButton, HomeSection } from "./parts";
import { useLocalizedHref } from "../../../lib/links";
import { useHydrated } from "../../../lib/hydrated";

/** Shown when the fabric list cannot be read: the three families of SPEC §1, linking to /fabrics. */
const FALLBACK = ["cotton", "linen", "twill"] as const;

/** The most cards a screen shows at once: the page's HTML holds these, the rest come with its script. */
const SHOWN_AT_MOST = 3;

type Card = { key: string; name: string; description: string; image: HomeFabric["image"]; to: string };

/** Which widths show how many cards (1, 2 from md, 3 from lg): the buttons hide when all fit. */
function buttonsClass(count: number): string {
  if (count <= 1) return "d-none";
  if (count === 2) return "d-md-none";
  if (count === 3) return "d-lg-none";
  return "";
}

/**
 * The premium collection, 3 cards at a time on desktop (2 on tablets, 1 on phones): previous and
 * next turn the ring of cards one step, wrapping around at either end.
 */
export function FabricSlider({ fabrics }: { fabrics: HomeFabric[] | null }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const [start, setStart] = useState(0);
  const hydrated = useHydrated();

  const cards: Card[] = fabrics
    ? fabrics.map((f) => ({
        key: String(f.id),
        name: f.name,
        description: f.description,
        image: f.image,
        to: `/fabric/${f.id}`,
      }))
    : FALLBACK.map((key) => ({
        key,
        name: t(`home.fabrics.fallback.${key}.name`),
        description: t(`home.fabrics.fallback.${key}.description`),
        image: null,
        to: "/fabrics",
      }));
  const count = cards.length;
  // The ring seen from `start`: the first 1, 2 or 3 are visible (home.css), the rest wait.
  // Only the first ones are drawn until the script runs (the others are hidden, and only the
  // buttons, which need the script, bring them into view): 9 fewer cards in the page's HTML.
  const ring = cards.map((_, k) => cards[(start + k) % count]!).slice(0, hydrated ? count : SHOWN_AT_MOST);
  const turn = (step: number) => setStart((current) => (current + step + count) % count);

  return (
    <HomeSection
      section="fabrics"
      aside={
        <div className={`d-flex gap-2 ms-auto ${buttonsClass(count)}`}>
          <ArrowButton label={t("home.fabrics.previous")} controls="fabric-ring" onClick={() => turn(-1)}>
            <ChevronLeft />
          </ArrowButton>
          <ArrowButton label={t("home.fabrics.next")} controls="fabric-ring" onClick={() => turn(1)}>
            <ChevronRight />
          </ArrowButton>
        </div>
      }
    >
      <ul
        id="fabric-ring"
        className="row g-4 list-unstyled mb-0 fabric-ring"
        aria-label={t("home.fabrics.label")}
        aria-live="polite"
      >
        {ring.map((card) => (
          <li key={card.key} className="col-12 col-md-6 col-lg-4 fabric-slide">
            <LinkCard
              className="card h-100 fabric-card"
              image={card.image}
              sizes="(min-width: 1200px) 370px, (min-width: 992px) 30vw, (min-width: 768px) 45vw, 100vw"
              imageClassName="card-img-top fabric-card-image"
              bodyClassName="card-body p-4"
              heading="h3"
              headingClassName="h5 card-title"
              title={card.name}
              to={href(card.to)}
              linkClassName="text-reset text-decoration-none"
            >
              <p className="card-text text-body-secondary text-clamp-3">{card.description}</p>
              <span className="fabric-card-more" aria-hidden="true">
                {t("home.fabrics.details")}
                <ArrowRight />
              </span>
            </LinkCard>
          </li>
        ))}
      </ul>
      <div className="mt-4 text-center text-md-start">
        <Link to={href("/fabrics")} className="btn btn-primary">
          {t("home.fabrics.viewAll")}
        </Link>
      </div>
    </HomeSection>
  );
}
