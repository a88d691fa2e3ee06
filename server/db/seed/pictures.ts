/** Turns the demo's drawn pictures into media: the WebP variants an upload gets. */
import os from "node:os";
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
 * Makes every picture's WebP variants, as many pictures at a time as there are cores: a
 * weave is drawn on the main thread while sharp encodes earlier ones on its own threads. The
 * pictures are drawn, not uploaded, so their pixels go to the variants' encoder as they are
 * (server/media/images.ts `encodeVariants`, the upload's own), without a file to decode; a
 * picture used twice (a fair's image is its first photo) is encoded once and stored under two
 * keys. On failure the files already made are removed.
 */
export async function processPictures(storage: Storage, pictures: Picture[]): Promise<ProcessedImage[]> {
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
        const pixels = await pictures[indices[0]!]!.render();
        const size = { width: pixels.info.width, height: pixels.info.height };
        const images = await encodeVariants(storage, pixels, size, indices.length);
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
