import { useTranslation } from "../../../i18n/translation";
import { WhatsAppIcon } from "./icons";
import type { SiteContact } from "./types";

/**
 * The international number wa.me expects: digits only, country code first. A Turkish number
 * written nationally (0212…) or with the 00 prefix is turned into 90212….
 */
export function whatsappNumber(contact: Pick<SiteContact, "whatsapp" | "phone">): string {
  const digits = (contact.whatsapp || contact.phone).replace(/\D/g, "");
  if (digits.startsWith("00")) return digits.slice(2);
  if (digits.startsWith("0") && digits.length === 11) return `90${digits.slice(1)}`;
  return digits;
}

/** The floating button that opens a WhatsApp conversation with a text in the visitor's language. */
export function WhatsAppButton({ contact }: { contact: SiteContact }) {
  const { t } = useTranslation();
  const number = whatsappNumber(contact);
  if (!number) return null;
  const href = `https://wa.me/${number}?text=${encodeURIComponent(t("whatsapp.text"))}`;
  return (
    <a
      className="site-whatsapp"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${t("whatsapp.label")} (${t("footer.newTab")})`}
      title={t("whatsapp.label")}
    >
      <WhatsAppIcon />
    </a>
  );
}
