import { type PointerEvent, useRef, useState } from "react";
import { Col, Container, Row } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { Lightbox, type LightboxItem } from "../../ui/Lightbox";
import { ChevronLeft, ChevronRight, PauseIcon, PlayIcon, ZoomIcon } from "./icons";
import { ArrowButton, Carousel, SectionHeading, Slide, SlideDots } from "./parts";
import { useRotation } from "./useRotation";

/** SPEC §9: the certificates carousel advances every 5000 ms; a swipe needs 40 px. */
export const CERTIFICATES_INTERVAL_MS = 5000;
export const SWIPE_THRESHOLD_PX = 40;

/** The two fixed certificates of SPEC §2, with their placeholder pictures from public/. */
const CERTIFICATES = [
  { key: "iso", src: "/certificates/iso-9001.svg" },
  { key: "gots", src: "/certificates/gots.svg" },
] as const;
const KEYS = CERTIFICATES.map((c) => c.key);
const PICTURE = { width: 600, height: 848 } as const;

/**
 * ISO 9001:2015 and GOTS, one at a time: auto-advance every 5 s (paused on hover, keyboard focus
 * and by its own control), previous/next, indicators, a swipe of at least 40 px; the picture
 * opens in the shared lightbox.
 */
export function CertificatesCarousel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const rotation = useRotation(CERTIFICATES.length, CERTIFICATES_INTERVAL_MS, open !== null);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const total = CERTIFICATES.length;

  const title = (key: (typeof CERTIFICATES)[number]["key"]) => t(`certificates.${key}.title`);
  const items: LightboxItem[] = CERTIFICATES.map((c) => ({
    src: c.src,
    ...PICTURE,
    title: `${title(c.key)} · ${t(`certificates.${c.key}.subtitle`)}`,
    description: t(`certificates.${c.key}.text`),
    alt: t(`certificates.${c.key}.alt`),
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
    <section
      id="certificates"
      className="home-section home-certificates"
      aria-labelledby="certificates-title"
      tabIndex={-1}
    >
      <Container>
        <SectionHeading
          id="certificates-title"
          eyebrow={t("certificates.eyebrow")}
          title={t("certificates.title")}
          text={t("certificates.text")}
          className="home-heading mb-4 mb-lg-5"
        />
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
              aria-live={rotation.running ? "off" : "polite"}
            >
              {CERTIFICATES.map((c, i) => {
                const active = i === rotation.index;
                return (
                  <Slide
                    key={c.key}
                    className="cert-slide"
                    roleDescription={t("certificates.slideRole")}
                    label={t("certificates.slide", { current: i + 1, total })}
                    hidden={!active}
                    data={{ "data-certificate": c.key }}
                  >
                    <Row className="g-4 g-lg-5 align-items-center">
                      <Col xs={12} md={5} lg={4}>
                        <button
                          type="button"
                          className="cert-picture"
                          aria-label={t("certificates.enlarge", { title: title(c.key) })}
                          aria-haspopup="dialog"
                          onClick={() => {
                            if (swiped.current) return;
                            setOpen(i);
                          }}
                        >
                          <img
                            src={c.src}
                            {...PICTURE}
                            alt=""
                            loading="lazy"
                            decoding="async"
                            draggable={false}
                          />
                          <span className="cert-zoom" aria-hidden="true">
                            <ZoomIcon />
                          </span>
                        </button>
                      </Col>
                      <Col xs={12} md={7} lg={8}>
                        <h3 className="cert-title">{title(c.key)}</h3>
                        <p className="cert-subtitle">{t(`certificates.${c.key}.subtitle`)}</p>
                        <p className="mb-0">{t(`certificates.${c.key}.text`)}</p>
                      </Col>
                    </Row>
                  </Slide>
                );
              })}
            </div>
          </div>
          <div className="cert-controls">
            <ArrowButton label={t("certificates.previous")} onClick={rotation.previous}>
              <ChevronLeft />
            </ArrowButton>
            <SlideDots
              keys={KEYS}
              current={rotation.index}
              listClass="cert-dots"
              dotClass="cert-dot"
              label={(i) => t("certificates.show", { title: title(KEYS[i]!) })}
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
        </Carousel>
      </Container>
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
    </section>
  );
}
