import "../../../styles/layout.css";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/translation";
import { useLocation } from "react-router";
import { CompareTrayGate } from "../compare/TrayGate";
import { JsonLd } from "./JsonLd";
import { LoadingOverlay } from "./LoadingOverlay";
import { ScrollToNamedElement } from "./ScrollToNamedElement";
import { SiteFooter } from "./SiteFooter";
import { SiteNavbar } from "./SiteNavbar";
import { EMPTY_CONTACT, type LayoutData } from "./types";
import { WhatsAppButton } from "./WhatsAppButton";

/** Set once the first page is on screen: a remounted shell (e.g. an error page) never shows it again. */
let overlayDone = false;

/**
 * The public site around every page: skip link, fixed navigation bar, `<main id="main">` (with
 * room for the bar on every page but home, whose hero runs under it), footer, floating
 * messaging button, the first visit's loading overlay and the organization's structured data.
 * Pages render their content without a `<main>` of their own.
 */
export function SiteShell({ data, children }: { data: LayoutData | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const contact = data?.contact ?? EMPTY_CONTACT;
  // Decided once, by the first page's data: a later reload of the layout's data never brings it back.
  const [overlay] = useState(() => !overlayDone && (data?.overlay ?? false));
  useEffect(() => {
    overlayDone = true;
  }, []);
  const isHome = pathname === "/";

  return (
    <>
      <a className="visually-hidden-focusable site-skip" href="#main">
        {t("skip.main")}
      </a>
      <SiteNavbar />
      <main id="main" tabIndex={-1} className={isHome ? "site-main" : "site-main site-main-inner"}>
        {children}
      </main>
      <SiteFooter contact={contact} year={data?.year} />
      <WhatsAppButton contact={contact} />
      <CompareTrayGate />
      {overlay ? <LoadingOverlay /> : null}
      <ScrollToNamedElement />
      {data?.jsonLd ? <JsonLd json={data.jsonLd} /> : null}
    </>
  );
}
