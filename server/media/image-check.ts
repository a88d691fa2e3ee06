/**
 * Checks a stored image variant that comes from elsewhere (a content import): it must be what
 * processImage itself writes, a WebP of the declared size without metadata that decodes whole.
 * Never trusted for its name or its row: the bytes are looked at by the same decoder, with the
 * same limits, as an upload.
 */
import { fileTypeFromBuffer } from "file-type";
import { MAX_IMAGE_PIXELS } from "../../common/constants";
import { loadSharp } from "./sharp";

export type VariantExpectation = { width: number; height: number; bytes: number };

/** True when `data` is a clean WebP of exactly the expected width, height and length. */
export async function isStoredVariant(data: Buffer, expected: VariantExpectation): Promise<boolean> {
  if (data.length !== expected.bytes) return false;
  if ((await fileTypeFromBuffer(data))?.mime !== "image/webp") return false;
  if (expected.width * expected.height > MAX_IMAGE_PIXELS) return false;
  const sharp = await loadSharp();
  try {
    const image = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error", animated: false });
    const meta = await image.metadata();
    if (meta.format !== "webp" || meta.width !== expected.width || meta.height !== expected.height)
      return false;
    // processImage keeps no metadata and no animation: an image with any came from somewhere else.
    if (meta.exif || meta.xmp || meta.iptc || meta.icc || (meta.pages ?? 1) > 1) return false;
    // Decoded whole: a file damaged after its header fails here.
    await image.raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

/** The MIME type of a private file's bytes (certificate scans: PDF, JPEG, PNG), or null. */
export async function sniffedType(data: Buffer): Promise<string | null> {
  return (await fileTypeFromBuffer(data))?.mime ?? null;
}
