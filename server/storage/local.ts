import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Area, ObjectInfo, ObjectStore } from "./objects";
import { isSafeKey, typeOfKey } from "./objects";

/** The folders of the local driver under DATA_DIR: uploads/ and private/, one file per key. */
export type LocalFolders = {
  uploadsDir: string;
  privateDir: string;
  uploadPath(key: string): string;
  privatePath(key: string): string;
};

export function localFolders(root: string): LocalFolders {
  const uploadsDir = path.join(root, "uploads");
  const privateDir = path.join(root, "private");
  return {
    uploadsDir,
    privateDir,
    uploadPath: (key) => path.join(uploadsDir, path.basename(key)),
    privatePath: (key) => path.join(privateDir, path.basename(key)),
  };
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** The default store: files under DATA_DIR/uploads and DATA_DIR/private (same layout as ever). */
export function localStore(folders: LocalFolders): ObjectStore {
  const pathOf = (area: Area, key: string) =>
    area === "uploads" ? folders.uploadPath(key) : folders.privatePath(key);
  const fileOf = async (area: Area, key: string) => {
    if (!isSafeKey(key)) return null;
    const file = pathOf(area, key);
    const stat = await fsp.stat(file).catch(() => null);
    return stat?.isFile() ? { file, size: stat.size } : null;
  };
  return {
    driver: "local",
    async putFile(area, key, localPath, _contentType, mode = "move") {
      if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
      const target = pathOf(area, key);
      if (mode === "copy") {
        // Copied beside its target, then renamed: a reader never sees half a file.
        const partial = `${target}.${process.pid}.copying`;
        await fsp.copyFile(localPath, partial);
        await fsp.rename(partial, target).catch(async (error) => {
          await fsp.rm(partial, { force: true });
          throw error;
        });
      } else {
        // tmp/ and the store are on the same file system: a rename, no copy.
        await fsp.rename(localPath, target);
      }
    },
    async open(area, key) {
      const found = await fileOf(area, key);
      if (!found) return null;
      return { stream: createReadStream(found.file), size: found.size, contentType: typeOfKey(key) };
    },
    async head(area, key) {
      const found = await fileOf(area, key);
      // A folder keeps no checksum: storage:migrate hashes the file itself.
      return found ? { size: found.size, sha256: undefined } : null;
    },
    async remove(area, keys) {
      await Promise.all(
        keys.filter(isSafeKey).map((key) => fsp.rm(pathOf(area, key), { force: true }).catch(() => {})),
      );
    },
    async *list(area): AsyncIterable<ObjectInfo> {
      const dir = area === "uploads" ? folders.uploadsDir : folders.privateDir;
      const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const stat = await fsp.stat(path.join(dir, entry.name)).catch(() => null);
        if (stat) yield { key: entry.name, size: stat.size, modified: stat.mtime };
      }
    },
    async ping() {
      return (await fsp.stat(folders.uploadsDir).catch(() => null))?.isDirectory() ?? false;
    },
    close() {},
  };
}
