/**
 * Reading an archive to import, a zip or a folder, without trusting it: the zip's central
 * directory is read first (names, declared sizes, no encryption, no links, no ZIP64), and each
 * file is unpacked on its own, never past its declared size, its CRC checked. Nothing is
 * written anywhere here.
 */
import fsp from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import { CONTENT_IMPORT_LIMITS, type ContentProblem } from "../../../common/content-transfer";
import { FilesRefused } from "../../http/errors";

/** A file of the archive: its path ("fabrics.json", "files/uploads/…"), its size unpacked, its bytes. */
export type Entry = { path: string; size: number; read(): Promise<Buffer> };
export type Archive = { entries: Entry[]; close(): Promise<void> };

const corrupt = (where = ""): never => {
  throw new FilesRefused("The archive is damaged", [{ file: "", where, code: "corrupt" }]);
};
const tooLarge = (): never => {
  throw new FilesRefused("The archive unpacks to too much", [{ file: "", where: "", code: "too_large" }]);
};

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

async function readAt(handle: fsp.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead !== length) corrupt();
  return buffer;
}

/** Opens a zip file: its entries, each read on demand. Directories are left out. */
export async function openZip(file: string): Promise<Archive> {
  const handle = await fsp.open(file, "r");
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, 22 + 0xffff);
    if (tailLength < 22) corrupt();
    const tail = await readAt(handle, size - tailLength, tailLength);
    let at = -1;
    for (let i = tail.length - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD) {
        at = i;
        break;
      }
    }
    if (at < 0) corrupt();
    const count = tail.readUInt16LE(at + 10);
    const cdSize = tail.readUInt32LE(at + 12);
    const cdOffset = tail.readUInt32LE(at + 16);
    if (count === 0xffff || cdOffset === 0xffffffff) corrupt("zip64");
    if (count > CONTENT_IMPORT_LIMITS.entries) tooLarge();
    if (cdOffset + cdSize > size) corrupt();
    const cd = await readAt(handle, cdOffset, cdSize);
    const entries: Entry[] = [];
    let total = 0;
    let p = 0;
    for (let n = 0; n < count; n++) {
      if (p + 46 > cd.length || cd.readUInt32LE(p) !== CENTRAL) corrupt();
      const flags = cd.readUInt16LE(p + 8);
      const method = cd.readUInt16LE(p + 10);
      const crc = cd.readUInt32LE(p + 16);
      const packed = cd.readUInt32LE(p + 20);
      const unpacked = cd.readUInt32LE(p + 24);
      const nameLength = cd.readUInt16LE(p + 28);
      const skip = nameLength + cd.readUInt16LE(p + 30) + cd.readUInt16LE(p + 32);
      const mode = cd.readUInt32LE(p + 38) >>> 16;
      const offset = cd.readUInt32LE(p + 42);
      if (p + 46 + skip > cd.length) corrupt();
      const name = cd.subarray(p + 46, p + 46 + nameLength).toString("utf8");
      p += 46 + skip;
      if (flags & 1) corrupt(name);
      if ((mode & S_IFMT) === S_IFLNK)
        throw new FilesRefused("Unsafe file name", [{ file: name, where: "", code: "unsafe_name" }]);
      if (method !== 0 && method !== 8) corrupt(name);
      if (name.endsWith("/") && unpacked === 0) continue;
      total += unpacked;
      if (total > CONTENT_IMPORT_LIMITS.unpacked) tooLarge();
      entries.push({
        path: name,
        size: unpacked,
        async read() {
          const local = await readAt(handle, offset, 30);
          if (local.readUInt32LE(0) !== LOCAL) corrupt(name);
          const start = offset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
          if (start + packed > size) corrupt(name);
          const raw = await readAt(handle, start, packed);
          let data: Buffer;
          try {
            data = method === 0 ? raw : zlib.inflateRawSync(raw, { maxOutputLength: Math.max(1, unpacked) });
          } catch {
            return corrupt(name);
          }
          if (data.length !== unpacked || zlib.crc32(data) !== crc) corrupt(name);
          return data;
        },
      });
    }
    return { entries, close: () => handle.close() };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** Opens a folder written by `npm run content -- export`: its files; top-level dot files (.git) are not read. */
export async function openFolder(dir: string): Promise<Archive> {
  const entries: Entry[] = [];
  const problems: ContentProblem[] = [];
  let total = 0;
  async function walk(relative: string) {
    for (const item of await fsp.readdir(path.join(dir, relative), { withFileTypes: true })) {
      if (!relative && item.name.startsWith(".")) continue;
      const name = relative ? `${relative}/${item.name}` : item.name;
      const full = path.join(dir, name);
      if (item.isDirectory()) await walk(name);
      else if (!item.isFile()) problems.push({ file: name, where: "", code: "unsafe_name" });
      else {
        const { size } = await fsp.stat(full);
        total += size;
        if (total > CONTENT_IMPORT_LIMITS.unpacked || entries.length >= CONTENT_IMPORT_LIMITS.entries)
          tooLarge();
        entries.push({ path: name, size, read: () => fsp.readFile(full) });
      }
    }
  }
  await walk("");
  if (problems.length > 0) throw new FilesRefused("Links are not read", problems);
  return { entries, close: async () => {} };
}
