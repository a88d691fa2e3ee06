import type { TFunction } from "i18next";
import { DATE_LOCALES, type Lang } from "../../../../common/constants";
import type { PrivacyErasedDto, PrivacyHoldingsDto } from "../../../../common/api/privacy";

type Kind = "messages" | "applications" | "applicationsWithCv" | "cvs" | "meetings" | "samples" | "alerts" | "mails";

/** How many rows are held under the address, of every kind. */
export const heldTotal = (held: PrivacyHoldingsDto) =>
  held.contact_messages.length +
  held.applications.length +
  held.meeting_requests.length +
  held.sample_requests.length +
  held.search_alerts.length +
  held.mails.length;

/** "2 contact messages", "1 job application with its CV"…: the kinds with a count, in this order. */
function phrases(t: TFunction, counts: [Kind, number][]): string[] {
  return counts
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => t(`adminPrivacy.counts.${kind}`, { count }));
}

/** What an erasure of these holdings would delete (applications named with their CVs when each has one). */
export function heldPhrases(t: TFunction, held: PrivacyHoldingsDto): string[] {
  const applications = held.applications.length;
  const cvs = held.applications.filter((application) => application.cv).length;
  const everyWithCv = applications > 0 && cvs === applications;
  return phrases(t, [
    ["messages", held.contact_messages.length],
    everyWithCv ? ["applicationsWithCv", applications] : ["applications", applications],
    ["cvs", everyWithCv ? 0 : cvs],
    ["meetings", held.meeting_requests.length],
    ["samples", held.sample_requests.length],
    ["alerts", held.search_alerts.length],
    ["mails", held.mails.length],
  ]);
}

/** What an erasure deleted, by the counts the server answered. */
export function erasedPhrases(t: TFunction, erased: PrivacyErasedDto): string[] {
  return phrases(t, [
    ["messages", erased.contact_messages],
    ["applications", erased.applications],
    ["cvs", erased.files],
    ["meetings", erased.meeting_requests],
    ["samples", erased.sample_requests],
    ["alerts", erased.search_alerts],
    ["mails", erased.mails],
  ]);
}

/** "a, b and c" as the language lists things. */
export const listOf = (items: string[], lng: Lang) =>
  new Intl.ListFormat(DATE_LOCALES[lng], { style: "long", type: "conjunction" }).format(items);
