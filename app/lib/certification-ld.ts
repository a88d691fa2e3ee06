import type { Certification } from "schema-dts";
import { CERTIFICATE_NAMES } from "../../common/certificates";
import type { CertificateStandard } from "../../common/constants";

/** What a certificate's structured data says: a valid certificate's fields (DTO names). */
export type CertificationInput = {
  id: number;
  standard: CertificateStandard;
  number: string;
  issuer: string;
  valid_from?: string;
  valid_until: string;
};

/**
 * A certificate for search engines: schema.org Certification (GS1's CertificationDetails) with
 * the standard's name, the certificate's number as `certificationIdentification`, the issuing
 * body as an Organization, and its validity (`expires`: schema.org has no `validUntil` on a
 * Certification). One `@id` per certificate (its place on /certificates), the same in the
 * Organization's and the Products' data. Only valid certificates are shown: the status is active.
 */
export function certificationJsonLd(certificate: CertificationInput, origin: string): Certification {
  return {
    "@type": "Certification",
    "@id": `${origin}/certificates#certificate-${certificate.id}`,
    name: CERTIFICATE_NAMES[certificate.standard],
    certificationIdentification: certificate.number,
    issuedBy: { "@type": "Organization", name: certificate.issuer },
    ...(certificate.valid_from ? { validFrom: certificate.valid_from } : {}),
    expires: certificate.valid_until,
    certificationStatus: "https://schema.org/CertificationActive",
  };
}
