import type { MouseEvent, ReactNode } from "react";
import { Link, useLocation } from "react-router";

/** Home's sections that other pages link to (DESIGN.md: /#about and /#certificates). */
export type HomeSection = "about" | "certificates";

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Scrolls smoothly (instantly under reduced motion) to an element, below the fixed bar (its
 * scroll-margin-top), and moves keyboard focus there without a second jump.
 */
export function scrollToElement(target: HTMLElement) {
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

type Props = {
  /** The section's element id on the home page. */
  anchor: HomeSection;
  className?: string;
  children: ReactNode;
  /** Called on every click (the mobile menu closes). */
  onNavigate?: () => void;
};

/**
 * A link to a section of the home page. From another page it navigates to /#anchor and the
 * router's scroll restoration brings the section into view; on home it scrolls smoothly.
 */
export function SectionLink({ anchor, className, children, onNavigate }: Props) {
  const { pathname } = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (pathname !== "/" || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const target = document.getElementById(anchor);
    if (!target) return;
    event.preventDefault();
    // After the click's own updates (the menu closing and unlocking the page's scrolling).
    requestAnimationFrame(() => scrollToElement(target));
  };
  return (
    <Link to={`/#${anchor}`} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
