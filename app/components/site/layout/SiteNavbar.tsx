import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/translation";
import { Link, NavLink, useLocation } from "react-router";
import { LanguageDropdown } from "./LanguageDropdown";
import { Logo } from "./Logo";
import { SampleBasketLink } from "./SampleBasketLink";
import { SectionLink } from "./SectionLink";
import type { SiteMenuPanelProps } from "./SiteMenuPanel";
import { isExhibitionPath, SCROLL_THRESHOLD } from "./types";

const MENU_ID = "site-menu";
/** Below Bootstrap's md breakpoint the links are in the side panel (`navbar-expand-md`). */
const PANEL_WIDTHS = "(max-width: 767.98px)";

type Panel = ComponentType<SiteMenuPanelProps>;
let panelCode: Promise<Panel> | undefined;

/** The side panel's code (React Bootstrap's offcanvas and modal), fetched once; a failed fetch is tried again next time. */
function loadPanel(): Promise<Panel> {
  panelCode ??= import("./SiteMenuPanel").then(
    (module) => module.SiteMenuPanel,
    (error: unknown) => {
      panelCode = undefined;
      throw error;
    },
  );
  return panelCode;
}

/**
 * The menu as the offcanvas renders it while closed (and as the server renders it): in the bar
 * from md up, hidden off-screen below. The header and its close button are hidden by
 * Bootstrap's CSS in both cases.
 */
function ClosedMenu({ title, closeLabel, children }: Omit<SiteMenuPanelProps, "id" | "show" | "onHide">) {
  return (
    <div id={MENU_ID} data-bs-theme="light" className="site-menu offcanvas offcanvas-end">
      <div className="offcanvas-header">
        <div className="offcanvas-title h5" id={`${MENU_ID}-title`}>
          {title}
        </div>
        <button type="button" className="btn-close" aria-label={closeLabel} />
      </div>
      <div className="offcanvas-body">{children}</div>
    </div>
  );
}

/**
 * The fixed bar: logo, the six links of SPEC, the sample request with its count, the language
 * menu. Transparent over home's hero until 50 px of scroll, solid everywhere else ('scrolled'
 * always on exhibition pages). Below 768 px the links move into a side panel (overlay behind it,
 * page scrolling locked, Escape or a click on the overlay or any page change closes it, focus
 * kept inside and given back); the sample request and the language menu stay in the bar.
 */
export function SiteNavbar() {
  const { t } = useTranslation();
  const location = useLocation();
  const isHome = location.pathname === "/";
  const [scrolledPast, setScrolledPast] = useState(false);
  const [expanded, setExpanded] = useState(false);
  // The offcanvas replaces the closed menu's markup at the first opening, not before: swapping
  // them earlier would replace the links under a keyboard user's focus.
  const [OpenedPanel, setOpenedPanel] = useState<Panel | null>(null);

  // A page change closes the menu (state adjusted while rendering, not in an effect).
  const [shownKey, setShownKey] = useState(location.key);
  if (shownKey !== location.key) {
    setShownKey(location.key);
    setExpanded(false);
  }

  useEffect(() => {
    const update = () => setScrolledPast(window.scrollY > SCROLL_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  // On a narrow screen the panel's code is fetched once the page is idle, so the first tap on
  // the toggle opens it without waiting for the network; wider screens fetch it only if the
  // toggle is used (after a resize).
  useEffect(() => {
    if (!window.matchMedia(PANEL_WIDTHS).matches) return;
    const preload = () => void loadPanel().catch(() => undefined);
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(preload, 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(preload);
    return () => window.cancelIdleCallback(handle);
  }, []);

  const scrolled = scrolledPast || isExhibitionPath(location.pathname);
  const overHero = isHome && !scrolled;
  const close = () => setExpanded(false);
  const toggle = () => {
    if (expanded) {
      close();
      return;
    }
    loadPanel().then(
      (panel) => {
        setOpenedPanel(() => panel);
        setExpanded(true);
      },
      () => undefined,
    );
  };
  const classes = [
    "site-nav",
    scrolled ? "scrolled" : "",
    isHome ? "site-nav-home" : "site-nav-inner",
    "navbar navbar-expand-md",
    overHero ? "navbar-dark" : "navbar-light",
    "fixed-top",
  ];

  const links: ReactNode = (
    <nav aria-label={t("nav.label")} className="site-menu-nav">
      <ul className="navbar-nav">
        <li className="nav-item">
          <NavLink to="/" end className="nav-link">
            {t("nav.home")}
          </NavLink>
        </li>
        <li className="nav-item">
          <SectionLink anchor="about" className="nav-link" onNavigate={close}>
            {t("nav.about")}
          </SectionLink>
        </li>
        <li className="nav-item">
          <SectionLink anchor="certificates" className="nav-link" onNavigate={close}>
            {t("nav.certificates")}
          </SectionLink>
        </li>
        <li className="nav-item">
          <NavLink to="/careers" className="nav-link">
            {t("nav.careers")}
          </NavLink>
        </li>
        <li className="nav-item">
          <NavLink to="/contact" className="nav-link">
            {t("nav.contact")}
          </NavLink>
        </li>
        <li className="nav-item">
          <NavLink
            to="/exhibitions"
            className={({ isActive }) =>
              isActive || location.pathname.startsWith("/exhibition/") ? "nav-link active" : "nav-link"
            }
          >
            {t("nav.exhibitions")}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
  const menu = {
    title: t("nav.title"),
    closeLabel: t("nav.close"),
    children: links,
  };

  return (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: the page's one banner, said explicitly as the bar always did
    <header role="banner" className={classes.filter(Boolean).join(" ")}>
      <div className="container">
        <Link to="/" className="site-brand navbar-brand">
          <Logo white={overHero} alt={t("nav.homeLink")} className="site-brand-logo" />
        </Link>
        {OpenedPanel ? (
          <OpenedPanel id={MENU_ID} show={expanded} onHide={close} {...menu} />
        ) : (
          <ClosedMenu {...menu} />
        )}
        <div className="site-nav-tools">
          <SampleBasketLink />
          <LanguageDropdown className="site-lang" />
          <button
            aria-controls={MENU_ID}
            aria-expanded={expanded}
            type="button"
            aria-label={t("nav.open")}
            className={
              expanded ? "site-nav-toggle navbar-toggler" : "site-nav-toggle navbar-toggler collapsed"
            }
            onClick={toggle}
          >
            <span className="navbar-toggler-icon" />
          </button>
        </div>
      </div>
    </header>
  );
}
