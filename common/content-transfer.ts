/**
 * The site's content moved between installations (server/modules/content-transfer, ADR 16): the
 * entities of an export, its limits and the problems an import reports. Without zod: the admin
 * screen reads these values (the answers' schemas: common/api/content-transfer.ts).
 */

/** One JSON file per entity, in the order an import writes them (references point backwards). */
export const CONTENT_ENTITIES = [
  "media",
  "private_files",
  "collections",
  "fabrics",
  "fabric_photos",
  "fabric_reports",
  "certificates",
  "certificate_fabrics",
  "countries",
  "exhibitions",
  "exhibition_photos",
  "positions",
  "facilities",
  "facility_certificates",
  "contact_info",
] as const;
export type ContentEntity = (typeof CONTENT_ENTITIES)[number];

/** The archive's format; an archive of another format is refused. */
export const CONTENT_FORMAT = 1;

export const CONTENT_IMPORT_LIMITS = {
  /** The uploaded zip. */
  bytes: 512 * 1024 * 1024,
  /** Files in the archive (JSON, images, certificate files). */
  entries: 100_000,
  /** All files unpacked together: a decompression bomb is refused before it is unpacked. */
  unpacked: 2 * 1024 * 1024 * 1024,
  /**
   * One JSON file unpacked, and the values (objects, arrays, keys, items) JSON.parse may make of
   * it, counted before it is parsed: the rows of every file are held until the import writes
   * them, in a 160 MB heap (\`npm start\`). Measured there: 1.2 million values of \`[{},{},…]\`
   * parsed and copied took 90 MB of heap; 0.5 million values of fabric rows (8,000 rows, 5.5 MB)
   * 27 MB. A catalogue of 5,000 fabrics with their photos and images fits with room to spare.
   */
  json: 16 * 1024 * 1024,
  jsonValues: 400_000,
  /** manifest.json unpacked, and its values (two per file of the archive, some more). */
  manifest: 4 * 1024 * 1024,
  manifestValues: 2 * 100_000 + 1_000,
  /** The values of every JSON file of the archive together. */
  totalJsonValues: 600_000,
  /** One image or certificate file unpacked. */
  file: 32 * 1024 * 1024,
  /** Most problems reported; an archive with more is reported with its first ones. */
  problems: 500,
} as const;

/** What is wrong with one file of an archive (texts under adminContent.problems.<code>). */
export const CONTENT_PROBLEM_CODES = [
  /** The name climbs out of the archive, is absolute, or holds characters a name may not. */
  "unsafe_name",
  /** A file the format does not know (an entity of another version, a stray file). */
  "unknown_entity",
  /** manifest.json names it but the archive lacks it, or a row names a file that is not there. */
  "missing",
  /** In the archive but not in manifest.json, or a file no row names. */
  "unexpected",
  /** Its SHA-256 is not the one manifest.json gives. */
  "checksum",
  /** Not JSON. */
  "invalid_json",
  /** A row or the manifest does not have the expected shape or values. */
  "invalid",
  /** Two rows with the same id (or code). */
  "duplicate",
  /** A row names a row that is not in the archive. */
  "unknown_reference",
  /** manifest.json's count is not the file's number of rows. */
  "count",
  /** Another format, or an export of another database version. */
  "version",
  /** Not a readable image, or not the image its row describes. */
  "not_an_image",
  /** A certificate file whose content is not the type its row names. */
  "file_type",
  /** Larger than a file of the archive may be, or the archive unpacks to too much. */
  "too_large",
  /** The zip itself is damaged. */
  "corrupt",
] as const;
export type ContentProblemCode = (typeof CONTENT_PROBLEM_CODES)[number];

/** One problem: the file (path in the archive), where in it (`3.collection_id`: the field of the row at index 3, from 0; "" the whole file), the code. */
export type ContentProblem = { file: string; where: string; code: ContentProblemCode };
