import type { ReactNode } from "react";
import { Badge } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
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

/** The first rows of an item's details: the sender's name, e-mail and phone. */
export function ContactRows({
  nameLabel,
  item,
  children,
}: {
  nameLabel: string;
  item: { full_name: string; email: string; phone: string | null };
  /** Rows shown between the name and the e-mail. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{nameLabel}</dt>
      <dd className="text-break">{item.full_name}</dd>
      {children}
      <dt>{t("adminInbox.common.email")}</dt>
      <dd className="text-break">
        <EmailLink email={item.email} />
      </dd>
      <dt>{t("adminInbox.common.phone")}</dt>
      <dd>
        <PhoneLink phone={item.phone} />
      </dd>
    </>
  );
}
