import type { ApplicationFile } from "./types";

const BY_MIME: Record<string, string> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPG",
  "image/jpg": "JPG",
  "image/png": "PNG",
};

/**
 * SPEC §9: the attached file's type label, JPG, PNG or PDF, else the upper-case extension of
 * its name, else `fallback` (the catalogue's 'DOSYA').
 */
export function fileTypeLabel(file: ApplicationFile | null | undefined, fallback: string): string {
  if (!file) return fallback;
  if (file.type_label) return file.type_label;
  const byMime = BY_MIME[file.mime_type.toLowerCase()];
  if (byMime) return byMime;
  const dot = file.name.lastIndexOf(".");
  const extension = dot > 0 ? file.name.slice(dot + 1).trim() : "";
  if (!extension || extension.length > 8 || /[^\p{L}\p{N}]/u.test(extension)) return fallback;
  const upper = extension.toLocaleUpperCase("en");
  return upper === "JPEG" ? "JPG" : upper;
}
