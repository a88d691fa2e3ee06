import { type PointerEvent, useRef, useState } from "react";
import { useTranslation } from "../../../i18n/translation";
import { useLocalizedHref } from "../../../lib/links";
import { Lightbox, type LightboxItem } from "../../ui/Lightbox";
import { type CertificateData, EMBLEM_SIZE, emblemOf } from "../certificates/types";
import { CertificateSlide } from "./CertificateSlide";
import { ChevronLeft, ChevronRight, PauseIcon, PlayIcon } from "./icons";
import { ArrowButton, Carousel, MoreLink, SectionHeading, Slide, SlideDots } from "./parts";
import { useRotation } from "./useRotation";

/** SPEC §9: the certificates carousel advances every 5000 ms; a swipe needs 40 px. */
export const CERTIFICATES_INTERVAL_MS = 5000;
export const SWIPE_THRESHOLD_PX = 40;

/**
 * The certificates valid today (the records), one at a time: auto-advance every 5 s (paused on
 * hover, keyboard focus and by its own control), previous/next, indicators, a swipe of at least
 * 40 px; the standard's emblem opens in the shared lightbox. With none to show (or none read),
 * the section keeps its heading (the menu's "Certificates" leads here) and a line instead.
 */
export function CertificatesCarousel({ certificates }: { certificates: CertificateData[] | null }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <section
      id="certificates"
      className="home-section home-certificates"
      aria-labelledby="certificates-title"
      tabIndex={-1}
    >
      <div className="container">
        <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-4 mb-lg-5">
          <SectionHeading
            id="certificates-title"
            eyebrow={t("certificates.eyebrow")}
            title={t("certificates.title")}
            text={t("certificates.text")}
          />
          <MoreLink to={href("/certificates")}>{t("certificates.all")}</MoreLink>
        </div>
        {certificates && certificates.length > 0 ? (
          <CertificateSlides certificates={certificates} />
        ) : certificates ? (
          <p className="lead mb-0">{t("certificates.none")}</p>
        ) : null}
      </div>
    </section>
  );
}

function CertificateSlides({ certificates }: { certificates: CertificateData[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const total = certificates.length;
  const rotation = useRotation(total, CERTIFICATES_INTERVAL_MS, open !== null);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const keys = certificates.map((c) => String(c.id));

  const items: LightboxItem[] = certificates.map((c) => ({
    src: emblemOf(c.standard),
    ...EMBLEM_SIZE,
    title: `${c.name} · ${c.number}`,
    description: c.scope,
    alt: t("certificates.emblem", { name: c.name }),
  }));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swiped.current = false;
    if (event.pointerType === "mouse" && event.button !== 0) return;
    swipe.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return;
    swiped.current = true;
    if (dx < 0) rotation.next();
    else rotation.previous();
  };

  return (
    <>
      <Carousel
        rotation={rotation}
        className="cert-carousel"
        roleDescription={t("certificates.carousel")}
        label={t("certificates.label")}
      >
        <div
          className="cert-viewport"
          {...rotation.hoverHandlers}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipe.current = null;
          }}
        >
          <div
            className="cert-track"
            data-index={rotation.index}
            style={rotation.index > 0 ? { transform: `translateX(-${rotation.index * 100}%)` } : undefined}
            aria-live={rotation.running ? "off" : "polite"}
          >
            {certificates.map((c, i) => (
              <Slide
                key={c.id}
                className="cert-slide"
                roleDescription={t("certificates.slideRole")}
                label={t("certificates.slide", { current: i + 1, total })}
                hidden={i !== rotation.index}
                data={{ "data-certificate": c.id, "data-standard": c.standard }}
              >
                <CertificateSlide
                  certificate={c}
                  onEnlarge={() => setOpen(i)}
                  swiped={() => swiped.current}
                />
              </Slide>
            ))}
          </div>
        </div>
        {total > 1 ? (
          <div className="cert-controls">
            <ArrowButton label={t("certificates.previous")} onClick={rotation.previous}>
              <ChevronLeft />
            </ArrowButton>
            <SlideDots
              keys={keys}
              current={rotation.index}
              listClass="cert-dots"
              dotClass="cert-dot"
              label={(i) => t("certificates.show", { title: certificates[i]!.name })}
              go={rotation.go}
            />
            <ArrowButton label={t("certificates.next")} onClick={rotation.next}>
              <ChevronRight />
            </ArrowButton>
            <ArrowButton
              label={rotation.stopped ? t("certificates.play") : t("certificates.pause")}
              onClick={rotation.toggle}
              toggle
            >
              {rotation.stopped ? <PlayIcon /> : <PauseIcon />}
            </ArrowButton>
          </div>
        ) : null}
      </Carousel>
      {open !== null ? (
        <Lightbox
          items={items}
          index={open}
          onIndexChange={(i) => {
            setOpen(i);
            rotation.go(i);
          }}
          onClose={() => setOpen(null)}
          labels={{
            close: t("certificates.close"),
            previous: t("certificates.previous"),
            next: t("certificates.next"),
            counter: (current, all) => t("certificates.slide", { current, total: all }),
          }}
        />
      ) : null}
    </>
  );
}
