/** Answers of /api/facilities: where the fabrics are made (/traceability). */
import { z } from "zod";
import { FACILITY_KINDS, FACILITY_OWNERSHIPS } from "../constants";
import { CertificateRef } from "./certificates";
import { Instant, LocalizedText } from "./shared";

export const FacilityDto = z.strictObject({
  id: z.number().int(),
  /** A proper name, the same in every language. */
  name: z.string(),
  /** Its kinds of work, in the order of the making. */
  kinds: z.array(z.enum(FACILITY_KINDS)),
  ownership: z.enum(FACILITY_OWNERSHIPS),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  city: z.string(),
  address: z.string(),
  /** GS1 Global Location Number (13 digits). */
  gln: z.string().nullable(),
  /** Open Supply Hub ID. */
  os_id: z.string().nullable(),
  description: LocalizedText,
  /** The certificates it holds: visitors get those valid today, admins (`lng=all`) every one. */
  certificates: z.array(CertificateRef),
  created_at: Instant,
  updated_at: Instant,
});
export type FacilityDto = z.infer<typeof FacilityDto>;
