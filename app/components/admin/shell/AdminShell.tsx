import { type ReactNode, useEffect, useState } from "react";
import { Button, Nav, Offcanvas } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { Link, NavLink, useLocation } from "react-router";
import { useAdminSession } from "../../../lib/admin/session";
import { ADMIN_SCREENS } from "../../../../common/admin-screens";
import { Icon } from "./icons";
import { LanguageSwitch } from "./LanguageSwitch";
import { adminTitleKey } from "./titles";

type Entry = (typeof ADMIN_SCREENS)[number];

const MAIN: readonly Entry[] = ADMIN_SCREENS.filter((screen) => screen.group === "main");
const MORE: readonly Entry[] = ADMIN_SCREENS.filter((screen) => screen.group === "more");

/**
 * The admin frame: fixed top bar (menu button on small screens, logo, page title, language,
 * admin's name), the 'Admin Panel' sidebar (inline from 992 px, an offcanvas with overlay
 * below) and the screen.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user, logout } = useAdminSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const title = t(`admin.titles.${adminTitleKey(location.pathname)}`);

  // A link followed inside the offcanvas closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change
  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  const link = (entry: Entry) => (
    <Nav.Item as="li" key={entry.path}>
      <NavLink
        to={entry.path}
        className={({ isActive }) => `nav-link admin-nav-link${isActive ? " active" : ""}`}
        onClick={() => setOpen(false)}
      >
        <Icon name={entry.key} className="flex-shrink-0" />
        <span>{t(`admin.nav.${entry.key}`)}</span>
      </NavLink>
    </Nav.Item>
  );

  return (
    <div className="admin-app">
      <title>{`${title} · ${t("admin.panel")}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <a className="visually-hidden-focusable admin-skip" href="#admin-main">
        {t("admin.shell.skipToContent")}
      </a>
      <header className="admin-topbar navbar fixed-top" data-bs-theme="dark">
        <div className="container-fluid flex-nowrap gap-2">
          <Button
            variant="outline-light"
            size="sm"
            className="d-lg-none admin-menu-button"
            onClick={() => setOpen(true)}
            aria-controls="admin-sidebar"
            aria-expanded={open}
            aria-label={t("admin.shell.openMenu")}
          >
            <Icon name="menu" size={20} />
          </Button>
          <Link
            to="/admin/dashboard"
            className="navbar-brand admin-brand d-flex align-items-center me-0 me-sm-2"
          >
            <img
              src="/logo-white.svg"
              alt={t("admin.shell.logoAlt")}
              width={128}
              height={32}
              className="admin-logo"
            />
          </Link>
          <h1 className="admin-title h5 mb-0 text-truncate flex-grow-1">{title}</h1>
          <div className="d-flex align-items-center gap-2 flex-shrink-0">
            <LanguageSwitch />
            <span
              className="admin-user d-none d-md-inline-flex align-items-center gap-1"
              title={t("admin.shell.signedInAs", { name: user.username })}
            >
              <Icon name="user" size={16} />
              <span className="visually-hidden">{t("admin.shell.signedInAs", { name: user.username })}</span>
              <span aria-hidden="true">{user.username}</span>
            </span>
          </div>
        </div>
      </header>

      <Offcanvas
        show={open}
        onHide={() => setOpen(false)}
        responsive="lg"
        placement="start"
        id="admin-sidebar"
        className="admin-sidebar"
        aria-labelledby="admin-sidebar-title"
      >
        <Offcanvas.Header
          closeButton
          closeLabel={t("admin.shell.closeMenu")}
          className="admin-sidebar-header"
        >
          <Offcanvas.Title id="admin-sidebar-title" as="h2" className="h6 mb-0">
            {t("admin.panel")}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className="flex-column p-0 w-100">
          <nav aria-label={t("admin.nav.label")} className="d-flex flex-column flex-grow-1 w-100">
            <Nav as="ul" className="flex-column admin-nav">
              {MAIN.map(link)}
            </Nav>
            <hr className="my-2 mx-3" />
            <Nav as="ul" className="flex-column admin-nav">
              {MORE.map(link)}
              <Nav.Item as="li">
                <a href="/" className="nav-link admin-nav-link" target="_blank" rel="noopener">
                  <Icon name="external" />
                  <span>{t("admin.shell.viewSite")}</span>
                </a>
              </Nav.Item>
            </Nav>
            <div className="mt-auto p-3 border-top">
              <div className="small text-body-secondary mb-2 d-md-none">
                {t("admin.shell.signedInAs", { name: user.username })}
              </div>
              <Button
                variant="outline-danger"
                className="w-100 d-inline-flex align-items-center justify-content-center gap-2"
                disabled={leaving}
                onClick={async () => {
                  setLeaving(true);
                  try {
                    await logout();
                  } finally {
                    setLeaving(false);
                  }
                }}
              >
                <Icon name="logout" />
                {leaving ? t("admin.nav.loggingOut") : t("admin.nav.logout")}
              </Button>
            </div>
          </nav>
        </Offcanvas.Body>
      </Offcanvas>

      <main id="admin-main" className="admin-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
