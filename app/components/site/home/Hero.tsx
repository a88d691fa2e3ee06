import { useTranslation } from "../../../i18n/translation";
import { Link } from "react-router";
import type { ImageData } from "../../../lib/images";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { ArrowDown, ArrowRight, PauseIcon, PlayIcon } from "./icons";
import { useLocalizedHref } from "../../../lib/links";
import { Carousel, Slide, SlideDots } from "./parts";
import { ROTATION_TOGGLE, useRotation } from "./useRotation";

/** SPEC §9: the hero swaps every 5000 ms (with a 500 ms fade, in home.css). */
export const HERO_INTERVAL_MS = 5000;

const SLIDES = [
  { key: "origin", to: "/fabrics" },
  { key: "collections", to: "/contact" },
] as const;
const SLIDE_KEYS = SLIDES.map((slide) => slide.key);

/** Moves to a section of the page (smoothly unless reduced motion) and gives it focus. */
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
}

/**
 * Full-height opening of the home page: two slides (a fabric close-up behind a headline, a line
 * and a call to action) crossfading every 5 s, a pause control and an arrow down to #about.
 */
export function Hero({ images }: { images: readonly [ImageData | null, ImageData | null] }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const rotation = useRotation(SLIDES.length, HERO_INTERVAL_MS);
  const total = SLIDES.length;

  return (
    <Carousel
      rotation={rotation}
      className="hero"
      roleDescription={t("home.hero.carousel")}
      label={t("home.hero.label")}
    >
      <div className="hero-backdrops" aria-hidden="true">
        {SLIDES.map((slide, i) => (
          <div key={slide.key} className={`hero-backdrop${i === rotation.index ? " is-active" : ""}`}>
            {/* The next slides' pictures wait for hydration: nothing shows them before the
                rotation starts, and they would share a phone's bandwidth with the first paint. */}
            {images[i] && (i === 0 || rotation.hydrated) ? (
              <ResponsiveImage
                image={images[i]}
                alt=""
                sizes="100vw"
                priority={i === 0}
                className="hero-image"
              />
            ) : null}
          </div>
        ))}
      </div>
      <div className="hero-inner container">
        <div className="hero-content" {...rotation.hoverHandlers}>
          <h1 className="hero-kicker">{t("home.hero.heading")}</h1>
          <div className="hero-slides" aria-live={rotation.running ? "off" : "polite"}>
            {SLIDES.map((slide, i) => (
              <Slide
                key={slide.key}
                className={`hero-slide${i === rotation.index ? " is-active" : ""}`}
                roleDescription={t("home.hero.slideRole")}
                label={t("home.hero.slide", { current: i + 1, total })}
                data={{ "data-slide": i + 1 }}
              >
                <h2 className="hero-title">{t(`home.hero.slides.${slide.key}.title`)}</h2>
                <p className="hero-lead">{t(`home.hero.slides.${slide.key}.text`)}</p>
                <Link to={href(slide.to)} className="btn btn-light btn-lg hero-cta">
                  {t(`home.hero.slides.${slide.key}.cta`)}
                  <ArrowRight />
                </Link>
              </Slide>
            ))}
          </div>
        </div>
        <div className="hero-controls">
          <button
            type="button"
            className="hero-control"
            onClick={rotation.toggle}
            aria-label={rotation.stopped ? t("home.hero.play") : t("home.hero.pause")}
            {...{ [ROTATION_TOGGLE]: "" }}
          >
            {rotation.stopped ? <PlayIcon /> : <PauseIcon />}
          </button>
          <SlideDots
            keys={SLIDE_KEYS}
            current={rotation.index}
            listClass="hero-dots"
            dotClass="hero-dot"
            label={(i) => t("home.hero.slide", { current: i + 1, total })}
            go={rotation.go}
          />
        </div>
      </div>
      <button
        type="button"
        className="hero-scroll"
        aria-label={t("home.hero.scroll")}
        aria-controls="about"
        onClick={() => scrollToSection("about")}
      >
        <ArrowDown />
      </button>
    </Carousel>
  );
}
