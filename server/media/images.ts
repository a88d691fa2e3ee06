import { inArray } from "drizzle-orm";
import type { ImageDto } from "../../common/api/shared";
import type { Metadata, SharpOptions } from "sharp";
import { IMAGE_WIDTHS, MAX_IMAGE_PIXELS } from "../../common/constants";
import type { Db, Tx } from "../db/client";
import { type ImageVariant, media } from "../db/schema";
import { unprocessable, unsupportedType } from "../http/errors";
import type { Storage } from "../storage/storage";
import { loadSharp } from "./sharp";

export type { ImageDto };

export type ProcessedImage = {
  storageKey: string;
  /** Of the original, after its EXIF orientation is applied. */
  width: number;
  height: number;
  variants: ImageVariant[];
  /** Bytes stored on disk (all variants). */
  bytes: number;
};

/** The media columns imageDto() needs, for a left join. */
export const mediaColumns = {
  id: media.id,
  storageKey: media.storageKey,
  width: media.width,
  height: media.height,
  variants: media.variants,
};

export type MediaRow = {
  id: number;
  storageKey: string;
  width: number;
  height: number;
  variants: ImageVariant[];
};

/** The variant `src` names: wide enough for a card or a detail page, light for phones. */
const DEFAULT_WIDTH = 800;
const WEBP_QUALITY = 80;
// Effort 2 of 6 halves the encoding time of effort 4 for a few per cent more bytes (measured on the seed images).
const WEBP_EFFORT = 2;
/** Formats sharp may decode here: the upload allow-list, nothing it could also render (SVG, PDF). */
const DECODABLE = new Set(["jpeg", "png", "gif", "webp"]);

/**
 * Decoding settings: the pixel cap is enforced by libvips too, a damaged file fails rather
 * than decoding to garbage, and an animated GIF or WebP gives its first frame only.
 */
const DECODE: SharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error", animated: false };

const notAnImage = () => unsupportedType("The file is not a readable image");

/** Widths to make: the standard ones not wider than the original, or the original when it is narrower. */
export function variantWidths(originalWidth: number): number[] {
  const widths = IMAGE_WIDTHS.filter((w) => w <= originalWidth);
  return widths.length > 0 ? widths : [originalWidth];
}

async function readSize(tmpPath: string): Promise<{ width: number; height: number }> {
  // Outside the try: a library that cannot load is a server fault (500), not a bad image.
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // Header only: the pixel count is checked here to answer 422 rather than a decode error.
    meta = await sharp(tmpPath, { ...DECODE, limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!meta.format || !DECODABLE.has(meta.format) || !meta.width || !meta.height) throw notAnImage();
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw unprocessable(`The image is larger than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`);
  }
  // Orientations 5 to 8 turn the picture a quarter: width and height swap once applied.
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/**
 * Decodes the upload once, turned upright and cut to the widest variant, into raw pixels:
 * a JPEG shrinks while it decodes, and the smaller variants are made from those pixels
 * rather than by decoding the file again for each (a quarter less work an upload, and the
 * demo's first start makes about a hundred). At most 1600 px wide: a few megabytes.
 */
async function decodeOnce(tmpPath: string, width: number) {
  const sharp = await loadSharp();
  try {
    return await sharp(tmpPath, DECODE)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    // File-system failures stay what they are (500); anything from the decoder means a bad image.
    if ((error as { code?: string }).code) throw error;
    throw notAnImage();
  }
}

/** Decoded pixels, as sharp's raw output describes them. */
export type RawPixels = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/**
 * Decodes an upload and re-encodes it as WebP variants, stored as uploads/<key>-<width>.webp,
 * turned upright from its EXIF orientation, every metadata block (EXIF, GPS, XMP, ICC)
 * dropped (sharp keeps none unless asked). The original itself is never published. Each
 * variant is written to tmp/ first and then put to the store; on failure none stays.
 */
export async function processImage(storage: Storage, tmpPath: string): Promise<ProcessedImage> {
  const size = await readSize(tmpPath);
  const pixels = await decodeOnce(tmpPath, Math.max(...variantWidths(size.width)));
  const [image] = await encodeVariants(storage, pixels as RawPixels, size);
  return image!;
}

/**
 * Encodes decoded pixels (at most the widest variant's width) as the WebP variants of an image
 * of `size`, under `copies` new keys: each gets its own files, encoded once (the demo's pictures
 * used twice). On failure nothing of any copy stays.
 */
export async function encodeVariants(
  storage: Storage,
  pixels: RawPixels,
  size: { width: number; height: number },
  copies = 1,
): Promise<ProcessedImage[]> {
  const sharp = await loadSharp();
  const widths = variantWidths(size.width);
  const keys = Array.from({ length: copies }, () => storage.newKey());
  const variants: ImageVariant[][] = keys.map(() => []);
  const written: string[] = [];
  try {
    for (const width of widths) {
      const encoded = storage.tmpPath();
      written.push(encoded);
      const info = await sharp(pixels.data, { raw: pixels.info })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
        .toFile(encoded);
      for (const [k, storageKey] of keys.entries()) {
        const file = `${storageKey}-${width}.webp`;
        await storage.putFile(
          "uploads",
          file,
          encoded,
          "image/webp",
          k === keys.length - 1 ? "move" : "copy",
        );
        variants[k]!.push({ width: info.width, height: info.height, file, bytes: info.size });
      }
    }
  } catch (error) {
    await storage.discard(written);
    await storage.remove(
      "uploads",
      keys.flatMap((key) => widths.map((w) => `${key}-${w}.webp`)),
    );
    throw error;
  }
  return keys.map((storageKey, k) => ({
    storageKey,
    ...size,
    variants: variants[k]!,
    bytes: variants[k]!.reduce((sum, v) => sum + v.bytes, 0),
  }));
}

export async function insertMedia(tx: Tx, image: ProcessedImage): Promise<number> {
  const [row] = await tx
    .insert(media)
    .values({
      storageKey: image.storageKey,
      width: image.width,
      height: image.height,
      variants: image.variants,
      bytes: image.bytes,
    })
    .returning({ id: media.id });
  return row!.id;
}

/** Undoes processImage when the transaction that should have recorded it failed. */
export async function removeProcessed(storage: Storage, image: ProcessedImage | null): Promise<void> {
  if (image)
    await storage.remove(
      "uploads",
      image.variants.map((v) => v.file),
    );
}

/**
 * Runs an admin change in one transaction. The change answers the media rows it left unused
 * (the images of what it deleted, an image it replaced; nulls are skipped): those rows go in
 * the same transaction, after the change (rows that restrict them, such as photos, are gone
 * by then), and their files once it has committed.
 */
export async function changeFreeingMedia(
  ctx: { db: Db; storage: Storage },
  change: (tx: Tx) => Promise<(number | null)[]>,
): Promise<void> {
  const files = await ctx.db.transaction(async (tx) => {
    const freed = (await change(tx)).filter((id): id is number => id !== null);
    if (freed.length === 0) return [];
    const rows = await tx
      .delete(media)
      .where(inArray(media.id, freed))
      .returning({ variants: media.variants });
    return rows.flatMap((row) => row.variants.map((v) => v.file));
  });
  await ctx.storage.remove("uploads", files);
}

const url = (file: string) => `/uploads/${encodeURIComponent(file)}`;

/** The image as pages use it: `src` the 800 px variant (or the widest below), plus a srcset. */
export function imageDto(row: MediaRow | null | undefined): ImageDto | null {
  if (!row || row.variants.length === 0) return null;
  const variants = [...row.variants].sort((a, b) => a.width - b.width);
  const main = variants.filter((v) => v.width <= DEFAULT_WIDTH).at(-1) ?? variants[0]!;
  return {
    src: url(main.file),
    width: main.width,
    height: main.height,
    srcset: variants.map((v) => `${url(v.file)} ${v.width}w`).join(", "),
    variants: variants.map((v) => ({ width: v.width, height: v.height, src: url(v.file) })),
  };
}
