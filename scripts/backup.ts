// Writes one archive of the site's data: the database and the uploaded files (from the bucket
// when S3_BUCKET is set).
//   npm run backup                       -> backups/site-<date>.tar.gz
//   npm run backup -- --out <file.tar.gz>
// Uses the server's DATA_DIR / DATABASE_URL. On the embedded database the server must be
// stopped (its folder is copied as it is on disk); on PostgreSQL it may run (pg_dump takes a
// consistent snapshot; files written after it are removed as leftovers when a restored
// server starts). The archive holds CVs: it is written 0600 (a folder made for it 0700), and
// its manifest carries the SHA-256 of every file, checked by restore before anything else.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as tar from "tar";
import pkg from "../package.json" with { type: "json" };
import { ConfigError, loadConfig } from "../server/config";
import { acquireDataDirLock, DataDirLockedError } from "../server/db/lock";
import { OWNER_ONLY_DIR, OWNER_ONLY_FILE, OWNER_ONLY_UMASK, restrictTree } from "../server/storage/modes";
import { s3Store } from "../server/storage/s3";
import {
  ARCHIVE_FORMAT,
  checksums,
  FILE_FOLDERS,
  fail,
  listFiles,
  type Manifest,
  PGLITE_DIR,
  POSTGRES_DUMP,
  pgTool,
  Refused,
} from "./lib/ops";
import { downloadArea } from "./lib/object-copy";

async function main() {
  // The staging copy and the archive hold CVs: the server's user's alone.
  process.umask(OWNER_ONLY_UMASK);
  const { values } = parseArgs({
    options: { out: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) {
    console.info("Usage: npm run backup -- [--out <file.tar.gz>]");
    return;
  }
  const config = loadConfig({ NODE_ENV: "production", ...process.env });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const out = path.resolve(values.out ?? path.join("backups", `site-${stamp}.tar.gz`));
  fs.mkdirSync(path.dirname(out), { recursive: true, mode: OWNER_ONLY_DIR });

  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "site-backup-"));
  const partial = `${out}.part`;
  // The embedded database is copied under the data-folder lock: no server opens it meanwhile.
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  try {
    fs.mkdirSync(path.join(staging, "database"));
    if (config.databaseUrl) {
      // The custom format goes to pg_restore, which loads it without a shell escape or any
      // other psql meta-command; uncompressed, as the archive is gzipped whole.
      execFileSync(
        pgTool("pg_dump"),
        [
          "--no-owner",
          "--no-privileges",
          "--format=custom",
          "--compress=0",
          "--file",
          path.join(staging, POSTGRES_DUMP),
          config.databaseUrl,
        ],
        { stdio: ["ignore", "inherit", "inherit"] },
      );
    } else {
      const dbDir = path.join(config.dataDir, "db");
      if (!fs.existsSync(dbDir))
        throw new Refused(`There is no database in ${config.dataDir} (no db/ folder).`);
      fs.cpSync(dbDir, path.join(staging, PGLITE_DIR), { recursive: true });
    }
    let files = 0;
    // With S3_BUCKET the files are the bucket's objects (each checked by its SHA-256 on the way).
    const bucket = config.s3 ? s3Store(config.s3) : undefined;
    try {
      for (const folder of FILE_FOLDERS) {
        const from = path.join(config.dataDir, folder);
        fs.mkdirSync(path.join(staging, folder));
        if (bucket) await downloadArea(bucket, folder, path.join(staging, folder));
        else if (fs.existsSync(from)) fs.cpSync(from, path.join(staging, folder), { recursive: true });
        files += listFiles(path.join(staging, folder)).length;
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
    fs.writeFileSync(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: OWNER_ONLY_FILE,
    });
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true, mode: OWNER_ONLY_FILE }, [
      "manifest.json",
      "database",
      ...FILE_FOLDERS,
    ]);
    fs.renameSync(partial, out);
    const size = fs.statSync(out).size;
    console.info(
      `Backup written: ${out} (${(size / 1024 / 1024).toFixed(2)} MB; ${manifest.database} database, ${files} files)`,
    );
  } finally {
    lock?.release();
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof Refused)
    fail(error.message);
  fail(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
});
