import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/translation";
import { Link } from "react-router";
import { FOUNDED_YEAR } from "../../../../common/constants";
import { ClockIcon, FacebookIcon, InstagramIcon, LinkedInIcon, MailIcon, PhoneIcon, PinIcon } from "./icons";
import { Logo } from "./Logo";
import { SectionLink } from "./SectionLink";
import type { SiteContact } from "./types";


/** `tel:` target: digits and a leading +, nothing else. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** The footer's links; the About section of the home page is reached with a SectionLink. */
const QUICK_LINKS = [
  ["/", "nav.home"],
  ["#about", "nav.about"],
  ["/fabrics", "nav.fabrics"],
  ["/collections", "nav.collections"],
  ["/certificates", "nav.certificates"],
  ["/traceability", "footer.traceability"],
  ["/exhibitions", "nav.exhibitions"],
  ["/careers", "nav.careers"],
  ["/contact", "nav.contact"],
  ["/privacy", "footer.privacy"],
] as const;

const SOCIAL = [
  { key: "facebook", Icon: FacebookIcon },
  { key: "instagram", Icon: InstagramIcon },
  { key: "linkedin", Icon: LinkedInIcon },
] as const;

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="site-footer-contact-line">
      <span className="site-footer-icon">{icon}</span>
      <span>
        <span className="visually-hidden">{label}: </span>
        {children}
      </span>
    </li>
  );
}

/**
 * Description, quick links, contact details (each hidden when empty), social links from the
 * contact settings, white logo, copyright up to the server's current year.
 */
export function SiteFooter({ contact, year }: { contact: SiteContact; year?: number }) {
  const { t } = useTranslation();
  const newTab = `(${t("footer.newTab")})`;
  const social = SOCIAL.filter(({ key }) => contact.social[key]);
  const hours = [contact.hours.weekday, contact.hours.weekend].filter(Boolean);
  const hasContact = Boolean(contact.address || contact.phone || contact.email || hours.length > 0);

  return (
    <footer className="site-footer">
      <div className="container">
        <div className="row gy-5 gx-lg-5">
          <div className="col-lg-5">
            <Logo white lazy alt={t("site.company")} className="site-footer-logo" />
            <p className="site-footer-text mt-3 mb-4">{t("site.description")}</p>
            {social.length > 0 ? (
              <ul className="site-social list-unstyled" aria-label={t("footer.social")}>
                {social.map(({ key, Icon }) => (
                  <li key={key}>
                    <a
                      href={contact.social[key]}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${t(`footer.${key}`)} ${newTab}`}
                      className="site-social-link"
                    >
                      <Icon />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>

          <nav className="col-sm-5 col-lg-3" aria-labelledby="site-footer-links">
            <h2 id="site-footer-links" className="site-footer-title">
              {t("footer.quickLinks")}
            </h2>
            <ul className="list-unstyled site-footer-links">
              {QUICK_LINKS.map(([to, key]) => (
                <li key={key}>
                  {to === "#about" ? <SectionLink anchor="about">{t(key)}</SectionLink> : <Link to={to}>{t(key)}</Link>}
                </li>
              ))}
            </ul>
          </nav>

          {hasContact ? (
            <div className="col-sm-7 col-lg-4">
              <h2 className="site-footer-title">{t("footer.contact")}</h2>
              <address className="mb-0">
                <ul className="list-unstyled site-footer-contact">
                  {contact.address ? (
                    <ContactLine icon={<PinIcon />} label={t("footer.address")}>
                      <span className="d-block">{contact.address}</span>
                      {contact.addressLink ? (
                        <a href={contact.addressLink} target="_blank" rel="noopener noreferrer">
                          {t("footer.map")}
                          <span className="visually-hidden"> {newTab}</span>
                        </a>
                      ) : null}
                    </ContactLine>
                  ) : null}
                  {contact.phone ? (
                    <ContactLine icon={<PhoneIcon />} label={t("footer.phone")}>
                      <a href={telHref(contact.phone)}>{contact.phone}</a>
                    </ContactLine>
                  ) : null}
                  {contact.email ? (
                    <ContactLine icon={<MailIcon />} label={t("footer.email")}>
                      <a href={`mailto:${contact.email}`}>{contact.email}</a>
                    </ContactLine>
                  ) : null}
                  {hours.length > 0 ? (
                    <ContactLine icon={<ClockIcon />} label={t("footer.hours")}>
                      {hours.map((line) => (
                        <span key={line} className="d-block">
                          {line}
                        </span>
                      ))}
                    </ContactLine>
                  ) : null}
                </ul>
              </address>
            </div>
          ) : null}
        </div>

        <div className="site-footer-bottom">
          <p className="mb-0">{t("footer.copyright", { from: FOUNDED_YEAR, year: year ?? FOUNDED_YEAR })}</p>
          <Link to="/privacy">{t("footer.privacy")}</Link>
        </div>
      </div>
    </footer>
  );
}
