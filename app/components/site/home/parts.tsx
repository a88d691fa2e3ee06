import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/translation";
import { Link } from "react-router";
import { ArrowRight } from "./icons";
import { ROTATION_TOGGLE, type Rotation } from "./useRotation";

/** The eyebrow, title and line that open a home page section (the title's id labels the section). */
export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  className = "home-heading",
}: {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <p className="section-eyebrow mb-2">{eyebrow}</p>
      <h2 id={id} className="display-6">
        {title}
      </h2>
      <p className="mb-0 text-body-secondary">{text}</p>
    </div>
  );
}

/**
 * A home page section with its heading (texts from home.<section>.eyebrow, title, text) and,
 * beside it on wide screens, its controls or link onwards (`aside`).
 */
export function HomeSection({
  section,
  aside,
  children,
}: {
  section: "fabrics" | "fairs";
  aside: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={`home-section home-${section}`} aria-labelledby={`${section}-title`}>
      <div className="container">
        <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-4">
          <SectionHeading
            id={`${section}-title`}
            eyebrow={t(`home.${section}.eyebrow`)}
            title={t(`home.${section}.title`)}
            text={t(`home.${section}.text`)}
          />
          {aside}
        </div>
        {children}
      </div>
    </section>
  );
}

/** A section's link onwards ("all fairs", "more about us"), with its arrow. */
export function MoreLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={className ? `home-more ${className}` : "home-more"}>
      {children}
      <ArrowRight />
    </Link>
  );
}

/** A round outlined button of the sliders: previous, next, or (`toggle`) pause and play. */
export function ArrowButton({
  label,
  onClick,
  controls,
  toggle = false,
  children,
}: {
  label: string;
  onClick: () => void;
  controls?: string;
  toggle?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={toggle ? "btn btn-outline-primary home-arrow ms-2" : "btn btn-outline-primary home-arrow"}
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
      {...(toggle ? { [ROTATION_TOGGLE]: "" } : {})}
    >
      {children}
    </button>
  );
}

/**
 * A rotating carousel's outer element (WAI-ARIA carousel pattern): announced as a carousel with
 * its name; keyboard focus inside pauses the rotation.
 */
export function Carousel({
  rotation,
  className,
  roleDescription,
  label,
  children,
}: {
  rotation: Rotation;
  className: string;
  roleDescription: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <section
      className={className}
      aria-roledescription={roleDescription}
      aria-label={label}
      data-rotating={rotation.running}
      {...rotation.focusHandlers}
    >
      {children}
    </section>
  );
}

/** One slide of a carousel: a group announced as a slide, named "n of N"; `hidden` takes it out of reach. */
export function Slide({
  className,
  roleDescription,
  label,
  hidden,
  data,
  children,
}: {
  className: string;
  roleDescription: string;
  label: string;
  hidden?: boolean;
  /** data-* attributes that name the slide for the tests and the styles. */
  data: Record<`data-${string}`, string | number>;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a fieldset
    <div
      className={className}
      role="group"
      aria-roledescription={roleDescription}
      aria-label={label}
      aria-hidden={hidden || undefined}
      inert={hidden || undefined}
      {...data}
    >
      {children}
    </div>
  );
}

/** One button per slide of a rotation, the current one marked (aria-current). */
export function SlideDots({
  keys,
  current,
  listClass,
  dotClass,
  label,
  go,
}: {
  keys: readonly string[];
  current: number;
  listClass: string;
  dotClass: string;
  label: (index: number) => string;
  go: (index: number) => void;
}) {
  return (
    <ol className={`${listClass} list-unstyled mb-0`}>
      {keys.map((key, i) => (
        <li key={key}>
          <button
            type="button"
            className={dotClass}
            aria-label={label(i)}
            aria-current={i === current ? "true" : undefined}
            onClick={() => go(i)}
          />
        </li>
      ))}
    </ol>
  );
}
