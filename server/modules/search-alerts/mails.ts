/**
 * A followed search's mails, in the alert's language: the confirmation (double opt-in) and the
 * digest of new fabrics. Each carries the unsubscribe link twice: visible in the text, and as
 * `List-Unsubscribe` for the mail program's own button (RFC 8058, one POST, no page).
 */
import { DATE_LOCALES, type Lang } from "../../../common/constants";
import { fill } from "../../../common/i18n/fill";
import type { OutgoingMail } from "../../mail/outbox";
import { subjectText } from "../../http/inbox";
import { serverTexts } from "../../http/texts";

const texts = (lng: Lang) => serverTexts(lng, "alertMail", "alertMail");

/** The addresses a mail links to, absolute, in the alert's language. */
export const alertLinks = (origin: string, lng: Lang) => ({
  search: (query: string) => `${origin}/fabrics?${withLanguage(query, lng)}`,
  confirm: (token: string) => `${origin}/alerts/confirm?${withLanguage(`token=${token}`, lng)}`,
  unsubscribePage: (token: string) => `${origin}/alerts/unsubscribe?${withLanguage(`token=${token}`, lng)}`,
  /** The one-click address (RFC 8058): a POST to it unsubscribes, with no page in between. */
  oneClick: (token: string) => `${origin}/api/search-alerts/unsubscribe?token=${token}`,
});

const withLanguage = (query: string, lng: Lang) => (lng === "tr" ? query : `${query}&lng=${lng}`);

const dateIn = (lng: Lang, date: Date) =>
  new Intl.DateTimeFormat(DATE_LOCALES[lng], { dateStyle: "long", timeZone: "Europe/Istanbul" }).format(date);

type AlertMailInput = { to: string; lng: Lang; query: string; origin: string; unsubscribeToken: string };

type AlertTexts = ReturnType<typeof texts>;

/**
 * An alert's mail: the greeting, what `compose` writes, the closing and the footer with the
 * unsubscribe page; the one-click address as `List-Unsubscribe`.
 */
function alertMail(
  input: AlertMailInput,
  kind: OutgoingMail["kind"],
  compose: (t: AlertTexts, links: ReturnType<typeof alertLinks>) => { subject: string; lines: string[] },
): OutgoingMail {
  const t = texts(input.lng);
  const links = alertLinks(input.origin, input.lng);
  const { subject, lines } = compose(t, links);
  return {
    kind,
    to: input.to,
    subject: subjectText(subject),
    body: [
      t.greeting,
      "",
      ...lines,
      "",
      t.closing,
      t.company,
      "",
      "--",
      t.why,
      t.unsubscribe,
      links.unsubscribePage(input.unsubscribeToken),
    ].join("\n"),
    listUnsubscribe: links.oneClick(input.unsubscribeToken),
  };
}

export const confirmationMail = (input: AlertMailInput & { confirmToken: string }): OutgoingMail =>
  alertMail(input, "alert_confirmation", (t, links) => ({
    subject: t.confirmSubject,
    lines: [
      fill(t.confirmAsked, { company: t.company }),
      links.search(input.query),
      "",
      t.confirmAction,
      links.confirm(input.confirmToken),
      "",
      t.confirmIgnore,
    ],
  }));

export type DigestFabric = { id: number; code: string | null; name: string };

export function digestMail(
  input: AlertMailInput & { fabrics: DigestFabric[]; more: number; endsAt: Date },
): OutgoingMail {
  const page = (id: number) => `${input.origin}/fabric/${id}${input.lng === "tr" ? "" : `?lng=${input.lng}`}`;
  const count = input.fabrics.length + input.more;
  return alertMail(input, "alert_digest", (t, links) => ({
    subject: fill(t.digestSubject, { count }),
    lines: [
      t.digestIntro,
      "",
      ...input.fabrics.map((f) => `- ${[f.code, f.name].filter(Boolean).join(" ")}: ${page(f.id)}`),
      ...(input.more > 0 ? [fill(t.more, { count: input.more })] : []),
      "",
      t.search,
      links.search(input.query),
      "",
      fill(t.ends, { date: dateIn(input.lng, input.endsAt) }),
    ],
  }));
}
