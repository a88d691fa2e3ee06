/** Turns the demo's drawn pictures into media: the WebP variants an upload gets. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { encodeVariants, type ProcessedImage, type RawPixels, removeProcessed } from "../../media";
import { loadSharp } from "../../media/sharp";
import type { Storage } from "../../storage/storage";
import { type Flag, SCENES, type SceneKind } from "./scenes";
import { HEIGHT, renderWeave, WIDTH, type WeaveSpec } from "./weave";

/** A picture to make; pictures with the same key are made once (each use still gets its own media). */
export type Picture = { key: string; render: () => Promise<RawPixels> };

export const weavePicture = (key: string, spec: WeaveSpec): Picture => ({
  key,
  render: async () => ({ data: renderWeave(spec), info: { width: WIDTH, height: HEIGHT, channels: 3 } }),
});

export const scenePicture = (key: string, kind: SceneKind, flag: Flag, seed: number): Picture => ({
  key,
  render: async () => {
    const { data, info } = await (await loadSharp())(Buffer.from(SCENES[kind](flag, seed)))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, info: { width: info.width, height: info.height, channels: 3 } };
  },
});

/**
 * The demo's pictures as `npm run build` made them (server/db/seed/picture-cache.ts): their
 * variant files, and a manifest naming each picture's by its key. Beside the server's bundle,
 * like the database template; running from the sources there is none.
 */
export const PICTURE_CACHE = path.join(path.dirname(fileURLToPath(import.meta.url)), "demo-pictures");
export const PICTURE_MANIFEST = "manifest.json";
export type PictureCache = { dir: string; images: Record<string, ProcessedImage> };
export type PictureCounts = { copied: number; drawn: number };

export function readPictureCache(dir = PICTURE_CACHE): PictureCache | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, PICTURE_MANIFEST), "utf8")) as {
      images: Record<string, ProcessedImage>;
    };
    return { dir, images: manifest.images };
  } catch {
    return null;
  }
}

/** A made picture stored `copies` times under new keys, its files copied from the cache. */
async function copyCached(
  storage: Storage,
  cache: PictureCache,
  made: ProcessedImage,
  copies: number,
): Promise<ProcessedImage[]> {
  const images: ProcessedImage[] = [];
  try {
    for (let k = 0; k < copies; k++) {
      const image: ProcessedImage = { ...made, storageKey: storage.newKey(), variants: [] };
      images.push(image);
      for (const variant of made.variants) {
        // `<key>-<width>.webp` under the new key.
        const file = image.storageKey + variant.file.slice(made.storageKey.length);
        image.variants.push({ ...variant, file });
        await storage.putFile("uploads", file, path.join(cache.dir, variant.file), "image/webp", "copy");
      }
    }
  } catch (error) {
    await Promise.all(images.map((image) => removeProcessed(storage, image)));
    throw error;
  }
  return images;
}

/**
 * Makes every picture's WebP variants, as many pictures at a time as there are cores: a
 * weave is drawn on the main thread while sharp encodes earlier ones on its own threads. The
 * pictures are drawn, not uploaded, so their pixels go to the variants' encoder as they are
 * (server/media/images.ts `encodeVariants`, the upload's own), without a file to decode; a
 * picture used twice (a fair's image is its first photo) is encoded once and stored under two
 * keys. A picture the build made (`cache`) is copied instead: the server's bundle and the cache
 * come from one build, so the same key is the same picture. On failure the files already made
 * are removed.
 */
export async function processPictures(
  storage: Storage,
  pictures: Picture[],
  cache: PictureCache | null = readPictureCache(),
  /** Counted as they are done: pictures copied from the cache, pictures drawn and encoded. */
  counts: PictureCounts = { copied: 0, drawn: 0 },
): Promise<ProcessedImage[]> {
  const uses = new Map<string, number[]>();
  for (const [index, p] of pictures.entries()) uses.set(p.key, [...(uses.get(p.key) ?? []), index]);
  const groups = [...uses.values()];

  const results: ProcessedImage[] = [];
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < groups.length) {
      const indices = groups[next++]!;
      try {
        const made = cache?.images[pictures[indices[0]!]!.key];
        let images: ProcessedImage[];
        if (made) {
          images = await copyCached(storage, cache!, made, indices.length);
          counts.copied++;
        } else {
          const pixels = await pictures[indices[0]!]!.render();
          const size = { width: pixels.info.width, height: pixels.info.height };
          images = await encodeVariants(storage, pixels, size, indices.length);
          counts.drawn++;
        }
        for (const [k, index] of indices.entries()) results[index] = images[k]!;
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  // Every lane is waited for, so no file appears after the clean-up of a failure.
  const lanes = await Promise.allSettled(
    Array.from({ length: Math.max(1, os.availableParallelism()) }, lane),
  );
  const failure = lanes.find((l): l is PromiseRejectedResult => l.status === "rejected");
  if (failure) {
    await Promise.all(results.map((image) => removeProcessed(storage, image ?? null)));
    throw failure.reason;
  }
  return results;
}
