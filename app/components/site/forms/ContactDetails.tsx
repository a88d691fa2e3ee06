import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/translation";

/** The company's details as the contact page shows them (the loader's ContactInfoDto subset). */
export type ContactDetailsData = {
  address: string;
  addressLink: string;
  phone: string;
  email: string;
  hours: { weekday: string; weekend: string };
};

const ICONS = {
  address: "M8 1a5 5 0 0 0-5 5c0 3.6 5 9 5 9s5-5.4 5-9a5 5 0 0 0-5-5zm0 7a2 2 0 1 1 0-4 2 2 0 0 1 0 4z",
  phone:
    "M3.6 1.5 5.7 1l1.6 3.4-1.4 1.2a8.6 8.6 0 0 0 4 4l1.2-1.4 3.4 1.6-.5 2.1c-.2.8-.9 1.3-1.7 1.2C6.7 12.6 3.3 9.3 2.4 3.7c-.1-.8.4-1.6 1.2-2.2z",
  email: "M1.5 3.5h13v9h-13zm0 .5L8 9l6.5-5",
  hours: "M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM8 4v4.2l2.8 1.7",
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  const filled = name === "address" || name === "phone";
  return (
    <svg
      className="contact-icon"
      viewBox="0 0 16 16"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill={filled ? "currentColor" : "none"}
      stroke={filled ? "none" : "currentColor"}
      strokeWidth="1.3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICONS[name]} fillRule="evenodd" />
    </svg>
  );
}

function Item({ icon, label, children }: { icon: keyof typeof ICONS; label: string; children: ReactNode }) {
  return (
    <li className="contact-item">
      <Icon name={icon} />
      <div>
        <p className="contact-label">{label}</p>
        {children}
      </div>
    </li>
  );
}

/** A phone number as a tel: link target: digits and a leading +. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * The company's address (with its map link), phone, e-mail and hours, rendered on the
 * server from the contact settings; entries without a value are left out.
 */
export function ContactDetails({ info }: { info: ContactDetailsData }) {
  const { t } = useTranslation();
  const hours = [info.hours.weekday, info.hours.weekend].filter(Boolean);
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="h4 mb-4">
        {t("contact.details.title")}
      </h2>
      <address className="mb-0">
        <ul className="list-unstyled mb-0">
          {info.address ? (
            <Item icon="address" label={t("contact.details.address")}>
              <p className="mb-1">{info.address}</p>
              {info.addressLink ? (
                <a href={info.addressLink} target="_blank" rel="noopener noreferrer" className="fw-semibold">
                  {t("contact.details.map")}
                  <span className="visually-hidden"> {t("forms.opens_new_tab")}</span>
                </a>
              ) : null}
            </Item>
          ) : null}
          {info.phone ? (
            <Item icon="phone" label={t("contact.details.phone")}>
              <a href={telHref(info.phone)} className="contact-value">
                {info.phone}
              </a>
            </Item>
          ) : null}
          {info.email ? (
            <Item icon="email" label={t("contact.details.email")}>
              <a href={`mailto:${info.email}`} className="contact-value text-break">
                {info.email}
              </a>
            </Item>
          ) : null}
          {hours.length ? (
            <Item icon="hours" label={t("contact.details.hours")}>
              {hours.map((line) => (
                <p key={line} className="mb-1">
                  {line}
                </p>
              ))}
            </Item>
          ) : null}
        </ul>
      </address>
    </section>
  );
}
