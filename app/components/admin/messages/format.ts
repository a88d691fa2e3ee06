import { COMPANY_TIME_ZONE, DATE_LOCALES, isLang, type Lang } from "../../../../common/constants";

/** The admin's language as a site language (tr when i18next holds anything else). */
export const adminLang = (language: string | undefined): Lang => (isLang(language) ? language : "tr");

/** Day-month-year locales (en-GB rather than en-US); times in the company's time zone. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function format(value: string | null | undefined, lng: Lang, withTime: boolean): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const key = `${lng}:${withTime}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALES[lng], {
      dateStyle: withTime ? "medium" : "long",
      timeStyle: withTime ? "short" : undefined,
      timeZone: COMPANY_TIME_ZONE,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** Date and time in the admin's language: 12 Mar 2025, 14:05 (Istanbul time). */
export const formatDateTime = (value: string | null | undefined, lng: Lang) => format(value, lng, true);

/** A date in the admin's language: 12 Mart 2025, 12 March 2025, 12. März 2025… */
export const formatDay = (value: string | null | undefined, lng: Lang) => format(value, lng, false);

/** A file size in megabytes with two decimals (SPEC §9), with the language's decimal sign. */
export function formatMegabytes(bytes: number, lng: Lang): string {
  const mb = new Intl.NumberFormat(DATE_LOCALES[lng], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(bytes / (1024 * 1024));
  return `${mb} MB`;
}
