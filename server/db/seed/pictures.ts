/** Turns the demo's generated pictures into media through the real upload pipeline. */
import fsp from "node:fs/promises";
import os from "node:os";
import { type ProcessedImage, processImage, removeProcessed } from "../../media";
import { loadSharp } from "../../media/sharp";
import { OWNER_ONLY_FILE } from "../../storage/modes";
import type { Storage } from "../../storage/storage";
import { type Flag, SCENES, type SceneKind } from "./scenes";
import { HEIGHT, renderWeave, WIDTH, type WeaveSpec } from "./weave";

/** A picture to make; pictures with the same key are rendered once (each use still gets its own media). */
export type Picture = { key: string; render: () => Promise<Buffer> };

/** What the pipeline gets, as an upload would be: a JPEG of good quality. */
const JPEG = { quality: 90 } as const;

export const weavePicture = (key: string, spec: WeaveSpec): Picture => ({
  key,
  render: async () =>
    (await loadSharp())(renderWeave(spec), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .jpeg(JPEG)
      .toBuffer(),
});

export const scenePicture = (key: string, kind: SceneKind, flag: Flag, seed: number): Picture => ({
  key,
  render: async () =>
    (await loadSharp())(Buffer.from(SCENES[kind](flag, seed)))
      .jpeg(JPEG)
      .toBuffer(),
});

/** Writes the picture to tmp/ and runs processImage on it, as an upload goes. */
async function toMedia(storage: Storage, jpeg: Buffer): Promise<ProcessedImage> {
  const tmpPath = storage.tmpPath();
  try {
    await fsp.writeFile(tmpPath, jpeg, { flag: "wx", mode: OWNER_ONLY_FILE });
    return await processImage(storage, tmpPath);
  } finally {
    await storage.discard([tmpPath]);
  }
}

/**
 * Renders and processes every picture, as many at a time as there are cores: rendering runs
 * on the main thread while sharp encodes earlier ones on its own threads. On failure the
 * files already made are removed.
 */
export async function processPictures(storage: Storage, pictures: Picture[]): Promise<ProcessedImage[]> {
  const uses = new Map<string, number>();
  for (const p of pictures) uses.set(p.key, (uses.get(p.key) ?? 0) + 1);
  const rendered = new Map<string, Promise<Buffer>>();
  const render = (p: Picture) => {
    const jpeg = rendered.get(p.key) ?? p.render();
    rendered.set(p.key, jpeg);
    // The last use frees the buffer: a picture is a few hundred kilobytes.
    const left = uses.get(p.key)! - 1;
    uses.set(p.key, left);
    if (left === 0) rendered.delete(p.key);
    return jpeg;
  };

  const results: ProcessedImage[] = [];
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < pictures.length) {
      const index = next++;
      try {
        results[index] = await toMedia(storage, await render(pictures[index]!));
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
