import { Badge } from "react-bootstrap";
import { useTranslation } from "react-i18next";
import type { Lang } from "../../../../common/constants";
import { formatDateTime } from "../messages/format";

/** A status as a coloured badge (SPEC §4's colours, given by the inbox). */
export function StatusBadge({ label, bg, text }: { label: string; bg: string; text?: "dark" | "light" }) {
  return (
    <Badge bg={bg} text={text} className="admin-inbox-badge">
      {label}
    </Badge>
  );
}

/** A dash for the eye, the missing thing's name for screen readers. */
export function Missing({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{label}</span>
    </>
  );
}

export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

/** A phone number to call, or 'no phone'. */
export function PhoneLink({ phone }: { phone: string | null }) {
  const { t } = useTranslation();
  if (!phone) return <Missing label={t("adminInbox.common.noPhone")} />;
  return <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>;
}

export function DateTime({ value, lng }: { value: string; lng: Lang }) {
  return <time dateTime={value}>{formatDateTime(value, lng)}</time>;
}
