/** Answers of /api/positions. */
import { z } from "zod";
import { EMPLOYMENT_TYPES } from "../constants";
import { Day, Instant, LocalizedText } from "./shared";

export const PositionDto = z.strictObject({
  id: z.number().int(),
  title: LocalizedText,
  description: LocalizedText,
  department: z.string(),
  location: z.string(),
  /** schema.org JobPosting employmentType. */
  employment_type: z.enum(EMPLOYMENT_TYPES),
  /** Closed positions leave the site; the admin still lists them. */
  open: z.boolean(),
  /** The day the posting ends (JobPosting validThrough); null: 60 days after it was opened. */
  valid_through: Day.nullable(),
  created_at: Instant,
  updated_at: Instant,
});
export type PositionDto = z.infer<typeof PositionDto>;

/** The positions the applications name, for the inbox's filter. */
export const ApplicationFacetsDto = z.strictObject({
  positions: z.array(z.strictObject({ id: z.number().int(), title: z.string(), requests: z.number().int() })),
});
export type ApplicationFacetsDto = z.infer<typeof ApplicationFacetsDto>;
