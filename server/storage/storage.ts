import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import os from "node:os";
import { countingErrors } from "./counted";
import { type LocalFolders, localFolders, localStore } from "./local";
import { restrictTree } from "./modes";
import type { ObjectStore } from "./objects";
import { type S3Settings, s3Store } from "./s3";

/**
 * Where files live. Under DATA_DIR:
 *   uploads/  public, re-encoded images only, served at /uploads/<file>  } the local store
 *   private/  CVs and certificate scans, never served statically         } (server/storage/local.ts)
 *   tmp/      uploads being received, in a folder of each process's own
 *             (tmp/<host>-<pid>-<random>/): several processes may share DATA_DIR, and none may
 *             remove what another is still receiving (server/media/cleanup.ts)
 * With S3_BUCKET set, uploads/ and private/ are prefixes of the bucket instead
 * (server/storage/s3.ts) and the folders stay empty; tmp/ is always local: an upload is
 * received, checked and re-encoded there, then put to the store.
 * private/ and tmp/ are the server's user's alone (0700, files 0600), also when an older
 * version made them readable to everyone.
 */
export type Storage = ObjectStore & {
  root: string;
  /** The local store's folders under DATA_DIR (with a bucket they stay empty). */
  local: LocalFolders;
  /** Set when the bucket has a public URL in front of it (a CDN): /uploads/<file> redirects there. */
  publicUrl: string | undefined;
  /** tmp/: the folders of every process. */
  tmpRoot: string;
  /** This process's own folder under tmp/. */
  tmpDir: string;
  /** A fresh, server-generated name (no user input ever reaches a path). */
  newKey(): string;
  tmpPath(): string;
  /** Removes local temporary files quietly (already gone is fine). */
  discard(paths: string[]): Promise<void>;
};

/** The storage of a process: the bucket when `s3` is given, else the local folders. */
export function openStorage(dataDir: string, s3?: S3Settings): Storage {
  return createStorage(dataDir, s3 ? { store: s3Store(s3), publicUrl: s3.publicUrl } : {});
}

/** The storage under `dataDir`, with `options.store` in place of the local folders when given. */
export function createStorage(
  dataDir: string,
  options: { store?: ObjectStore; publicUrl?: string } = {},
): Storage {
  const root = path.resolve(dataDir);
  const local = localFolders(root);
  const tmpRoot = path.join(root, "tmp");
  fs.mkdirSync(local.uploadsDir, { recursive: true });
  for (const dir of [local.privateDir, tmpRoot]) restrictTree(dir);
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
  const store = countingErrors(options.store ?? localStore(local));
  return {
    ...store,
    root,
    local,
    publicUrl: options.publicUrl,
    tmpRoot,
    tmpDir,
    newKey,
    tmpPath: () => path.join(ownTmp(), `${Date.now()}-${newKey()}.part`),
    async discard(paths) {
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
