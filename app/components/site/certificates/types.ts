import type { CertificateStandard } from "../../../../common/constants";

/** A valid certificate as the home page's carousel and /certificates show it (loaders fill it). */
export type CertificateData = {
  id: number;
  standard: CertificateStandard;
  /** The standard's proper name (common/certificates.ts). */
  name: string;
  number: string;
  issuer: string;
  scope: string;
  /** The last valid day: for `<time dateTime>`, and as the page's language writes it. */
  validUntil: { day: string; text: string };
  /** The scan: where to open it, its type (PDF, JPEG, PNG) and size as the page's language writes it. */
  file: { url: string; type: string; size: string } | null;
};

/** A certificate on /certificates: with the fabrics it covers (the first few, and how many in all). */
export type CertificatePageData = CertificateData & {
  fabrics: { id: number; name: string }[];
  fabricTotal: number;
};

/** The standards that certify the company as a whole (its management), not particular fabrics. */
export const COMPANY_STANDARDS: ReadonlySet<CertificateStandard> = new Set([
  "iso_9001",
  "iso_14001",
  "sa8000",
]);

/** The standard's emblem in public/certificates/ (iso_9001 → /certificates/iso-9001.svg). */
export const emblemOf = (standard: CertificateStandard) => `/certificates/${standard.replace(/_/g, "-")}.svg`;

/** The emblems' drawn size (the files' viewBox): a certificate's A4-like page. */
export const EMBLEM_SIZE = { width: 600, height: 848 } as const;

/** `#certificate-<id>`: a certificate's place on /certificates. */
export const certificateAnchor = (id: number) => `certificate-${id}`;
