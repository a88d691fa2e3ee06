import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import os from "node:os";
import { restrictTree } from "./modes";

/**
 * Where files live under DATA_DIR:
 *   uploads/  public, re-encoded images only, served at /uploads/<file>
 *   private/  CVs, never served statically
 *   tmp/      uploads being received, in a folder of each process's own
 *             (tmp/<host>-<pid>-<random>/): several processes may share DATA_DIR, and none may
 *             remove what another is still receiving (server/media/cleanup.ts)
 * private/ and tmp/ are the server's user's alone (0700, files 0600), also when an older
 * version made them readable to everyone.
 */
export type Storage = {
  root: string;
  uploadsDir: string;
  privateDir: string;
  /** tmp/: the folders of every process. */
  tmpRoot: string;
  /** This process's own folder under tmp/. */
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
  const tmpRoot = path.join(root, "tmp");
  fs.mkdirSync(uploadsDir, { recursive: true });
  for (const dir of [privateDir, tmpRoot]) restrictTree(dir);
  const newKey = () =>
    randomBytes(12)
      .toString("base64url")
      .replace(/[-_]/g, (c) => (c === "-" ? "a" : "b"));
  const tmpDir = path.join(tmpRoot, tmpFolderName(process.pid, newKey()));
  /**
   * Made again if gone, and touched: another process's clean-up removes only folders untouched
   * for an hour (or of a dead process of this host).
   */
  const ownTmp = () => {
    fs.mkdirSync(tmpDir, { recursive: true, mode: 0o700 });
    const now = new Date();
    fs.utimesSync(tmpDir, now, now);
    return tmpDir;
  };
  ownTmp();
  return {
    root,
    uploadsDir,
    privateDir,
    tmpRoot,
    tmpDir,
    newKey,
    uploadPath: (file) => path.join(uploadsDir, path.basename(file)),
    privatePath: (key) => path.join(privateDir, path.basename(key)),
    tmpPath: () => path.join(ownTmp(), `${Date.now()}-${newKey()}.part`),
    async remove(paths) {
      await Promise.all(paths.map((p) => fsp.rm(p, { force: true }).catch(() => {})));
    },
  };
}

/** This machine's name as it may appear in a folder name. */
export const hostTag = () =>
  os
    .hostname()
    .replace(/[^A-Za-z0-9.]/g, "_")
    .slice(0, 64) || "host";

/** tmp/<host>-<pid>-<random>: whose folder it is, for the clean-up of another process. */
export const tmpFolderName = (pid: number, random: string) => `${hostTag()}-${pid}-${random}`;

/** The host and pid a tmp/ folder's name says, or null for anything else (an older layout's file). */
export function tmpFolderOwner(name: string): { host: string; pid: number } | null {
  const match = /^(.+)-(\d+)-[A-Za-z0-9]+$/.exec(name);
  return match ? { host: match[1]!, pid: Number(match[2]) } : null;
}
