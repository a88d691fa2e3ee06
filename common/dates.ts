import { COMPANY_TIME_ZONE } from "./constants";

/** Today's date (YYYY-MM-DD) where the company works: fair dates are its local calendar days. */
export function today(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: COMPANY_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
