import type { Readable } from "node:stream";

/**
 * Where an object belongs: `uploads` holds re-encoded public images (served at /uploads/<key>),
 * `private` holds CVs and certificate scans (only ever sent through the server).
 */
export type Area = "uploads" | "private";
export const AREAS: readonly Area[] = ["uploads", "private"];

export type StoredObject = { stream: Readable; size: number; contentType: string | undefined };
export type ObjectInfo = { key: string; size: number; modified: Date };

/**
 * The store of uploaded files: a folder under DATA_DIR (server/storage/local.ts) or an
 * S3-compatible bucket (server/storage/s3.ts). Keys are server-generated names, never a
 * client's; a key that could name something outside its area is refused.
 */
export type ObjectStore = {
  readonly driver: "local" | "s3";
  /**
   * Stores a local file (a finished upload in tmp/) under `key`. "move" consumes the file
   * (a rename on the local driver), "copy" leaves it where it is. Nothing is stored under
   * `key` unless the whole file is.
   */
  putFile(
    area: Area,
    key: string,
    localPath: string,
    contentType: string,
    mode?: "move" | "copy",
  ): Promise<void>;
  /** The object's bytes as a stream, or null when there is no such object. */
  open(area: Area, key: string): Promise<StoredObject | null>;
  /** Size and stored SHA-256 (hex; the local folder keeps none) of an object, or null when there is none. */
  head(area: Area, key: string): Promise<{ size: number; sha256: string | undefined } | null>;
  /** Removes objects quietly: already gone is fine, and a failure leaves them to the start-up sweep. */
  remove(area: Area, keys: string[]): Promise<void>;
  list(area: Area): AsyncIterable<ObjectInfo>;
  /** Answers true when the store can be read (for /readyz). */
  ping(): Promise<boolean>;
  close(): void;
};

/** Keys as the server makes them: a random name, maybe `-<width>.webp` after it. */
export const isSafeKey = (key: string) =>
  /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(key) && !key.includes("..");

export async function readAll(object: StoredObject): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The content types the server stores, for a store that keeps none (the local folder). */
export function typeOfKey(key: string): string | undefined {
  if (key.endsWith(".webp")) return "image/webp";
  return undefined;
}
