/**
 * Dates of the admin screens in the page's language (Turkish dates for tr, as SPEC shows them),
 * in the company's time zone whatever the browser's.
 */
import { COMPANY_TIME_ZONE, DATE_LOCALES, isLang } from "../../../common/constants";

export const localeOf = (lng: string) => (isLang(lng) ? DATE_LOCALES[lng] : lng);

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 12 Mar 2025, 14:05 Istanbul time (or the empty string for no date). */
export function formatDateTime(value: string | number | Date | null | undefined, lng: string): string {
  const date = toDate(value);
  return date
    ? new Intl.DateTimeFormat(localeOf(lng), {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: COMPANY_TIME_ZONE,
      }).format(date)
    : "";
}

/** 12 Mar 2025 (or the empty string for no date). */
export function formatDate(value: string | number | Date | null | undefined, lng: string): string {
  const date = toDate(value);
  return date
    ? new Intl.DateTimeFormat(localeOf(lng), { dateStyle: "medium", timeZone: COMPANY_TIME_ZONE }).format(
        date,
      )
    : "";
}

/** 1.234 / 1,234 as the language writes numbers. */
export function formatNumber(value: number, lng: string): string {
  return new Intl.NumberFormat(localeOf(lng)).format(value);
}
