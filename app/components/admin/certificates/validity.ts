import type { CertificateDto } from "../../../../common/api/certificates";
import { CERTIFICATE_NAMES } from "../../../../common/certificates";
import { CERTIFICATE_WARNING_DAYS } from "../../../../common/constants";
import { today } from "../../../../common/dates";

/** A certificate as the admin reads it (GET /api/certificates?lng=all): every one, expired included. */
export type AdminCertificate = CertificateDto;

/** Where a certificate stands today: not yet valid, valid, ending within the warning days, or ended. */
export type Validity =
  | { kind: "upcoming" }
  | { kind: "valid" }
  | { kind: "expiring"; days: number }
  | { kind: "expired" };

/** Whole days from one calendar day (YYYY-MM-DD) to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Today's standing of a certificate, by the company's calendar (as the server decides what visitors see). */
export function validityOf(
  certificate: Pick<CertificateDto, "valid_from" | "valid_until">,
  day: string = today(),
): Validity {
  if (certificate.valid_from > day) return { kind: "upcoming" };
  if (certificate.valid_until < day) return { kind: "expired" };
  const days = daysBetween(day, certificate.valid_until);
  return days <= CERTIFICATE_WARNING_DAYS ? { kind: "expiring", days } : { kind: "valid" };
}

/** 'GOTS CU 1024567': the standard's name and the certificate's number. */
export const certificateName = (certificate: Pick<CertificateDto, "standard" | "number">) =>
  `${CERTIFICATE_NAMES[certificate.standard]} ${certificate.number}`;
