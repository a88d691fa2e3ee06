import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { restrictTree } from "./modes";

/**
 * Where files live under DATA_DIR:
 *   uploads/  public, re-encoded images only, served at /uploads/<file>
 *   private/  CVs, never served statically
 *   tmp/      uploads being received; emptied at start
 * private/ and tmp/ are the server's user's alone (0700, files 0600), also when an older
 * version made them readable to everyone.
 */
export type Storage = {
  root: string;
  uploadsDir: string;
  privateDir: string;
  tmpDir: string;
  /** A fresh, server-generated name (no user input ever reaches a path). */
  newKey(): string;
  uploadPath(file: string): string;
  privatePath(key: string): string;
  tmpPath(): string;
  /** Removes files quietly (already gone is fine). */
  remove(paths: string[]): Promise<void>;
};

export function createStorage(dataDir: string): Storage {
  const root = path.resolve(dataDir);
  const uploadsDir = path.join(root, "uploads");
  const privateDir = path.join(root, "private");
  const tmpDir = path.join(root, "tmp");
  fs.mkdirSync(uploadsDir, { recursive: true });
  for (const dir of [privateDir, tmpDir]) restrictTree(dir);
  const newKey = () => randomBytes(12).toString("base64url").replace(/[-_]/g, (c) => (c === "-" ? "a" : "b"));
  return {
    root,
    uploadsDir,
    privateDir,
    tmpDir,
    newKey,
    uploadPath: (file) => path.join(uploadsDir, path.basename(file)),
    privatePath: (key) => path.join(privateDir, path.basename(key)),
    tmpPath: () => path.join(tmpDir, `${Date.now()}-${newKey()}.part`),
    async remove(paths) {
      await Promise.all(paths.map((p) => fsp.rm(p, { force: true }).catch(() => {})));
    },
  };
}
