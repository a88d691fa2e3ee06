import type { FastifyReply } from "fastify";
import { notFound } from "../http/errors";
import type { Storage } from "../storage/storage";
import type { ReceivedFile } from "./multipart";

/** What the caller records in private_files, in its own transaction. */
export type StoredPrivateFile = { storageKey: string; originalName: string; mimeType: string; bytes: number };

/**
 * Puts a received CV from tmp/ to the store's private area under a fresh key (the local
 * store: a rename, no copy). If the caller's transaction then fails, it removes the key.
 */
export async function storePrivateFile(storage: Storage, file: ReceivedFile): Promise<StoredPrivateFile> {
  const storageKey = storage.newKey();
  await storage.putFile("private", storageKey, file.tmpPath, file.mime);
  return { storageKey, originalName: file.filename, mimeType: file.mime, bytes: file.bytes };
}

/** RFC 5987 value: percent-encoded UTF-8, with the characters encodeURIComponent leaves but the RFC does not. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** For clients that ignore filename*: printable ASCII only, no quote or backslash. */
const asciiFallback = (value: string) => value.replace(/[^\x20-\x7e]|["\\]/g, "_");

export function contentDisposition(kind: "inline" | "attachment", filename: string): string {
  return `${kind}; filename="${asciiFallback(filename)}"; filename*=UTF-8''${rfc5987(filename)}`;
}

/**
 * Sends a private file to an admin: never cached, never sniffed, and sandboxed (no script,
 * no same-origin access) even when shown inline, so a crafted PDF or image cannot act as
 * the site. A file whose row exists but whose bytes are gone is a 404.
 */
export async function sendPrivateFile(
  reply: FastifyReply,
  row: StoredPrivateFile,
  storage: Storage,
  options: { inline: boolean },
) {
  const object = await storage.open("private", row.storageKey);
  if (!object) throw notFound("File");
  return reply
    .header("content-type", row.mimeType)
    .header("content-length", String(object.size))
    .header(
      "content-disposition",
      contentDisposition(options.inline ? "inline" : "attachment", row.originalName),
    )
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "sandbox; default-src 'none'")
    .send(object.stream);
}
