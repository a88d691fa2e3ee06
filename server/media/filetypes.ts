import { fileTypeFromBuffer } from "file-type";
import { CV_MIME_TYPES, IMAGE_MIME_TYPES } from "../../common/constants";
import { unsupportedType } from "../http/errors";

export type UploadKind = "image" | "cv" | "csv" | "zip";

/** What each endpoint accepts, judged by the file's magic bytes only. */
const ALLOWED: Record<UploadKind, readonly string[]> = {
  image: IMAGE_MIME_TYPES,
  cv: CV_MIME_TYPES,
  csv: [],
  zip: ["application/zip"],
};

/**
 * Text has no magic bytes: a text kind takes a file no binary format claims, named with one of
 * its extensions (whether it is UTF-8 is the reader's to check).
 */
const TEXT_KINDS: Partial<Record<UploadKind, { mime: string; extensions: readonly string[] }>> = {
  csv: { mime: "text/csv", extensions: ["csv"] },
};

/** The extensions a file of each type may carry; any other name is refused. */
const EXTENSIONS: Record<string, readonly string[]> = {
  "image/jpeg": ["jpg", "jpeg", "jpe", "jfif"],
  "image/png": ["png"],
  "image/gif": ["gif"],
  "image/webp": ["webp"],
  "application/pdf": ["pdf"],
  "application/zip": ["zip"],
};

/** How many leading bytes file-type needs to recognise every format it knows. */
export const SNIFF_BYTES = 4100;

const MAX_NAME_LENGTH = 200;
/** Control and format characters: NUL, line breaks, bidi overrides, zero-width marks. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/** The lower-case extension of a file name ("" when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/**
 * The client's file name made safe to show and to put in a Content-Disposition: last path
 * segment only, invisible characters removed, no leading dots, at most 200 characters with
 * the extension kept. It is never used to build a path.
 */
export function displayName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? "";
  const clean = base.normalize("NFC").replace(INVISIBLE, "").trim().replace(/^\.+/, "");
  const chars = [...clean];
  if (chars.length <= MAX_NAME_LENGTH) return clean || "file";
  const ext = extensionOf(clean);
  const keep = ext && ext.length < 20 ? ext.length + 1 : 0;
  return chars.slice(0, MAX_NAME_LENGTH - keep).join("") + (keep ? `.${ext}` : "");
}

/**
 * The MIME type of an upload from its first bytes, refused (415, code file_type) when the
 * endpoint does not take it or the file name's extension says something else.
 */
export async function detectType(
  head: Buffer,
  filename: string,
  kind: UploadKind,
  field: string,
): Promise<string> {
  const detected = await fileTypeFromBuffer(head);
  const text = TEXT_KINDS[kind];
  if (text) {
    if (detected || !text.extensions.includes(extensionOf(filename)))
      throw unsupportedType("Unsupported file type", { [field]: "file_type" });
    return text.mime;
  }
  const mime = detected?.mime;
  if (!mime || !ALLOWED[kind].includes(mime))
    throw unsupportedType("Unsupported file type", { [field]: "file_type" });
  if (!EXTENSIONS[mime]?.includes(extensionOf(filename))) {
    throw unsupportedType("The file name does not match its content", { [field]: "file_type" });
  }
  return mime;
}
