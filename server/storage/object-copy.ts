// Verified, resumable copies between local files and an object store (storage:migrate, backup,
// restore). An object counts as present only when its size and SHA-256 are those of the file.
import { createHash } from "node:crypto";
import fs, { createWriteStream } from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sha256File } from "./local";
import { type Area, type ObjectStore, typeOfKey } from "./objects";

export type CopyOutcome = "copied" | "present";

export class ChecksumMismatch extends Error {}

/** The SHA-256 of an object's content, read whole. */
export async function objectSha256(store: ObjectStore, area: Area, key: string): Promise<string | null> {
  const object = await store.open(area, key);
  if (!object) return null;
  const hash = createHash("sha256");
  for await (const chunk of object.stream) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** The SHA-256 an object says it has (metadata) or, failing that, of its content. */
async function storedSha256(store: ObjectStore, area: Area, key: string, size: number) {
  const head = await store.head(area, key);
  if (!head || head.size !== size) return null;
  return head.sha256 ?? (await objectSha256(store, area, key));
}

/**
 * Puts a local file to the store unless the same content is there already, then reads the
 * object back and compares its SHA-256 with the file's; a mismatch removes it and throws.
 */
export async function uploadVerified(
  store: ObjectStore,
  area: Area,
  key: string,
  file: string,
): Promise<CopyOutcome> {
  const { size } = await fsp.stat(file);
  const sha256 = await sha256File(file);
  if ((await storedSha256(store, area, key, size)) === sha256) return "present";
  await store.putFile(area, key, file, typeOfKey(key) ?? "application/octet-stream", "copy");
  if ((await objectSha256(store, area, key)) !== sha256) {
    await store.remove(area, [key]);
    throw new ChecksumMismatch(`${area}/${key}: the stored object differs from the file`);
  }
  return "copied";
}

/**
 * Writes an object to `target` unless that file holds the same content already: through
 * `<target>.part`, renamed once whole and its SHA-256 checked against the object's own
 * (metadata, when the store keeps one).
 */
export async function downloadVerified(
  store: ObjectStore,
  area: Area,
  key: string,
  target: string,
): Promise<CopyOutcome> {
  const head = await store.head(area, key);
  if (!head) throw new Error(`${area}/${key}: no such object`);
  const existing = await fsp.stat(target).catch(() => null);
  const expected = head.sha256;
  if (existing?.size === head.size && expected && (await sha256File(target)) === expected) return "present";
  const object = await store.open(area, key);
  if (!object) throw new Error(`${area}/${key}: no such object`);
  const hash = createHash("sha256");
  const partial = `${target}.part`;
  try {
    await pipeline(
      object.stream,
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          done(null, chunk);
        },
      }),
      createWriteStream(partial, { mode: 0o600 }),
    );
    const actual = hash.digest("hex");
    if (expected && actual !== expected) {
      throw new ChecksumMismatch(`${area}/${key}: the object's content does not match its SHA-256`);
    }
    if (existing?.size === head.size && !expected && (await sha256File(target)) === actual) {
      await fsp.rm(partial, { force: true });
      return "present";
    }
    await fsp.rename(partial, target);
    return "copied";
  } finally {
    await fsp.rm(partial, { force: true });
  }
}

/** Every object of `area` into `dir` (backup); answers how many. */
export async function downloadArea(store: ObjectStore, area: Area, dir: string): Promise<number> {
  let n = 0;
  for await (const item of store.list(area)) {
    await downloadVerified(store, area, item.key, path.join(dir, item.key));
    n++;
  }
  return n;
}

/** How many objects `area` holds. */
export async function countObjects(store: ObjectStore, area: Area): Promise<number> {
  let n = 0;
  for await (const _ of store.list(area)) n++;
  return n;
}

/** Replaces what `area` holds with the files of `dir` (restore); answers how many were put. */
export async function replaceArea(store: ObjectStore, area: Area, dir: string): Promise<number> {
  const names = fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((name) => fs.statSync(path.join(dir, name)).isFile())
    : [];
  const keep = new Set(names);
  const stale: string[] = [];
  for await (const item of store.list(area)) if (!keep.has(item.key)) stale.push(item.key);
  await store.remove(area, stale);
  for (const name of names) await uploadVerified(store, area, name, path.join(dir, name));
  return names.length;
}
