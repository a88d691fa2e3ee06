// Restores an archive written by `npm run backup` into DATA_DIR (and DATABASE_URL; the files
// into the bucket when S3_BUCKET is set).
//   npm run restore -- <file.tar.gz>            refuses a target that holds data
//   npm run restore -- <file.tar.gz> --force    replaces what the target holds
// The archive's database goes back into the same kind of database (embedded or PostgreSQL).
// On the embedded database the server must be stopped. The archive is checked whole first
// (entries, manifest, every file's SHA-256, the dump's format): an edited or corrupt one is
// refused before anything of the target is touched. A PostgreSQL dump is loaded by pg_restore,
// which runs no shell command (format 1's plain SQL went through psql and is refused).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { ConfigError, loadConfig } from "../server/config";
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from "../server/db/lock";
import { OWNER_ONLY_UMASK, restrictTree } from "../server/storage/modes";
import { s3Store } from "../server/storage/s3";
import {
  checkPostgresDump,
  FILE_FOLDERS,
  listFiles,
  PGLITE_DIR,
  POSTGRES_DUMP,
  pgTool,
  Refused,
  verifyArchive,
} from "../server/backup/archive";
import { fail } from "./lib/ops";
import { countObjects, replaceArea } from "../server/storage/object-copy";

const USAGE = "Usage: npm run restore -- <file.tar.gz> [--force]";

async function postgresTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function emptyPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      "drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;",
    );
  } finally {
    await client.end();
  }
}

async function main() {
  // What is restored (CVs, the embedded database) is the server's user's alone.
  process.umask(OWNER_ONLY_UMASK);
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: "boolean" }, help: { type: "boolean", short: "h" } },
  });
  const [archive] = positionals;
  if (values.help || !archive) {
    console.info(USAGE);
    process.exit(archive || values.help ? 0 : 2);
  }
  if (!fs.existsSync(archive)) fail(`No such archive: ${archive}`);
  const config = loadConfig({ NODE_ENV: "production", ...process.env });

  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "site-restore-"));
  let lock: DataDirLock | undefined;
  const bucket = config.s3 ? s3Store(config.s3) : undefined;
  try {
    // Nothing of the target is touched before the archive is known whole and unedited.
    const manifest = await verifyArchive(archive, staging);
    const target = config.databaseUrl ? "postgres" : "pglite";
    if (manifest.database !== target) {
      throw new Refused(
        `The archive holds a ${manifest.database} database and the target is ${target}: ` +
          (target === "postgres"
            ? "unset DATABASE_URL to restore it into DATA_DIR."
            : "set DATABASE_URL to restore it."),
      );
    }
    const dump = path.join(staging, POSTGRES_DUMP);
    if (config.databaseUrl) checkPostgresDump(dump);

    // Nothing may open the embedded database while it is replaced.
    if (!config.databaseUrl) lock = acquireDataDirLock(config.dataDir);
    // What the target holds already: restored over only with --force.
    const held: string[] = [];
    const files = FILE_FOLDERS.reduce(
      (n, folder) => n + listFiles(path.join(config.dataDir, folder)).length,
      0,
    );
    if (files > 0) held.push(`${files} files in ${config.dataDir}`);
    let objects = 0;
    for (const folder of bucket ? FILE_FOLDERS : []) objects += await countObjects(bucket!, folder);
    if (objects > 0) held.push(`${objects} objects in the bucket ${config.s3!.bucket}`);
    const dbDir = path.join(config.dataDir, "db");
    if (config.databaseUrl) {
      const tables = await postgresTables(config.databaseUrl);
      if (tables > 0) held.push(`${tables} tables in the PostgreSQL database`);
    } else if (fs.existsSync(dbDir) && fs.readdirSync(dbDir).length > 0) {
      held.push(`a database in ${dbDir}`);
    }
    if (held.length > 0 && !values.force) {
      throw new Refused(
        `The target is not empty (${held.join(", ")}). Nothing was changed; add --force to replace it.`,
      );
    }

    if (config.databaseUrl) {
      await emptyPostgres(config.databaseUrl);
      // Objects and rows only, in one transaction: no owner or grant of the source's roles.
      execFileSync(
        pgTool("pg_restore"),
        [
          "--no-owner",
          "--no-privileges",
          "--single-transaction",
          "--exit-on-error",
          "--dbname",
          config.databaseUrl,
          dump,
        ],
        { stdio: ["ignore", "ignore", "inherit"] },
      );
    } else {
      fs.rmSync(dbDir, { recursive: true, force: true });
      fs.cpSync(path.join(staging, PGLITE_DIR), dbDir, { recursive: true });
      restrictTree(dbDir);
    }
    let restored = 0;
    for (const folder of [...FILE_FOLDERS, "tmp"])
      fs.rmSync(path.join(config.dataDir, folder), { recursive: true, force: true });
    for (const folder of FILE_FOLDERS) {
      const from = path.join(staging, folder);
      fs.mkdirSync(path.join(config.dataDir, folder), { recursive: true });
      // With S3_BUCKET the files go back to the bucket (what it held of them is replaced).
      if (bucket) restored += await replaceArea(bucket, folder, from);
      else {
        if (fs.existsSync(from)) fs.cpSync(from, path.join(config.dataDir, folder), { recursive: true });
        restored += listFiles(path.join(config.dataDir, folder)).length;
      }
    }
    restrictTree(path.join(config.dataDir, "private"));
    console.info(
      `Restored ${archive} (backup of ${manifest.createdAt}, version ${manifest.version}): ${target} database, ${restored} files.`,
    );
  } finally {
    lock?.release();
    bucket?.close();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof Refused)
    fail(error.message);
  fail(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
});
