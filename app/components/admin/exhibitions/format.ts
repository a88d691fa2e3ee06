import { COMPANY_TIME_ZONE, DATE_LOCALES, type Lang } from "../../../../common/constants";

/** A Date from an ISO timestamp or a date-only YYYY-MM-DD (that calendar day); null if unreadable. */
function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 22 Kasım 2026, 22 November 2026, 22. November 2026… */
export function formatDate(value: string | null | undefined, lng: Lang): string {
  const date = toDate(value);
  return date
    ? new Intl.DateTimeFormat(DATE_LOCALES[lng], {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: COMPANY_TIME_ZONE,
      }).format(date)
    : "";
}

/** 10.03.2031 – 12.03.2031 (or one date when there is only one). */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  lng: Lang,
): string {
  const from = toDate(start);
  const to = toDate(end);
  const format = new Intl.DateTimeFormat(DATE_LOCALES[lng], {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: COMPANY_TIME_ZONE,
  });
  if (from && to && to.getTime() > from.getTime()) return format.formatRange(from, to);
  const one = from ?? to;
  return one ? format.format(one) : "";
}

/** A number with the language's separators and units (percent: %50 in Turkish, 50 % in German). */
export function formatNumber(value: number, lng: Lang, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(DATE_LOCALES[lng], options).format(value);
}
