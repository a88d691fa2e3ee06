import type { ReactNode } from "react";
import { Badge, ListGroup } from "react-bootstrap";
import { APPLICATION_STATUSES, MAIL_KINDS, type Lang } from "../../../../common/constants";
import type { PrivacyHoldingsDto } from "../../../../common/api/privacy";
import { useTranslation } from "../../../i18n/translation";
import { formatDate } from "../../../lib/admin/format";
import { formatFileSize } from "../../../lib/format";

type GroupKind = "messages" | "applications" | "meetings" | "samples" | "alerts" | "mails";
const MAIL_STATUSES = ["pending", "sending", "sent", "failed"] as const;
const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** One held row: its date, then the facts that tell it apart, then a muted detail line. */
function Line({
  date,
  lng,
  facts,
  detail,
}: {
  date: string;
  lng: Lang;
  facts: ReactNode[];
  detail?: ReactNode;
}) {
  return (
    <ListGroup.Item as="li" className="py-2">
      <div className="d-flex flex-wrap column-gap-2 row-gap-1 align-items-baseline">
        <time dateTime={date} className="small text-body-secondary text-nowrap">
          {formatDate(date, lng)}
        </time>
        {facts.map((fact, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of facts per line
          <span key={index} className="admin-break">
            {fact}
            {index < facts.length - 1 ? (
              <span aria-hidden="true" className="text-body-secondary">
                {" ·"}
              </span>
            ) : null}
          </span>
        ))}
      </div>
      {detail ? <div className="small text-body-secondary admin-break mt-1">{detail}</div> : null}
    </ListGroup.Item>
  );
}

/** A kind of data held: its heading with the count, and its lines. */
function Group({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <section aria-labelledby={id} className="mb-3">
      <h4 id={id} className="h6 d-flex align-items-center gap-2 mb-2">
        {title}
        <Badge bg="secondary" pill>
          {count}
        </Badge>
      </h4>
      <ListGroup as="ul">{children}</ListGroup>
    </section>
  );
}

/** What is held under an address, grouped by kind (the kinds with nothing left out). */
export function Holdings({ held, lng }: { held: PrivacyHoldingsDto; lng: Lang }) {
  const { t } = useTranslation();
  const group = (kind: GroupKind, count: number) => ({
    id: `privacy-group-${kind}`,
    title: t(`adminPrivacy.groups.${kind}`),
    count,
  });
  return (
    <>
      <Group {...group("messages", held.contact_messages.length)}>
        {held.contact_messages.map((m) => (
          <Line
            key={m.id}
            date={m.created_at}
            lng={lng}
            facts={[<strong key="n">{m.full_name}</strong>]}
            detail={m.excerpt}
          />
        ))}
      </Group>
      <Group {...group("applications", held.applications.length)}>
        {held.applications.map((a) => (
          <Line
            key={a.id}
            date={a.created_at}
            lng={lng}
            facts={[
              <strong key="n">{a.full_name}</strong>,
              a.position,
              isOneOf(APPLICATION_STATUSES, a.status)
                ? t(`adminInbox.applications.status.${a.status}`)
                : a.status,
            ]}
            detail={
              a.cv
                ? t("adminPrivacy.lines.cv", { name: a.cv.name, size: formatFileSize(a.cv.bytes, lng) })
                : t("adminPrivacy.lines.noCv")
            }
          />
        ))}
      </Group>
      <Group {...group("meetings", held.meeting_requests.length)}>
        {held.meeting_requests.map((m) => (
          <Line
            key={m.id}
            date={m.created_at}
            lng={lng}
            facts={[<strong key="c">{m.company}</strong>, m.fair_title]}
          />
        ))}
      </Group>
      <Group {...group("samples", held.sample_requests.length)}>
        {held.sample_requests.map((s) => (
          <Line
            key={s.id}
            date={s.created_at}
            lng={lng}
            facts={[
              <strong key="c">{s.company}</strong>,
              t("adminPrivacy.lines.fabrics", { count: s.fabrics }),
            ]}
          />
        ))}
      </Group>
      <Group {...group("alerts", held.search_alerts.length)}>
        {held.search_alerts.map((a) => (
          <Line
            key={a.id}
            date={a.created_at}
            lng={lng}
            facts={[
              <code key="q">{a.query}</code>,
              a.language,
              a.confirmed ? t("adminPrivacy.lines.confirmed") : t("adminPrivacy.lines.unconfirmed"),
            ]}
          />
        ))}
      </Group>
      <Group {...group("mails", held.mails.length)}>
        {held.mails.map((m) => (
          <Line
            key={m.id}
            date={m.created_at}
            lng={lng}
            facts={[
              isOneOf(MAIL_KINDS, m.kind) ? t(`admin.outbox.kinds.${m.kind}`) : t("admin.outbox.kinds.other"),
              <Badge key="s" bg="light" text="dark" className="border">
                {isOneOf(MAIL_STATUSES, m.status)
                  ? t(`admin.outbox.status.${m.status}`)
                  : t("admin.outbox.status.other")}
              </Badge>,
            ]}
            detail={m.subject}
          />
        ))}
      </Group>
    </>
  );
}
