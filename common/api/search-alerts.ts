/**
 * Followed searches ("tell me about new fabrics like these"): what the site answers a visitor,
 * and what staff see of them (a count per search; no address leaves the privacy screen).
 */
import { z } from "zod";
import { LANGUAGES } from "../constants";
import { Instant } from "./shared";

/** `POST /api/search-alerts`: the same answer whatever the address already follows (it reveals nothing). */
export const SearchAlertAccepted = z.strictObject({ status: z.literal("confirmation_sent") });

/** A confirmed alert, or the one a link unsubscribed: its search, to show and link to. */
export const SearchAlertDone = z.strictObject({
  query: z.string(),
  lng: z.enum(LANGUAGES),
  /** When a confirmed alert ends unless confirmed again. */
  ends_at: Instant.nullable(),
});
export type SearchAlertDone = z.infer<typeof SearchAlertDone>;

/** One followed search as staff see it: how many addresses follow it, confirmed or not. */
export const SearchAlertSummaryDto = z.strictObject({
  query: z.string(),
  confirmed: z.number().int(),
  unconfirmed: z.number().int(),
  /** The languages its mails are written in. */
  languages: z.array(z.enum(LANGUAGES)),
  /** The last digest of any of its alerts. */
  last_sent_at: Instant.nullable(),
  created_at: Instant,
});
export type SearchAlertSummaryDto = z.infer<typeof SearchAlertSummaryDto>;
