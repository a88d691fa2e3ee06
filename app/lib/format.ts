import { COMPANY_TIME_ZONE, DATE_LOCALES, type Lang } from "../../common/constants";
import { today } from "../../common/dates";

/**
 * Dates and numbers as each language writes them, the same on the server and in the browser
 * (no hydration mismatch): always in the company's time zone, never the machine's, and from a
 * value the loader gives (never `new Date()` during render).
 */
export type DateInput = string | number | Date;

/**
 * `long`: 12 Mart 2025, 12 March 2025, 12. März 2025, 12 de marzo de 2025, 12 mars 2025.
 * `short`: 12.03.2025, 12/03/2025, 12.03.2025, 12/3/2025, 12/03/2025.
 * `monthYear`: Mart 2025, March 2025, …
 */
export type DateStyle = "long" | "short" | "monthYear";

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { day: "numeric", month: "long", year: "numeric" },
  short: { day: "2-digit", month: "2-digit", year: "numeric" },
  monthYear: { month: "long", year: "numeric" },
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A Date from an ISO timestamp, a date-only `YYYY-MM-DD` (read as that calendar day, whatever
 * the time zone), epoch milliseconds or a Date. Null for anything unreadable.
 */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  // Noon UTC is the same calendar day in Istanbul (UTC+3) and everywhere else that matters.
  const date =
    typeof value === "string" && DATE_ONLY.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(lng: Lang, style: DateStyle): Intl.DateTimeFormat {
  const key = `${lng}:${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALES[lng], {
      ...DATE_OPTIONS[style],
      timeZone: COMPANY_TIME_ZONE,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A calendar date in the language's format; "" when there is no readable date. */
export function formatDate(
  value: DateInput | null | undefined,
  lng: Lang,
  style: DateStyle = "long",
): string {
  const date = toDate(value);
  return date ? dateFormatter(lng, style).format(date) : "";
}

/**
 * Two dates as one range, shared parts written once: 12–14 March 2025, 12.–14. März 2025,
 * 28 Feb – 2 Mar… One date alone (or the same day twice) is written as a date.
 */
export function formatDateRange(
  start: DateInput | null | undefined,
  end: DateInput | null | undefined,
  lng: Lang,
  style: DateStyle = "long",
): string {
  const from = toDate(start);
  const to = toDate(end);
  if (!(from && to && to.getTime() > from.getTime())) return formatDate(from ?? to, lng, style);
  // formatRange costs some 50 µs a call; a server renders the same fairs' dates again and again.
  const key = `${lng}:${style}:${from.getTime()}:${to.getTime()}`;
  let text = ranges.get(key);
  if (text === undefined) {
    if (ranges.size >= MAX_KEPT) ranges.clear();
    text = dateFormatter(lng, style).formatRange(from, to);
    ranges.set(key, text);
  }
  return text;
}

/** Formatted ranges and number formats kept, at most this many each (a bound, not a tuning). */
const MAX_KEPT = 1_000;
const ranges = new Map<string, string>();

/** `YYYY-MM-DD` for a machine-readable `<time dateTime>` (the Istanbul calendar day). */
export function isoDay(value: DateInput | null | undefined): string {
  const date = toDate(value);
  return date ? today(date) : "";
}

/** The year in Istanbul of a moment (e.g. the server's clock, for the copyright line). */
export function yearIn(value: DateInput, timeZone = COMPANY_TIME_ZONE): number {
  const date = toDate(value) ?? new Date(0);
  let formatter = yearFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en", { timeZone, year: "numeric" });
    yearFormatters.set(timeZone, formatter);
  }
  return Number(formatter.format(date));
}

const yearFormatters = new Map<string, Intl.DateTimeFormat>();

/** A number with the language's separators: 1.234,5 (tr, de, es), 1,234.5 (en), 1 234,5 (fr). */
export function formatNumber(value: number, lng: Lang, options?: Intl.NumberFormatOptions): string {
  // Making an Intl.NumberFormat costs more than formatting with it: one per language and options.
  const key = options ? `${lng}:${JSON.stringify(options)}` : lng;
  let format = numberFormats.get(key);
  if (!format) {
    if (numberFormats.size >= MAX_KEPT) numberFormats.clear();
    format = new Intl.NumberFormat(DATE_LOCALES[lng], options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A file size in megabytes with two decimals (SPEC §9): 4,80 MB, 4.80 MB. */
export function formatMegabytes(bytes: number, lng: Lang): string {
  const mb = formatNumber(bytes / (1024 * 1024), lng, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${mb} MB`;
}

/**
 * A file's size as the language writes it, in kilobytes under a megabyte, else in megabytes
 * with one decimal: 120 kB, 120 ko, 1,5 MB, 1,5 Mo.
 */
export function formatFileSize(bytes: number, lng: Lang): string {
  const mb = bytes >= 1024 * 1024;
  return formatNumber(mb ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)), lng, {
    style: "unit",
    unit: mb ? "megabyte" : "kilobyte",
    maximumFractionDigits: mb ? 1 : 0,
  });
}
