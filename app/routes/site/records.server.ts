import type { CertificateDto } from "../../../common/api/certificates";
import type { CollectionDto } from "../../../common/api/collections";
import type { FabricDto } from "../../../common/api/fabrics";
import { CERTIFICATE_NAMES } from "../../../common/certificates";
import { CERTIFICATE_STANDARDS, type Lang } from "../../../common/constants";
import { pickFields, SUMMARY_FIELDS } from "../../../common/fabric-card-fields";
import type { CertificateData } from "../../components/site/certificates/types";
import type { CollectionCardData } from "../../components/site/collections/types";
import type { FabricCardData } from "../../components/site/fabrics/types";
import { formatDate, formatFileSize } from "../../lib/format";
import { CARD_TEXT_MAX, imageData, shorten, text } from "./loaders.server";

/** The catalogue's records (fabrics, collections, certificates) as the public pages show them. */

/** A fabric's card, as /fabrics shows it. */
export function fabricCardData(fabric: FabricDto): FabricCardData {
  return {
    id: fabric.id,
    name: text(fabric.name),
    description: shorten(text(fabric.description), CARD_TEXT_MAX),
    image: imageData(fabric.image),
    card: pickFields(fabric, SUMMARY_FIELDS),
  };
}

export function collectionCardData(collection: CollectionDto): CollectionCardData {
  return {
    id: collection.id,
    name: text(collection.name),
    description: text(collection.description),
    season: collection.season,
    kind: collection.kind,
    year: collection.year,
    image: imageData(collection.image),
    fabricCount: collection.fabric_count,
  };
}

/** The current collections: those of the newest year (the list comes newest first). */
export function currentCollections<T extends { year: number }>(list: T[]): T[] {
  const year = list[0]?.year;
  return list.filter((c) => c.year === year);
}

const FILE_TYPES: Record<NonNullable<CertificateDto["file"]>["mime_type"], string> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
};

/** A certificate with its dates and file size written in the page's language (on the server: the browser hydrates the same text). */
export function certificateData(certificate: CertificateDto, lng: Lang): CertificateData {
  const { file } = certificate;
  return {
    id: certificate.id,
    standard: certificate.standard,
    name: CERTIFICATE_NAMES[certificate.standard],
    number: certificate.number,
    issuer: certificate.issuer,
    scope: text(certificate.scope),
    validUntil: { day: certificate.valid_until, text: formatDate(certificate.valid_until, lng) },
    file: file
      ? { url: file.url, type: FILE_TYPES[file.mime_type], size: formatFileSize(file.bytes, lng) }
      : null,
  };
}

/**
 * Certificates in the order of CERTIFICATE_STANDARDS (the company's quality system first, then
 * the fibre and product standards), the one valid longest first within a standard.
 */
export function inStandardOrder<T extends Pick<CertificateDto, "standard" | "valid_until" | "id">>(
  list: T[],
): T[] {
  const rank = (c: T) => CERTIFICATE_STANDARDS.indexOf(c.standard);
  return [...list].sort(
    (a, b) => rank(a) - rank(b) || b.valid_until.localeCompare(a.valid_until) || a.id - b.id,
  );
}
