import { useEffect, useState } from "react";
import { Navbar, Offcanvas } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { Link, NavLink, useLocation } from "react-router";
import { LanguageDropdown } from "./LanguageDropdown";
import { Logo } from "./Logo";
import { SampleBasketLink } from "./SampleBasketLink";
import { SectionLink } from "./SectionLink";
import { isExhibitionPath, SCROLL_THRESHOLD } from "./types";

const MENU_ID = "site-menu";

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

  const scrolled = scrolledPast || isExhibitionPath(location.pathname);
  const overHero = isHome && !scrolled;
  const close = () => setExpanded(false);
  const classes = ["site-nav", scrolled ? "scrolled" : "", isHome ? "site-nav-home" : "site-nav-inner"];

  return (
    <Navbar
      as="header"
      role="banner"
      expand="md"
      fixed="top"
      variant={overHero ? "dark" : "light"}
      expanded={expanded}
      onToggle={setExpanded}
      className={classes.filter(Boolean).join(" ")}
    >
      <div className="container">
        <Navbar.Brand as={Link} to="/" className="site-brand">
          <Logo white={overHero} alt={t("nav.homeLink")} className="site-brand-logo" />
        </Navbar.Brand>
        <Navbar.Offcanvas
          id={MENU_ID}
          placement="end"
          className="site-menu"
          aria-labelledby={expanded ? `${MENU_ID}-title` : undefined}
          data-bs-theme="light"
        >
          <Offcanvas.Header closeButton closeLabel={t("nav.close")}>
            <Offcanvas.Title id={`${MENU_ID}-title`}>{t("nav.title")}</Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body>
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
                      isActive || location.pathname.startsWith("/exhibition/")
                        ? "nav-link active"
                        : "nav-link"
                    }
                  >
                    {t("nav.exhibitions")}
                  </NavLink>
                </li>
              </ul>
            </nav>
          </Offcanvas.Body>
        </Navbar.Offcanvas>
        <div className="site-nav-tools">
          <SampleBasketLink />
          <LanguageDropdown className="site-lang" />
          <Navbar.Toggle
            aria-controls={MENU_ID}
            aria-expanded={expanded}
            label={t("nav.open")}
            className="site-nav-toggle"
          />
        </div>
      </div>
    </Navbar>
  );
}
