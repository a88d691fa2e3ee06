/** Answers of /api/certificates. */
import { z } from "zod";
import { CERTIFICATE_STANDARDS } from "../constants";
import { Day, LocalizedText } from "./shared";

/** The certificate's scan: where to open it, and what it is. */
export const CertificateFileDto = z.strictObject({
  url: z.string(),
  mime_type: z.enum(["application/pdf", "image/jpeg", "image/png"]),
  bytes: z.number().int(),
});

export const CertificateDto = z.strictObject({
  id: z.number().int(),
  standard: z.enum(CERTIFICATE_STANDARDS),
  number: z.string(),
  issuer: z.string(),
  scope: LocalizedText,
  valid_from: Day,
  valid_until: Day,
  file: CertificateFileDto.nullable(),
  /** The fabrics it covers, by id (their cards list the certificate too). */
  fabric_ids: z.array(z.number().int()),
});
export type CertificateDto = z.infer<typeof CertificateDto>;

/** What a fabric answer says of a certificate that covers it (valid ones only). */
export const CertificateRef = z.strictObject({
  id: z.number().int(),
  standard: z.enum(CERTIFICATE_STANDARDS),
  number: z.string(),
  valid_until: Day,
});
export type CertificateRef = z.infer<typeof CertificateRef>;
