/** Answers of the admin's own routes: the session, two-step verification, the dashboard. */
import { z } from "zod";
import { Instant } from "./shared";

export const AdminUserDto = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  last_login_at: Instant.nullable(),
});
export type AdminUserDto = z.infer<typeof AdminUserDto>;

/** What login (with the login time) and /auth/me (without) answer: the admin and the CSRF token. */
export const SessionDto = z.strictObject({
  user: AdminUserDto.extend({ last_login_at: Instant.nullable().optional() }),
  csrfToken: z.string(),
});

export const SecondFactorStatus = z.strictObject({
  enabled: z.boolean(),
  enabled_at: Instant.nullable(),
  recovery_codes_left: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatus>;

export const SecondFactorSetup = z.strictObject({
  secret: z.string(),
  otpauth_uri: z.string(),
  /** An SVG data URL. */
  qr_code: z.string(),
});

export const RecoveryCodes = z.strictObject({ recovery_codes: z.array(z.string()) });

export const DashboardCounts = z.strictObject({
  exhibitions: z.number().int(),
  photos: z.number().int(),
  countries: z.number().int(),
  fabrics: z.number().int(),
  new_messages: z.number().int(),
  pending_applications: z.number().int(),
  /** Meeting requests at our stand not yet confirmed or closed (new, in progress). */
  open_meeting_requests: z.number().int(),
  /** Sample requests not yet sent or closed (new, in progress). */
  open_sample_requests: z.number().int(),
  /** Fabrics whose passport has every part (common/passport.ts), of `fabrics`. */
  complete_passports: z.number().int(),
});
export type DashboardCounts = z.infer<typeof DashboardCounts>;

export const RecentItem = z.strictObject({
  type: z.enum(["contact_message", "job_application", "activity"]),
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  created_at: Instant,
  /** The admin page where the item is handled. */
  link: z.string(),
  /** Activity entries only: what was done to what. */
  action: z.string().optional(),
  entity: z.string().optional(),
  /** Activity entries only: who made the change, a staff member or an API token (null once gone). */
  by: z.strictObject({ kind: z.enum(["admin", "token"]), name: z.string() }).nullable().optional(),
});
export type RecentItem = z.infer<typeof RecentItem>;

/** A certificate that ends within CERTIFICATE_WARNING_DAYS (or ended less than that ago): the dashboard warns. */
export const ExpiringCertificate = z.strictObject({
  id: z.number().int(),
  standard: z.string(),
  number: z.string(),
  valid_until: z.iso.date(),
  /** Days from today to its last valid day (negative: ended). */
  days_left: z.number().int(),
});
export type ExpiringCertificate = z.infer<typeof ExpiringCertificate>;

/** A fabric buyers asked samples of this selling season (the half-year: since 1 January or 1 July, Istanbul's calendar), most asked first. */
export const RequestedFabric = z.strictObject({
  fabric_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** Sample requests naming it this season. */
  requests: z.number().int(),
});
export type RequestedFabric = z.infer<typeof RequestedFabric>;

export const DashboardDto = z.strictObject({
  counts: DashboardCounts,
  recent: z.array(RecentItem),
  expiring_certificates: z.array(ExpiringCertificate),
  /** At most five, and the day the season counts from. */
  requested_fabrics: z.strictObject({ since: z.iso.date(), fabrics: z.array(RequestedFabric) }),
});
export type DashboardDto = z.infer<typeof DashboardDto>;
