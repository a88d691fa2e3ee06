/**
 * "Tell me about new fabrics like these" (a finder search followed by e-mail): at most `perAddress`
 * alerts per address; one unconfirmed after `unconfirmedDays` is deleted, a confirmed one ends
 * `months` after its last confirmation; a digest lists at most `fabricsPerMail` fabrics and goes
 * at most once every `digestEveryHours` per alert. The digest waits ALERT_DIGEST_DELAY_S after the
 * first matching fabric (server/config.ts), so one batch of new fabrics goes in one mail.
 */
export const SEARCH_ALERT_LIMITS = {
  perAddress: 10,
  unconfirmedDays: 7,
  months: 12,
  fabricsPerMail: 30,
  digestEveryHours: 24,
  /** Longest finder query string an alert keeps. */
  queryLength: 1000,
} as const;
