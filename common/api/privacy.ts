/** The admin's privacy requests about one person (GDPR art. 15 and 17): what is held under an address, and what was erased. */
import { z } from "zod";
import { Instant } from "./shared";

const Held = { id: z.number().int(), created_at: Instant };

export const PrivacyHoldingsDto = z.strictObject({
  email: z.string(),
  contact_messages: z.array(z.strictObject({ ...Held, full_name: z.string(), excerpt: z.string() })),
  applications: z.array(
    z.strictObject({
      ...Held,
      full_name: z.string(),
      position: z.string(),
      status: z.string(),
      /** The CV kept with it: its file name and size. */
      cv: z.strictObject({ name: z.string(), bytes: z.number().int() }).nullable(),
    }),
  ),
  meeting_requests: z.array(z.strictObject({ ...Held, company: z.string(), fair_title: z.string() })),
  sample_requests: z.array(z.strictObject({ ...Held, company: z.string(), fabrics: z.number().int() })),
  /** Searches the address follows by e-mail: the finder's query, the mails' language, confirmed or not. */
  search_alerts: z.array(
    z.strictObject({ ...Held, query: z.string(), language: z.string(), confirmed: z.boolean() }),
  ),
  /** Mails to or about the address in the outbox (sent ones are kept 30 days). */
  mails: z.array(z.strictObject({ ...Held, kind: z.string(), status: z.string(), subject: z.string() })),
});
export type PrivacyHoldingsDto = z.infer<typeof PrivacyHoldingsDto>;

/** How many of each kind an erasure deleted. */
export const PrivacyErasedDto = z.strictObject({
  contact_messages: z.number().int(),
  applications: z.number().int(),
  files: z.number().int(),
  meeting_requests: z.number().int(),
  sample_requests: z.number().int(),
  search_alerts: z.number().int(),
  mails: z.number().int(),
});
export type PrivacyErasedDto = z.infer<typeof PrivacyErasedDto>;
