/** The demo's PDF documents (certificate scans, lab reports) as private files, as an upload stores one. */
import fsp from "node:fs/promises";
import type { StoredPrivateFile } from "../../media";
import { OWNER_ONLY_FILE } from "../../storage/modes";
import type { Storage } from "../../storage/storage";

/** Puts the PDF to the private area under a new key (before the seed's transaction; removed if it fails). */
export async function storeDemoPdf(
  storage: Storage,
  pdf: Buffer,
  originalName: string,
): Promise<StoredPrivateFile> {
  const storageKey = storage.newKey();
  const tmpPath = storage.tmpPath();
  try {
    await fsp.writeFile(tmpPath, pdf, { flag: "wx", mode: OWNER_ONLY_FILE });
    await storage.putFile("private", storageKey, tmpPath, "application/pdf");
  } finally {
    await storage.discard([tmpPath]);
  }
  return { storageKey, originalName, mimeType: "application/pdf", bytes: pdf.length };
}
