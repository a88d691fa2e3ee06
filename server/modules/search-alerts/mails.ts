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

function footer(t: ReturnType<typeof texts>, links: ReturnType<typeof alertLinks>, token: string) {
  return ["", "--", t.why, t.unsubscribe, links.unsubscribePage(token)];
}

export function confirmationMail(input: AlertMailInput & { confirmToken: string }): OutgoingMail {
  const t = texts(input.lng);
  const links = alertLinks(input.origin, input.lng);
  return {
    kind: "alert_confirmation",
    to: input.to,
    subject: subjectText(t.confirmSubject),
    body: [
      t.greeting,
      "",
      fill(t.confirmAsked, { company: t.company }),
      links.search(input.query),
      "",
      t.confirmAction,
      links.confirm(input.confirmToken),
      "",
      t.confirmIgnore,
      "",
      t.closing,
      t.company,
      ...footer(t, links, input.unsubscribeToken),
    ].join("\n"),
    listUnsubscribe: links.oneClick(input.unsubscribeToken),
  };
}

export type DigestFabric = { id: number; code: string | null; name: string };

export function digestMail(
  input: AlertMailInput & { fabrics: DigestFabric[]; more: number; endsAt: Date },
): OutgoingMail {
  const t = texts(input.lng);
  const links = alertLinks(input.origin, input.lng);
  const page = (id: number) => `${input.origin}/fabric/${id}${input.lng === "tr" ? "" : `?lng=${input.lng}`}`;
  const count = input.fabrics.length + input.more;
  return {
    kind: "alert_digest",
    to: input.to,
    subject: subjectText(fill(t.digestSubject, { count })),
    body: [
      t.greeting,
      "",
      t.digestIntro,
      "",
      ...input.fabrics.map((f) => `- ${[f.code, f.name].filter(Boolean).join(" ")}: ${page(f.id)}`),
      ...(input.more > 0 ? [fill(t.more, { count: input.more })] : []),
      "",
      t.search,
      links.search(input.query),
      "",
      fill(t.ends, { date: dateIn(input.lng, input.endsAt) }),
      "",
      t.closing,
      t.company,
      ...footer(t, links, input.unsubscribeToken),
    ].join("\n"),
    listUnsubscribe: links.oneClick(input.unsubscribeToken),
  };
}
