// Writes one archive of the site's data (the layout of ./archive.ts): the database and the
// uploaded files, from the bucket when S3_BUCKET is set. Used by `npm run backup` (the server
// stopped on the embedded database) and by the scheduled backups inside the server.
import { spawn } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import pkg from "../../package.json" with { type: "json" };
import type { Config } from "../config";
import type { Database } from "../db/client";
import { OWNER_ONLY_DIR, OWNER_ONLY_FILE, restrictTree } from "../storage/modes";
import { downloadArea } from "../storage/object-copy";
import { s3Store } from "../storage/s3";
import {
  ARCHIVE_FORMAT,
  checksums,
  FILE_FOLDERS,
  listFiles,
  type Manifest,
  PGLITE_DIR,
  POSTGRES_DUMP,
  pgTool,
  Refused,
} from "./archive";

/** The names of the site's archives: `site-<ISO time with - for : and .>.tar.gz`. */
const ARCHIVE_NAME = /^site-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar\.gz$/;

export function archiveName(at: Date): string {
  return `site-${at.toISOString().replace(/[:.]/g, "-")}.tar.gz`;
}

/** When an archive of the site was made, by its name; undefined for any other name. */
export function archiveTime(name: string): Date | undefined {
  const m = ARCHIVE_NAME.exec(name);
  if (!m) return undefined;
  const at = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

export type ArchiveSource = {
  config: Pick<Config, "dataDir" | "databaseUrl" | "s3">;
  /**
   * The open embedded database of a running server: copied through PGlite itself, between two
   * statements. Without it the data folder's db/ is copied as it is (the server stopped).
   */
  database?: Database | undefined;
  /** Aborts the backup: pg_dump is stopped, nothing is left behind. */
  signal?: AbortSignal | undefined;
};

export type ArchiveResult = { bytes: number; files: number; database: Manifest["database"] };

/** Runs pg_dump into `file` without blocking the process; its error output goes into the error. */
function pgDump(url: string, file: string, signal: AbortSignal | undefined): Promise<void> {
  // The custom format goes to pg_restore, which loads it without a shell escape or any other
  // psql meta-command; uncompressed, as the archive is gzipped whole.
  const args = ["--no-owner", "--no-privileges", "--format=custom", "--compress=0", "--file", file, url];
  return new Promise((resolve, reject) => {
    const child = spawn(pgTool("pg_dump"), args, { stdio: ["ignore", "ignore", "pipe"], signal });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errors = (errors + chunk.toString("utf8")).slice(-2000);
    });
    child.once("error", reject);
    child.once("exit", (code, killed) => {
      if (code === 0) resolve();
      else reject(new Error(`pg_dump failed (${killed ?? `exit ${code}`}): ${errors.trim()}`));
    });
  });
}

/** The PGlite image (a tar of its data folder) unpacked as the archive's database/pglite/. */
async function unpackSnapshot(image: Blob, staging: string): Promise<void> {
  const file = path.join(staging, "pglite.tar");
  const unpacked = path.join(staging, "pglite-image");
  await fsp.writeFile(file, Buffer.from(await image.arrayBuffer()), { mode: OWNER_ONLY_FILE });
  await fsp.mkdir(unpacked);
  // Its entries are named from the data folder's root ("/base/1/…"; tar makes them relative).
  await tar.extract({ file, cwd: unpacked, preserveOwner: false });
  await fsp.rm(file);
  // An image whose entries sit in one folder of the data folder's name: that folder is the database.
  const top = await fsp.readdir(unpacked, { withFileTypes: true });
  const nested =
    !fs.existsSync(path.join(unpacked, "PG_VERSION")) && top.length === 1 && top[0]!.isDirectory();
  const root = nested ? path.join(unpacked, top[0]!.name) : unpacked;
  if (!fs.existsSync(path.join(root, "PG_VERSION"))) throw new Error("the database image holds no database");
  await fsp.rename(root, path.join(staging, PGLITE_DIR));
  await fsp.rm(unpacked, { recursive: true, force: true });
}

function checkAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new Error("backup abandoned: the server is stopping");
}

/**
 * Writes the archive to `out` through `<out>.part`, renamed once whole; the staging copy and a
 * partial archive are removed whatever happens. The archive holds CVs: it is written 0600.
 */
export async function writeArchive(source: ArchiveSource, out: string): Promise<ArchiveResult> {
  const { config, database, signal } = source;
  await fsp.mkdir(path.dirname(out), { recursive: true, mode: OWNER_ONLY_DIR });
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), "site-backup-"));
  const partial = `${out}.part`;
  try {
    await fsp.mkdir(path.join(staging, "database"));
    if (config.databaseUrl) {
      await pgDump(config.databaseUrl, path.join(staging, POSTGRES_DUMP), signal);
    } else if (database?.snapshot) {
      await unpackSnapshot(await database.snapshot(), staging);
    } else {
      const dbDir = path.join(config.dataDir, "db");
      if (!fs.existsSync(dbDir))
        throw new Refused(`There is no database in ${config.dataDir} (no db/ folder).`);
      await fsp.cp(dbDir, path.join(staging, PGLITE_DIR), { recursive: true });
    }
    checkAborted(signal);
    let files = 0;
    // With S3_BUCKET the files are the bucket's objects (each checked by its SHA-256 on the way).
    const bucket = config.s3 ? s3Store(config.s3) : undefined;
    try {
      for (const folder of FILE_FOLDERS) {
        const from = path.join(config.dataDir, folder);
        await fsp.mkdir(path.join(staging, folder));
        if (bucket) await downloadArea(bucket, folder, path.join(staging, folder));
        else if (fs.existsSync(from)) await fsp.cp(from, path.join(staging, folder), { recursive: true });
        files += listFiles(path.join(staging, folder)).length;
        checkAborted(signal);
      }
    } finally {
      bucket?.close();
    }
    // Copies keep the modes of what they copy (0644 where an older version wrote it): the
    // archive's entries are 0600 / 0700 whoever unpacks it.
    restrictTree(staging);
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      database: config.databaseUrl ? "postgres" : "pglite",
      version: pkg.version,
      createdAt: new Date().toISOString(),
      files,
      sha256: await checksums(staging),
    };
    await fsp.writeFile(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: OWNER_ONLY_FILE,
    });
    checkAborted(signal);
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true, mode: OWNER_ONLY_FILE }, [
      "manifest.json",
      "database",
      ...FILE_FOLDERS,
    ]);
    checkAborted(signal);
    await fsp.rename(partial, out);
    const { size } = await fsp.stat(out);
    return { bytes: size, files, database: manifest.database };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
    await fsp.rm(partial, { force: true });
  }
}
