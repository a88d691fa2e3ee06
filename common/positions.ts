/**
 * A position's last day on the site: its own `valid_through`, or POSITION_VALID_DAYS after it
 * was opened (the day its JobPosting's validThrough says). From the day after, it is closed for
 * visitors as a closed one is: off the list, its page and the sitemap, and the careers form
 * refuses it; the staff still see it with its day.
 */
import { POSITION_VALID_DAYS } from "./constants";
import { today } from "./dates";

const DAY_MS = 86_400_000;

/** YYYY-MM-DD. */
export function positionLastDay(validThrough: string | null, createdAt: Date | string): string {
  if (validThrough) return validThrough;
  const created = typeof createdAt === "string" ? Date.parse(createdAt) : createdAt.getTime();
  return new Date(created + POSITION_VALID_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** Open and not past its last day (today in Istanbul, as for fairs and certificates). */
export const isPositionOpen = (
  position: { open: boolean; validThrough: string | null; createdAt: Date | string },
  day = today(),
) => position.open && positionLastDay(position.validThrough, position.createdAt) >= day;
