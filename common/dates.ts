import { COMPANY_TIME_ZONE } from "./constants";

/** Made once: an Intl formatter costs more to build than a page's whole use of it. */
const DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: COMPANY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date (YYYY-MM-DD) where the company works: fair dates are its local calendar days. */
export function today(now = new Date()): string {
  return DAY.format(now);
}
