import { COMPANY_TIME_ZONE } from "./constants";

/**
 * Made once, on first use: an Intl formatter costs more to build than a page's whole use of it.
 * Not when the module is loaded: it is part of every public page's first script, where building a
 * formatter with a time zone (ICU reads the zone's rules) took 60 ms of the main thread at
 * Lighthouse's 4× CPU slowdown, and in the browser only a fair's page calls it.
 */
let day: Intl.DateTimeFormat | undefined;

/** Today's date (YYYY-MM-DD) where the company works: fair dates are its local calendar days. */
export function today(now = new Date()): string {
  day ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: COMPANY_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return day.format(now);
}
